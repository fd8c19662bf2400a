/**
 * A century written in Roman numerals (round twenty-two): Russian, French, Spanish, Italian and
 * Polish write "XVIII век", "XVIIIe siècle", "siglo XVIII"; a line's "XVII веке" of the source's
 * "XVIII веке" changed the century, and Roman numerals were no figure the guard read. A line's
 * Roman century must be one the source gives, in Roman numerals or in digits ("18th century"), as
 * its hundreds ("the 1800s", Italian's "Ottocento") or by a year of it ("1854": the XIXe siècle).
 */

import { eraPart, inPart, type Part } from '../dates/era-parts.ts';
import { foldWord } from '../words/fold-word.ts';
import { lexiconOf } from './number-words.ts';

/** A century's word, after or before its numeral, in the languages that write it so. */
export const CENTURY =
  'век\\p{L}*|столітт\\p{L}*|stoleti|století|wiek\\p{L}*|siècles?|secol[oi]|siglos?|séculos?|jahrhunderts?|century|centuries';
const ROMAN = '[IVXL]{1,7}';
const ROMAN_CENTURY = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(${ROMAN})(?:e|ème|-?й|-?го|-?м)?\\s(?:${CENTURY})|(?:${CENTURY})\\s(${ROMAN}))(?![\\p{L}\\p{N}])`,
  'giu',
);
const DIGIT_CENTURY = new RegExp(
  `(?<![\\p{N}])(\\d{1,2})(?:-?\\p{L}{1,3}|\\.)?\\s(?:${CENTURY})(?![\\p{L}])`,
  'giu',
);
const ROMAN_VALUES: Readonly<Record<string, number>> = { I: 1, V: 5, X: 10, L: 50 };

/** A Roman numeral's value, or undefined where the letters are no well-formed one. */
function romanValue(text: string): number | undefined {
  let total = 0;
  for (let index = 0; index < text.length; index++) {
    const value = ROMAN_VALUES[text[index] as string] ?? 0;
    const next = ROMAN_VALUES[text[index + 1] as string] ?? 0;
    total += value < next ? -value : value;
  }
  return total > 0 && total <= 21 ? total : undefined;
}

/** The centuries a text writes, with where each numeral stands. */
export function writtenCenturies(text: string) {
  return centuries(text, true);
}

/**
 * The centuries a source names in any form: its Roman or digit centuries ("XIXe siècle", "19th
 * century"), its hundreds ("the 1800s", "1800er"), Italian's capitalised hundreds ("Ottocento",
 * the 1800s; "Novecento", the 1900s, as the Italian lexicon values them) and its years' (1854 is
 * in the 19th century).
 */
export function eraCenturies(text: string, langs: readonly string[]): Set<number> {
  const found = new Set(centuries(text, true).map((century) => century.value));
  for (const [, hundreds] of text.matchAll(/\b(1\d|20)00(?:s|er|-х)/gu)) {
    found.add(Number(hundreds) + 1);
  }
  for (const [year] of text.matchAll(YEAR)) {
    found.add(Math.floor(Number(year) / 100) + 1);
  }
  for (const [word] of langs.includes('it') ? text.matchAll(/\p{Lu}\p{Ll}+cento\b/gu) : []) {
    const century = italianCentury(word);
    if (century !== undefined) found.add(century);
  }
  return found;
}

function centuries(text: string, digits: boolean): Array<{ value: number; text: string }> {
  const found: Array<{ value: number; text: string }> = [];
  if (!/[IVXL]/u.test(text) && !digits) return found;
  for (const match of text.matchAll(ROMAN_CENTURY)) {
    const numeral = match[1] ?? match[2] ?? '';
    // Upper case only: "vi" or "xl" in a word's place is no numeral.
    const value = numeral === numeral.toUpperCase() ? romanValue(numeral) : undefined;
    if (value !== undefined) found.push({ value, text: numeral });
  }
  if (digits) {
    for (const match of text.matchAll(DIGIT_CENTURY)) {
      found.push({ value: Number(match[1]), text: match[1] ?? '' });
    }
  }
  return found;
}

/** The years a text writes: 1000 to 2099, no part of a longer number. */
const YEAR = /(?<![\p{L}\p{N}.,])(?:1\d|20)\d\d(?![\p{N}]|[.,]\d)/gu;

/**
 * Whether a source holds century `value`: in any form, or in the line's early, mid or late `part`
 * of it (era-parts.ts) by a year there ("a finales del siglo XIX" of 1885, not "a principios").
 */
function heldCentury(
  value: number | undefined,
  part: Part | undefined,
  source: { text: string; langs: readonly string[] },
): boolean {
  if (value === undefined) return false;
  if (!part) return eraCenturies(source.text, source.langs).has(value);
  const start = (value - 1) * 100;
  for (const [written] of source.text.matchAll(YEAR)) {
    const year = Number(written);
    if (year >= start && year < start + 100 && inPart(year - start, 100, part)) return true;
  }
  return false;
}

/** The part of its century a line names around a century's words (`at`, `length`), if any. */
const partAround = (line: string, at: number, length: number) =>
  eraPart(line.slice(Math.max(0, at - 30), at), line.slice(at + length));

/** A Roman century's numeral and value in a match of ROMAN_CENTURY. */
function numeralOf(match: RegExpMatchArray | string[]) {
  const numeral = match[1] ?? match[2] ?? '';
  // Upper case only: "vi" or "xl" in a word's place is no numeral.
  return { numeral, value: numeral === numeral.toUpperCase() ? romanValue(numeral) : undefined };
}

/** The Roman centuries of `line` that the source gives in no form (or not in the line's part). */
export function romanCenturies(
  line: string,
  sourceText: string,
  langs: readonly string[] = [],
): string[] {
  if (!/[IVXL]/u.test(line)) return [];
  const unheld: string[] = [];
  for (const match of line.matchAll(ROMAN_CENTURY)) {
    const { numeral, value } = numeralOf(match);
    const part = partAround(line, match.index ?? 0, match[0].length);
    if (value !== undefined && !heldCentury(value, part, { text: sourceText, langs })) {
      unheld.push(numeral);
    }
  }
  return unheld;
}

/** Italian's capitalised hundreds, a century's name ("Ottocento", the 1800s), as the lexicon values them. */
function italianCentury(word: string): number | undefined {
  const value = lexiconOf('it')?.groups.get(foldWord(word, false));
  return value !== undefined && value >= 200 && value < 1000 && value % 100 === 0
    ? value / 100 + 11
    : undefined;
}

/**
 * `line` with each Roman century, and each Italian century's name, the source holds in any form
 * blanked: "XIXe" of "en 1854", "Novecento" of "XX secolo" are the source's century, no name or
 * figure the source lacks (the names and figure readers read the rest).
 */
export function withoutHeldRomanCenturies(
  line: string,
  source: { text: string; langs: readonly string[] },
): string {
  const italian = source.langs.includes('it') && /\p{Lu}\p{Ll}+cento\b/u.test(line);
  if (!/[IVXL]/u.test(line) && !italian) return line;
  const blank = (word: string) => ' '.repeat(word.length);
  const romans = line.replace(ROMAN_CENTURY, (...args) => {
    const [whole, after] = args as [string, string | undefined];
    const at = args.at(-2) as number;
    const { value } = numeralOf(args as string[]);
    if (!heldCentury(value, partAround(line, at, whole.length), source)) return whole;
    // The numeral and its ending ("XIXe", "XVIII-го"), not the century's word.
    return after === undefined ? whole.replace(/\S+$/u, blank) : whole.replace(/^\S+/u, blank);
  });
  if (!italian) return romans;
  return romans.replace(/\p{Lu}\p{Ll}+cento\b/gu, (word, at: number) =>
    heldCentury(italianCentury(word), partAround(line, at, word.length), source)
      ? blank(word)
      : word,
  );
}
