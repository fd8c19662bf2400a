/**
 * A multiplier a line says with a verb of its own language where the source says another factor:
 * "el precio del pan se triplicó" of "subió de 1 a 2 euros", "hat sich verdreifacht" of "von 2 auf
 * 4 Euro", "raddoppiato" of "da 10 a 30". multiplier-words.ts reads English's words; these verbs are
 * the other languages' (no kept library holds them: a short list of stems, folded; none that
 * English or French write alike, "tripled", "triplé", so an English line is English's reader's). The line's
 * factor is kept wherever the source gives it in any form (a multiplier's word of any of these
 * languages or English's, two figures of one sentence in that ratio, a rise of that percentage);
 * it is stopped only where the source gives another: a multiplier of another factor, or a sentence
 * sharing two of the line's words whose figures stand in no such ratio (one word, where the
 * sentence is a change from one figure to another: "Les inscriptions ont triplé" of "sont passées
 * de 300 à 600"). Words, never figures: the readers of figures see none of them.
 *
 * English's and French's past forms of a multiplier ("tripled", "a triplé", "quadrupled") are read
 * here too (h286), against the source's figures: multiplier-words.ts stops them only where the
 * source says another factor in words, and "Membership tripled" of "rose from 40 to 80" was kept.
 * Their other forms ("double", "triple", "twice") are everyday words ("a double room", "won
 * twice") and stay English's reader's.
 */
import { foldWord } from '../words/fold-word.ts';

/** Verb stems (folded, as a word begins) by the factor they say. */
const STEMS: ReadonlyArray<readonly [number, readonly string[]]> = [
  [
    2,
    [
      'duplic', // es pt
      'dobro', // pt "dobrou"
      'raddoppi', // it
      'verdoppel',
      'verdoppl',
      'verdubbel', // nl
      'fordubbl', // sv "fördubblades" (folded)
      'fordobl', // da "fordoblet"
      'doblet', // nb
      'podwoi', // pl
      'podwaja',
      'zdvojnasob', // cs sk
      'udvoi', // ru "удвоил" (read below in Cyrillic)
    ],
  ],
  [
    3,
    [
      'triplic',
      'verdreifach',
      'verdrievoudig',
      'tredubbl',
      'tredobl',
      'potroi',
      'potraja',
      'ztrojnasob',
    ],
  ],
  [4, ['cuadruplic', 'quadruplic', 'vervierfach', 'verviervoudig', 'fyrdubbl']],
  [0.5, ['halbier', 'dimezz', 'halveer', 'gehalveerd', 'halver']],
];

/** Cyrillic's stems, as written (fold-word.ts leaves the script). */
const CYRILLIC: ReadonlyArray<readonly [number, readonly string[]]> = [
  [2, ['удвои', 'удваива']],
  [3, ['утрои', 'утраива']],
];

/**
 * English's and French's past forms of a multiplier, on a line. Not "-fold": it says a factor to
 * come or allowed as often ("would have to grow about fivefold", "raise the damages up to
 * threefold"), which no two figures of the source measure.
 */
const PAST_FORMS: ReadonlyArray<readonly [number, RegExp]> = [
  [2, /^(?:doubled|doublée?s?)$/u],
  [3, /^(?:tripled|trebled|triplée?s?)$/u],
  [4, /^(?:quadrupled|quadruplée?s?)$/u],
  [0.5, /^halved$/u],
];
/** The factor a line's word says as a past form, if it is one (lower case). */
const pastFactor = (word: string) =>
  PAST_FORMS.find(([, form]) => form.test(word.toLowerCase()))?.[0];

/**
 * A change from one figure to another: "from 40 to 80", "de 300 à 600", "von 1.000 auf 2.000", "z
 * 5000 do 10 000" (a word of up to eight letters, a unit, after the first).
 */
const FROM_TO =
  /(?<![\p{L}])(?:from|de|von|da|dal|z|od|van|desde)\s+\D{0,3}\d[\d.,\u00a0\u202f ]*(?:\s*\p{L}{1,8})?\s+(?:to|à|a|auf|bis|do|naar|para|até|al)\s+\D{0,3}\d/iu;

/** English's multiplier words, read in a source of any language (a report quoting one). */
const ENGLISH =
  /\b(?:(doubl\w*|twice)|(tripl\w*|trebl\w*)|(quadrupl\w*)|(halv\w*|by half|in half))\b|\b(\d+)\s*(?:x|times|fold)\b/giu;

/** The factors the words of `text` say with one of these verbs or nouns. */
function verbFactors(text: string): number[] {
  const factors: number[] = [];
  for (const [word] of text.matchAll(/[\p{L}\p{M}]+/gu)) {
    const folded = foldWord(word.toLowerCase(), false);
    for (const [factor, stems] of STEMS) {
      if (stems.some((stem) => folded.startsWith(stem))) factors.push(factor);
    }
    const lower = word.toLowerCase();
    for (const [factor, stems] of CYRILLIC) {
      if (stems.some((stem) => lower.startsWith(stem))) factors.push(factor);
    }
  }
  return factors;
}

function englishFactors(text: string): number[] {
  return [...text.matchAll(ENGLISH)].map((match) =>
    match[1] ? 2 : match[2] ? 3 : match[3] ? 4 : match[4] ? 0.5 : Number(match[5]),
  );
}

/** A number's values: "1.200" may be 1200 or 1.2, "1,5" 1.5 or 15 hundred-less; both kept. */
function valuesOf(written: string): number[] {
  const plain = written.replace(/[\s\u00a0\u202f']/gu, '');
  const values = new Set<number>();
  values.add(Number(plain.replace(/[.,](?=\d{3}(?:\D|$))/gu, '').replace(',', '.')));
  values.add(Number(plain.replace(/,/gu, '')));
  values.add(Number(plain.replace(/\./gu, '').replace(',', '.')));
  return [...values].filter((value) => Number.isFinite(value) && value > 0);
}

const NUMBER = /\d+(?:[.,\u00a0\u202f ]\d{3})*(?:[.,]\d+)?/gu;

/** Whether `ratio` is `factor` within 6% ("19 500 of 10 000" is about double). */
const near = (ratio: number, factor: number) => Math.abs(ratio - factor) <= factor * 0.06;

/** The content words of a text (four letters or more, folded), for telling a sentence's topic. */
function wordsOf(text: string): Set<string> {
  return new Set(
    (text.match(/[\p{L}\p{M}]{4,}/gu) ?? []).map((word) => foldWord(word.toLowerCase(), false)),
  );
}

/** Whether a sentence's word is one of the line's, or one holds the other ("Besucherzahl"). */
const inLine = (word: string, lineWords: Set<string>) =>
  lineWords.has(word) ||
  (word.length >= 6 &&
    [...lineWords].some((one) => one.length >= 6 && (one.includes(word) || word.includes(one))));

/** What a sentence of the source says of the factor: it gives `factor`, another, or nothing. */
function sentenceSays(
  sentence: string,
  factor: number,
  lineWords: Set<string>,
): 'same' | 'other' | 'none' {
  const said = [...verbFactors(sentence), ...englishFactors(sentence)];
  if (said.some((one) => one === factor)) return 'same';
  const numbers = [...sentence.matchAll(NUMBER)].slice(0, 8).map((match) => ({
    values: valuesOf(match[0]),
    percent: /^\s?(?:%|٪|procent|percent|por ciento|pour cent|per cento|prozent)/iu.test(
      sentence.slice((match.index ?? 0) + match[0].length),
    ),
  }));
  for (const number of numbers) {
    // A rise of 100% is a doubling, of 200% a tripling; a fall of 50% a halving.
    if (
      number.percent &&
      number.values.some(
        (value) => near(1 + value / 100, factor) || (factor === 0.5 && value === 50),
      )
    )
      return 'same';
  }
  for (let a = 0; a < numbers.length; a++) {
    for (let b = 0; b < numbers.length; b++) {
      if (a === b) continue;
      for (const x of numbers[a]?.values ?? [])
        for (const y of numbers[b]?.values ?? []) if (near(y / x, factor)) return 'same';
    }
  }
  if (said.length > 0) return 'other';
  // Two figures of the line's topic that stand in no such ratio, or a rise of another percentage:
  // a change the source measures otherwise.
  const shared = [...wordsOf(sentence)].filter((word) => inLine(word, lineWords)).length;
  const measured = numbers.length >= 2 || numbers.some((number) => number.percent);
  const topic = shared >= 2 || (shared >= 1 && FROM_TO.test(sentence));
  return measured && topic ? 'other' : 'none';
}

/**
 * The multiplier verbs of `line` (as written) whose factor the source (`text`) gives nowhere while
 * it gives another of the same thing.
 */
export function changedMultiplierVerbs(line: string, text: string): string[] {
  const found: string[] = [];
  const lineWords = wordsOf(line);
  // The source is read once for each factor (four at most), however many verbs the line has.
  const changed = new Map<number, boolean>();
  for (const [word] of line.matchAll(/[\p{L}\p{M}]+/gu)) {
    const factor = verbFactors(word)[0] ?? pastFactor(word);
    if (factor === undefined) continue;
    let other = changed.get(factor);
    if (other === undefined) {
      const says = text
        .split(/(?<=[.!?。！？])\s+|\n+/u)
        .map((sentence) => sentenceSays(sentence, factor, lineWords));
      other = !says.includes('same') && says.includes('other');
      changed.set(factor, other);
    }
    if (other) found.push(word);
  }
  return found;
}
