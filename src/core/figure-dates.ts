/**
 * A number's kind as part of a date, read from the tokens around it (figure-units.ts asks): a CJK
 * or Korean date's 月 or 日 after the digits, a month's name beside the number in English or in a
 * language the reading reads ("3 March", "March 3rd", "7. Juni", "the 3rd of March").
 */
import { calendarNamesOf } from './calendar-names.ts';
import { isCalendarName } from './calendar-words.ts';
import type { FigureText, Quantity } from './figure-quantities.ts';
import type { Token } from './figure-tokens.ts';

const UPPER_START = /^\p{Lu}/u;

/** "3月4日", "3월 4일": a CJK or Korean date's month or day, after digits. True when one. */
export function dateSuffix(quantity: Quantity, reading: FigureText): boolean {
  if (!quantity.digits || quantity.kind !== 'count' || quantity.readings.length !== 1) return false;
  const value = quantity.readings[0]?.[0] ?? Number.NaN;
  if (!Number.isInteger(value) || value < 1 || value > 31) return false;
  const at = reading.text.charAt(quantity.end) === ' ' ? quantity.end + 1 : quantity.end;
  const next = reading.text.charAt(at);
  if ((next === '月' || next === '월') && value <= 12) quantity.kind = 'month';
  else if (next === '日' || next === '일') quantity.kind = 'day';
  return quantity.kind !== 'count';
}

/** A month's name: a capitalised English one ("March", "Feb"), or one in a language read. */
function isMonth(word: Token | undefined, reading: FigureText): boolean {
  if (word === undefined || word.kind !== 'word') return false;
  if (UPPER_START.test(word.text) && isCalendarName(word.text)) return true;
  return foreignMonth(word, reading);
}

/** A month's name in a language read other than English ("Juni", "sierpnia", "सितंबर"). */
export function foreignMonth(word: Token, reading: FigureText): boolean {
  if (reading.calendarLangs.length === 0) return false;
  const names = calendarNamesOf(word.word?.plain ?? word.text, reading.calendarLangs);
  return names.some((name) => name.key.startsWith('m') && name.rest.length === 0);
}

/** A month name beside the number ("3 March", "March 3rd", "the 3rd of March"). */
export function besideMonth(
  quantity: Quantity,
  reading: FigureText,
  before: Token | undefined,
  after: Token | undefined,
  wordAfterOf: () => Token | undefined,
): boolean {
  if (isMonth(before, reading) || isMonth(after, reading)) return true;
  const last = quantity.last;
  // "7. Juni": the day's ordinal dot, as German and others write it.
  const next = reading.tokens[last + 1];
  const end = (reading.tokens[last] as Token).end;
  if (next && reading.text.slice(end, next.start) === '. ' && isMonth(next, reading)) return true;
  return after !== undefined && /^(?:of|de)$/i.test(after.text) && isMonth(wordAfterOf(), reading);
}
