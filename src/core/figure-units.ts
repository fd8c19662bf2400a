/**
 * What gives a number its kind, read from the tokens around it (figure-quantities.ts reads the
 * number): a currency or percent before or after it ("€8", "8 euros", "12%", "12 percent",
 * "yüzde 12"), a month beside it ("3 March": a day), a CJK date's 月 or 日, a price's verb ("cost
 * 120": a price), a clock's preposition ("at 8": perhaps a time).
 */
import { isCalendarName } from './calendar-words.ts';
import type { FigureText, Quantity } from './figure-quantities.ts';
import { spaced, type Token } from './figure-tokens.ts';
import {
  CLOCK_PREPOSITIONS,
  currenciesOf,
  DOLLAR_PREFIX,
  isPercentWords,
  PERCENT_BEFORE,
  PRICE_BEFORE_PREPOSITION,
  PRICE_PREPOSITIONS,
  PRICE_WORDS,
  startsPercentWords,
} from './figure-words.ts';

const PERCENT_SIGN = /^[%٪]$/;
const UPPER_START = /^\p{Lu}/u;
const O_CLOCK = /^o'?clock$/;
/** Currency codes written before a number: "USD 5", "Rs. 500", "Rp 50.000". */
const CODE_BEFORE = /^(?:[A-Z]{3}|Rs\.?|Rp)$/;

/** The word token at `index` when only spaces stand between it and `to`'s side, else undefined. */
function wordNear(reading: FigureText, index: number, other: number): Token | undefined {
  const token = reading.tokens[index];
  const near = reading.tokens[other];
  if (token?.kind !== 'word' || !near) return undefined;
  const close =
    index < other
      ? spaced(reading.text, token.end, near.start, 2)
      : spaced(reading.text, near.end, token.start, 2);
  return close ? token : undefined;
}

/** A currency or percent before the number: "$25", "US$ 5", "€ 8", "USD 5", "%12", "yüzde 12". */
function unitBefore(quantity: Quantity, reading: FigureText, word: Token | undefined): void {
  const { tokens, text } = reading;
  const before = tokens[quantity.first - 1];
  const first = tokens[quantity.first] as Token;
  if (before?.kind === 'sign' && spaced(text, before.end, first.start)) {
    const previous = tokens[quantity.first - 2];
    if (PERCENT_SIGN.test(before.text)) {
      // "12%3": the sign is the number's before it.
      if (previous?.end !== before.start || previous.kind === 'word') {
        quantity.percent = true;
        quantity.start = before.start;
      }
      return;
    }
    quantity.currencies = [...currenciesOf(before.text)];
    quantity.start = before.start;
    if (before.text === '$' && previous?.kind === 'word' && previous.end === before.start) {
      if (DOLLAR_PREFIX.test(previous.text)) quantity.start = previous.start;
      if (previous.text === 'R') quantity.currencies = ['real'];
    }
    return;
  }
  if (word === undefined) return;
  if (CODE_BEFORE.test(word.text) && currenciesOf(word.text).length > 0) {
    quantity.currencies = [...currenciesOf(word.text)];
    quantity.start = word.start;
  } else if (PERCENT_BEFORE.has(word.word?.plain ?? '')) {
    quantity.percent = true;
    quantity.start = word.start;
  }
}

/** A currency or percent after the number: "8€", "8 euros", "12%", "12 per cent", "40万円". */
function unitAfter(quantity: Quantity, reading: FigureText, word: Token | undefined): void {
  const { tokens, text } = reading;
  const last = tokens[quantity.last] as Token;
  const after = tokens[quantity.last + 1];
  if (after?.kind === 'sign' && spaced(text, last.end, after.start)) {
    if (PERCENT_SIGN.test(after.text)) quantity.percent = true;
    else if (quantity.currencies === undefined) quantity.currencies = [...currenciesOf(after.text)];
    else return;
    quantity.last += 1;
    quantity.end = after.end;
    return;
  }
  if (word === undefined) return;
  const currencies = currenciesOf(word.text);
  if (currencies.length > 0 && quantity.currencies === undefined && !quantity.percent) {
    quantity.currencies = [...currencies];
    quantity.last += 1;
    quantity.end = word.end;
    return;
  }
  // "12 percent", "12 per cent", "12 por ciento", "12 في المئة": one to three words.
  if (!startsPercentWords(word.text)) return;
  let words = '';
  for (let count = 1; count <= 3; count++) {
    const next = wordNear(reading, quantity.last + count, quantity.last + count - 1);
    if (next === undefined) return;
    words = count === 1 ? next.text : `${words} ${next.text}`;
    if (isPercentWords(words)) {
      quantity.percent = true;
      quantity.last += count;
      quantity.end = next.end;
      return;
    }
  }
}

/** "3月4日", "3월 4일": a CJK or Korean date's month or day, after digits. True when one. */
function dateSuffix(quantity: Quantity, reading: FigureText): boolean {
  if (!quantity.digits || quantity.kind !== 'count' || quantity.readings.length !== 1) return false;
  const value = quantity.readings[0]?.[0] ?? Number.NaN;
  if (!Number.isInteger(value) || value < 1 || value > 31) return false;
  const at = reading.text.charAt(quantity.end) === ' ' ? quantity.end + 1 : quantity.end;
  const next = reading.text.charAt(at);
  if ((next === '月' || next === '월') && value <= 12) quantity.kind = 'month';
  else if (next === '日' || next === '일') quantity.kind = 'day';
  return quantity.kind !== 'count';
}

/** A capitalised month name ("March", "Feb"). */
const isMonth = (word: Token | undefined) =>
  word !== undefined && UPPER_START.test(word.text) && isCalendarName(word.text);

/** A month name beside the number ("3 March", "March 3rd", "the 3rd of March"). */
function besideMonth(
  quantity: Quantity,
  reading: FigureText,
  before: Token | undefined,
  after: Token | undefined,
): boolean {
  if (isMonth(before) || isMonth(after)) return true;
  const last = quantity.last;
  return (
    after !== undefined &&
    /^(?:of|de)$/i.test(after.text) &&
    isMonth(wordNear(reading, last + 2, last + 1))
  );
}

/** True for a word that may give the number beside it a kind; each word is asked once. */
function isUnitWord(token: Token): boolean {
  const info = token.word;
  if (info === undefined) return false;
  info.unit ??=
    currenciesOf(token.text).length > 0 ||
    startsPercentWords(token.text) ||
    PERCENT_BEFORE.has(info.plain) ||
    (UPPER_START.test(token.text) && isCalendarName(token.text)) ||
    info.plain === 'of' ||
    info.plain === 'de' ||
    PRICE_WORDS.has(info.plain) ||
    PRICE_PREPOSITIONS.has(info.plain) ||
    CLOCK_PREPOSITIONS.has(info.plain) ||
    O_CLOCK.test(info.plain);
  return info.unit;
}

/** No sign or word that gives a number a kind stands at `index`. */
const quiet = (token: Token | undefined) =>
  token === undefined || (token.kind !== 'sign' && (token.kind !== 'word' || !isUnitWord(token)));

/** Gives `quantity` its kind from the tokens around it. */
export function readUnits(quantity: Quantity, reading: FigureText): void {
  const { tokens } = reading;
  // Most numbers stand among words that say nothing of them: only a CJK date's 月 or 日 is left.
  if (quiet(tokens[quantity.first - 1]) && quiet(tokens[quantity.last + 1])) {
    dateSuffix(quantity, reading);
    return;
  }
  const before = wordNear(reading, quantity.first - 1, quantity.first);
  unitBefore(quantity, reading, before);
  unitAfter(quantity, reading, wordNear(reading, quantity.last + 1, quantity.last));
  quantity.before = before?.word?.plain;
  quantity.oclock = O_CLOCK.test(tokens[quantity.last + 1]?.word?.plain ?? '');
  if (quantity.currencies || quantity.percent || quantity.kind === 'decade') return;
  if (dateSuffix(quantity, reading)) return;
  const value = quantity.readings[0]?.[0] ?? Number.NaN;
  const whole =
    quantity.readings.length === 1 && quantity.readings[0]?.length === 1 && Number.isInteger(value);
  const after = wordNear(reading, quantity.last + 1, quantity.last);
  if (whole && value >= 1 && value <= 31 && besideMonth(quantity, reading, before, after)) {
    quantity.kind = 'day';
    return;
  }
  if (quantity.kind !== 'count' || quantity.before === undefined) return;
  const earlier = wordNear(reading, quantity.first - 2, quantity.first - 1);
  const priced =
    PRICE_WORDS.has(quantity.before) ||
    (PRICE_PREPOSITIONS.has(quantity.before) &&
      earlier !== undefined &&
      PRICE_BEFORE_PREPOSITION.has(earlier.word?.plain ?? ''));
  if (priced) quantity.currencies = ['?'];
}

const NO_HOURS: readonly number[] = [];

/** "at 8", "by eight", "8 o'clock": a clock's hour, on both clocks. */
export function clockHours(quantity: Quantity): readonly number[] {
  const value = quantity.readings[0]?.[0] ?? Number.NaN;
  if (quantity.kind !== 'count' || quantity.currencies || quantity.percent) return NO_HOURS;
  if (!Number.isInteger(value) || value > 24) return NO_HOURS;
  if (!CLOCK_PREPOSITIONS.has(quantity.before ?? '') && !quantity.oclock) return NO_HOURS;
  return value <= 12 ? [value % 12, (value % 12) + 12] : [value % 24];
}
