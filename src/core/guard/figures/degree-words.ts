/**
 * A temperature's degrees written without their scale (issue 44, round forty-five): a source's
 * "máximas de 40 a 45 grados" holds a line's "entre 40 y 45 °C". The word is CLDR's long form of
 * the Celsius unit with the scale's name taken off ("grados Celsius", "degrees Celsius", "Grad
 * Celsius", "gradi Celsius"), through `Intl.NumberFormat`, in every language the guard reads
 * numbers in. A source that names no scale may mean either: its figure holds both (a lone "45
 * grados" already held a line's "45 °C" as a number of no unit known).
 *
 * Narrow: the source's side only, a number or a range of two (joined by a dash or a word of
 * figure-words.ts's RANGE_WORDS) right before the word, and not where the scale follows it
 * ("grados Celsius" is read as Celsius by figure-measures.ts).
 */

import { NUMBER_WORD_LANGUAGES } from '../numbers/number-words.ts';
import { foldWord } from '../words/fold-word.ts';
import { valueText } from './figure-quantities.ts';
import { RANGE_WORDS } from './figure-words.ts';

const SCALES = ['celsius', 'fahrenheit'] as const;

interface DegreeWords {
  degrees: ReadonlySet<string>;
  scales: ReadonlySet<string>;
  /** The degree words as written, lower case: a text with none of them is not read further. */
  written: readonly string[];
}

let known: DegreeWords | undefined;

/** The unit's words of a long form, lower case: "grados Celsius" is ["grados", "celsius"]. */
function unitWords(lang: string, unit: string, value: number): string[] {
  try {
    const format = new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'long' });
    return format
      .formatToParts(value)
      .filter((part) => part.type === 'unit')
      .flatMap((part) => part.value.split(/\s+/u))
      .filter(Boolean)
      .map((word) => word.toLowerCase());
  } catch {
    // A runtime without this language's data reads the others.
    return [];
  }
}

/**
 * The words of a degree in the languages read ("grados", "degrees", "grad", "градусов"): those
 * both scales' long forms share; and the scales' own names, the words they do not share.
 */
function degreeWords(): DegreeWords {
  if (known) return known;
  const degrees = new Set<string>();
  const scales = new Set<string>();
  const written = new Set<string>();
  for (const lang of ['en', ...NUMBER_WORD_LANGUAGES]) {
    for (const value of [1, 2, 5, 45]) {
      const [celsius, fahrenheit] = SCALES.map((unit) => unitWords(lang, unit, value));
      for (const word of celsius ?? []) {
        if (!fahrenheit?.includes(word)) scales.add(foldWord(word, false));
        else if ([...word].length > 2) {
          degrees.add(foldWord(word, false));
          written.add(word);
        }
      }
      for (const word of fahrenheit ?? []) {
        if (!celsius?.includes(word)) scales.add(foldWord(word, false));
      }
    }
  }
  known = { degrees, scales, written: [...written] };
  return known;
}

const NUMBER = String.raw`(\d{1,3}(?:[.,]\d)?)`;
/** A number, a second after a dash or a word, then a word and the word after it. */
const DEGREES = new RegExp(
  String.raw`(?<![\p{N}.,])${NUMBER}(?:\s?[-–]\s?${NUMBER}|\s([\p{L}]+)\s${NUMBER})?\s([\p{L}\p{M}]+)(?:\s([\p{L}]+))?`,
  'gu',
);

const numberOf = (digits: string) => Number(digits.replace(',', '.'));

/** Adds to a source's `keys` its degrees of no scale as both scales' ("u:celsius:45"). */
export function addDegreeWords(text: string, keys: Set<string>): void {
  if (!/\d\s?[-–\p{L}]/u.test(text)) return;
  const { degrees, scales, written } = degreeWords();
  // Most sources write no degree: the words are looked for before any number is read.
  const lower = text.toLowerCase();
  if (!written.some((word) => lower.includes(word))) return;
  for (const [, first, dashed, joiner, joined, word, after] of text.matchAll(DEGREES)) {
    if (!degrees.has(foldWord(word ?? '', false))) continue;
    if (after && scales.has(foldWord(after, false))) continue;
    if (joiner && !RANGE_WORDS.has(foldWord(joiner, false))) continue;
    const second = dashed ?? joined;
    const values = [first, second].filter(Boolean).map((digits) => numberOf(digits as string));
    for (const scale of SCALES) {
      for (const value of values) keys.add(`u:${scale}:${valueText(value)}`);
      const [a, b] = values;
      if (a !== undefined && b !== undefined && a < b) {
        keys.add(`r:u:${scale}:${valueText(a)}-${valueText(b)}`);
      }
    }
  }
}
