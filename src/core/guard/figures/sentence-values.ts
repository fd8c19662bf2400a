/**
 * The source's figures sentence by sentence, as the keys each reads to (issue 44 item 4): the
 * gaps minor-unit-figures.ts and rank-steps.ts read are between two figures of one sentence, which
 * ties them to one thing ("from €2.50 to €2.80", "from 45th to 32nd"); figures of two sentences
 * are not compared.
 */
import type { ClaimSource } from '../claim-source.ts';

/**
 * A sentence's end between two figures; not a dot before a word in lower case, an ordinal's ("vom
 * 3. auf den 8. Platz", "10. sıradan 4. sıraya").
 */
const SENTENCE_END = /[!?。！？;]\s|[\n。！？]|\.\s+(?!\p{Ll})/u;

/**
 * Each sentence's figures, each as the single keys of its readings ("c:euro:2.5", "o45"), and a
 * range's ends after it as figures of their own.
 */
export function sentenceKeys(source: ClaimSource): string[][][] {
  const sentences: string[][][] = [];
  let sentence: string[][] = [];
  let last = 0;
  for (const { figure, start } of source.placed?.() ?? []) {
    if (sentence.length > 0 && SENTENCE_END.test(source.text.slice(last, start))) {
      sentences.push(sentence);
      sentence = [];
    }
    sentence.push(figure.readings.flatMap((reading) => (reading.length === 1 ? reading : [])));
    // A range's two ends, each a figure of its own ("de 1,20 euros a 1,35 euros").
    const ends = figure.readings.find((reading) => reading.length === 2) ?? [];
    for (const end of ends) sentence.push([end]);
    last = start + figure.text.length;
  }
  if (sentence.length > 0) sentences.push(sentence);
  return sentences;
}

/** Each two figures side by side in one sentence, as the values `read` reads from their keys. */
export function sentencePairs(
  source: ClaimSource,
  read: (keys: readonly string[]) => { unit: string; value: number } | undefined,
): Array<[number, number]> {
  return sentenceKeys(source).flatMap((sentence) => {
    const values = sentence.flatMap((keys) => {
      const value = read(keys);
      return value ? [value] : [];
    });
    // Side by side only: "from 45th to 32nd, and … from 50th to 48th" says no gap of 3.
    return values.flatMap((a, index) => {
      const b = values[index + 1];
      return b && b.unit === a.unit && b.value !== a.value
        ? [[a.value, b.value] as [number, number]]
        : [];
    });
  });
}
