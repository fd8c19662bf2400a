/**
 * A total of the parts one sentence of the source counts in the same noun (h262): "1.200 siswa" of
 * "700 siswa laki-laki dan 500 siswa perempuan", "1.200 học sinh" of "700 học sinh nam và 500 học
 * sinh nữ". A reader adds them; the line names the noun they share without what tells them apart.
 * derived-figures.ts reads a sum only where the line says it adds ("in total", "across two
 * plants"); here the noun written after every part is the tie, so a line's count of a noun that
 * only one part has ("1.200 siswa lulus" of "700 siswa lulus dan 500 siswa gagal") stays a claim.
 */
import type { Figure } from './figure-kinds.ts';

/** A plain count's key: "n1200". */
const COUNT_KEY = /^n(\d+)$/u;
/** A word: letters and their marks. */
const WORD = /^[^\p{L}\p{M}]*([\p{L}\p{M}][\p{L}\p{M}'’-]*)/u;
/** A sentence's end: its mark and a space, or a line break ("1.200" ends none). */
const SENTENCE_END = /(?<=[.!?。！？])\s+|\n+/u;
/** The most parts added: a longer run is a list of figures, not one whole's parts. */
const MOST_PARTS = 4;

/** The count values a figure reads as. */
const countsOf = (figure: Figure): number[] =>
  figure.kind === 'count'
    ? figure.readings.flatMap((keys) => {
        const value = keys.length === 1 ? COUNT_KEY.exec(keys[0] ?? '')?.[1] : undefined;
        return value === undefined ? [] : [Number(value)];
      })
    : [];

/** The word right after `at` in `text`, lower case, or "". */
const wordAt = (text: string, at: number) => WORD.exec(text.slice(at))?.[1]?.toLowerCase() ?? '';

/** A word's stem: its last two letters cut, four kept ("школ" of "школы" and "школ"). */
const stem = (word: string) => word.slice(0, Math.max(4, word.length - 2));

/** The three words after the word at `at` (the noun's: "sinh nam và" of "học sinh nam và"). */
const wordsAfter = (text: string, at: number): string[] =>
  (
    text
      .slice(at)
      .toLowerCase()
      .match(/[\p{L}\p{M}][\p{L}\p{M}'’-]*/gu) ?? []
  ).slice(1, 4);

/** Whether the line's `figure` is the sum of the parts a source sentence counts in its noun. */
export function summedParts(
  figure: Figure,
  line: string,
  sourceText: string,
  read: (text: string) => Figure[],
): boolean {
  const values = countsOf(figure);
  const at = line.indexOf(figure.text);
  if (values.length === 0 || at < 0) return false;
  const after = at + figure.text.length;
  const noun = stem(wordAt(line, after));
  // The trigger: the noun written twice in the source; no sentence is read otherwise.
  if (noun.length < 2) return false;
  const lower = sourceText.toLowerCase();
  const first = lower.indexOf(noun);
  if (first < 0 || lower.indexOf(noun, first + noun.length) < 0) return false;
  const lineNext = wordsAfter(line, after);
  return sourceText.split(SENTENCE_END).some((sentence) => {
    if (sentence.toLowerCase().split(noun).length < 3) return false;
    const parts: Array<{ value: number; next: string[] }> = [];
    let from = 0;
    for (const one of read(sentence)) {
      const start = sentence.indexOf(one.text, from);
      if (start < 0) continue;
      from = start + one.text.length;
      const [value] = countsOf(one);
      if (value === undefined || stem(wordAt(sentence, from)) !== noun) continue;
      parts.push({ value, next: wordsAfter(sentence, from) });
    }
    if (parts.length < 2 || parts.length > MOST_PARTS) return false;
    // A word after the noun that some parts have and others not tells one part: "siswa lulus".
    const tells = (word: string) =>
      parts.some((part) => part.next.includes(word)) &&
      !parts.every((part) => part.next.includes(word));
    if (lineNext.some(tells)) return false;
    const total = parts.reduce((sum, part) => sum + part.value, 0);
    return values.includes(total) && parts.every((part) => part.value !== total);
  });
}
