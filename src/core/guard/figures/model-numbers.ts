/**
 * A product's or a thing's number after its name (issue 44, round nineteen): "Air Jordan 4" of a
 * post's "Air Jordan 1", "iPhone 16" of "iPhone 15", "Apollo 13" of "Apollo 11". Posts are full
 * of such names, and the number alone is no figure the guard can tell: the source often holds it
 * elsewhere ("sizes 4-18"), so the changed model passed. A line's name (a word with a capital)
 * written right before a bare number is the source's only with a number the source writes right
 * after that name; where the source writes the name with other numbers only, the line's is
 * another model. A name the source never numbers says nothing ("Wemby 34 points").
 */
import { isCalendarName } from '../dates/calendar-words.ts';
import { isStopWord } from '../words/stop-words.ts';
import { ordinalsBefore } from './ordinals-before-names.ts';

/**
 * A word with a capital, a space, and a whole number of up to four digits that no letter, unit,
 * percent or further digits follow ("2-1" is a score, "4.5" a decimal, "10am" a time).
 */
const NUMBERED =
  /(?<![\p{L}\p{M}\p{N}])([\p{L}\p{M}]*\p{Lu}[\p{L}\p{M}]*) (\d{1,4})(?![\p{L}\p{M}\p{N}%°]|[.,:/\-–]\d)/gu;
/** The number right after a name the source writes, as NUMBERED reads it. */
const NUMBER_AFTER = /^ (\d{1,4})(?![\p{L}\p{M}\p{N}%°]|[.,:/\-–]\d)/u;
const LETTER = /[\p{L}\p{M}\p{N}]/u;
/** A word capitalised only at its first letter ("Продано", not "iPhone" or "NBA"). */
const FIRST_CAPITAL = /^\p{Lu}[\p{Ll}\p{M}]*$/u;
/** What may stand between a sentence's end (or the line's start) and its first word. */
const OPENERS = /^[\s"'“‘(«¡¿]*$/u;

/** Whether the word at `index` of `line` opens a sentence (a few characters looked at). */
function opensSentence(line: string, index: number): boolean {
  const before = line.slice(Math.max(0, index - 6), index);
  const end = Math.max(before.lastIndexOf('.'), before.lastIndexOf('!'), before.lastIndexOf('?'));
  if (end >= 0) return OPENERS.test(before.slice(end + 1)) && end + 1 < before.length;
  return index <= 6 && OPENERS.test(before);
}

/** The numbers `text` writes right after `name` (the name a whole word, as written). */
function numbersAfter(text: string, name: string): Set<string> {
  const numbers = new Set<string>();
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + name.length)) {
    const end = at + name.length;
    if (LETTER.test(text.charAt(at - 1)) || LETTER.test(text.charAt(end))) continue;
    const number = NUMBER_AFTER.exec(text.slice(end, end + 8))?.[1];
    if (number !== undefined) numbers.add(number);
  }
  return numbers;
}

/** The line's numbered names ("Jordan 4") whose number the source never writes after that name. */
export function changedModelNumbers(
  line: string,
  sourceText: string,
  langs: readonly string[],
): string[] {
  if (!/\p{Lu}[\p{L}\p{M}]* \d/u.test(line)) return [];
  const changed: string[] = [];
  for (const match of line.matchAll(NUMBERED)) {
    const [whole, name = '', number = ''] = match;
    // "March 14", "In 2024", "About 200": a date's month, or a word every text uses; "Продано
    // 120" (sold): a sentence's first word has its capital from its place, not as a name.
    const lower = name.toLowerCase();
    if (isCalendarName(name) || langs.some((lang) => isStopWord(lower, lang))) continue;
    if (FIRST_CAPITAL.test(name) && opensSentence(line, match.index)) continue;
    const numbers = numbersAfter(sourceText, name);
    // "Platz 6" of "den 6. Platz": the rank the source writes as an ordinal before the word.
    if (numbers.size > 0 && !numbers.has(number) && !ordinalsBefore(sourceText, name).has(number))
      changed.push(whole);
  }
  return changed;
}
