/**
 * What gives a number its kind, read from the tokens around it (figure-quantities.ts reads the
 * number): a currency or percent before or after it ("€8", "8 euros", "12%", "12 percent",
 * "yüzde 12"), a month beside it ("3 March": a day), a CJK date's 月 or 日, a price's verb ("cost
 * 120": a price), a clock's preposition ("at 8": perhaps a time).
 */

import { abbreviatedHourWord } from '../dates/abbreviated-hour-words.ts';
import { isCalendarName } from '../dates/calendar-words.ts';
import { readClock } from '../dates/clock-units.ts';
import { yearAfterMonth } from '../dates/dated-year-ends.ts';
import { isClockWord, isHourWordBefore } from '../dates/figure-clock.ts';
import { besideMonth, dateSuffix, dayOfRange, foreignMonth } from '../dates/figure-dates.ts';
import { hourWordBeforeTime } from '../dates/hour-words-before-times.ts';
import { monthNotCode } from '../dates/month-not-codes.ts';
import { abbreviatedCodeBefore } from './abbreviated-codes-before.ts';
import { isLetterSymbol } from './currency-codes.ts';
import { currencyNameFrom, mayBeginCurrencyName } from './currency-names.ts';
import { dottedSymbolAt } from './dotted-currency-symbols.ts';
import { mayBeginUnit, measureAfter } from './figure-measures.ts';
import { type FigureText, type Quantity, valueText } from './figure-quantities.ts';
import { spaced, type Token } from './figure-tokens.ts';
import {
  CLOCK_PREPOSITIONS,
  currenciesOf,
  DOLLAR_PREFIX,
  isPercentBefore,
  isPercentWords,
  PRICE_BEFORE_PREPOSITION,
  PRICE_PREPOSITIONS,
  PRICE_WORDS,
  startsPercentWords,
} from './figure-words.ts';
import { gluedPercentLength } from './glued-percent-words.ts';
import { letterSymbolOf } from './letter-symbol-words.ts';
import { currencyAfterOf } from './money-abbreviations.ts';
import { pesoAfterDollarSign } from './peso-dollar-signs.ts';

const PERCENT_SIGN = /^[%٪]$/;
const UPPER_START = /^\p{Lu}/u;
/** UPPER_START's test, told without the pattern for a word in ASCII (asked after every number). */
function upperStart(text: string): boolean {
  const first = text.charCodeAt(0);
  if (first >= 97 && first <= 122) return false;
  if (first >= 65 && first <= 90) return true;
  return UPPER_START.test(text);
}
/**
 * Currency codes written before a number: "USD 5", "Rs 500", "Rp 50.000", Tamil's "ரூ 500" (h279;
 * with their stop, abbreviated-codes-before.ts); and a symbol CLDR writes in letters in the text's
 * languages ("RM 1,250", "ریال ۱٬۲۵۰": currency-codes.ts).
 */
const CODE_BEFORE = /^(?:[A-Z]{3}|Rs\.?|Rp|ரூ|रु)$/u;

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
  const code = CODE_BEFORE.test(word.text);
  if (currenciesOf(word.text).length > 0 && (code || isLetterSymbol(word.text, reading.full))) {
    quantity.currencies = [...currenciesOf(word.text)];
    quantity.start = word.start;
    // A source's "RM 1,250" was read as the bare number before its symbol was: it holds that too,
    // for a line that writes a code the table lacks ("MYR 1,250": CLDR's own, checked as a name).
    if (!code && reading.source) {
      for (const values of quantity.readings)
        for (const value of values) reading.keys.add(`n${valueText(value)}`);
    }
  } else if (isPercentBefore(word.word?.plain ?? '')) {
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
  // "1,250 E£", "1,250 US$": a sign with its country's letters before it, after the amount (CLDR's
  // narrow symbols in Arabic; h246: read as a bare count once "ج.م." was read as the pound).
  const sign = tokens[quantity.last + 2];
  if (
    sign?.kind === 'sign' &&
    sign.start === word.end &&
    quantity.currencies === undefined &&
    !quantity.percent &&
    /^\p{Lu}{1,3}$/u.test(word.text)
  ) {
    const signed = currenciesOf(sign.text);
    if (signed.length > 0) {
      quantity.currencies = [...signed];
      quantity.last += 2;
      quantity.end = sign.end;
      return;
    }
  }
  const symbol = letterSymbolOf(word, reading.full);
  const currencies = symbol ? [symbol] : monthNotCode(word, reading) ? [] : currenciesOf(word.text);
  if (currencies.length > 0 && quantity.currencies === undefined && !quantity.percent) {
    quantity.currencies = [...currencies];
    quantity.last += 1;
    quantity.end = word.end;
    return;
  }
  if (!quantity.currencies && !quantity.percent) {
    const named = currencyNameFrom(reading.text, word.start, reading.full);
    // "1,2 مليون ر.س": a symbol of letters and stops, split into words (dotted-currency-symbols.ts).
    const spelled = named
      ? { currency: named.currency, end: word.start + named.length }
      : dottedSymbolAt(reading.text, word.start, reading.full);
    if (spelled) {
      quantity.currencies = [spelled.currency];
      quantity.end = spelled.end;
      while ((tokens[quantity.last + 1]?.end ?? Infinity) <= quantity.end) quantity.last += 1;
      return;
    }
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

/** True for a word that may give the number beside it a kind; each word is asked once. */
function isUnitWord(token: Token): boolean {
  const info = token.word;
  if (info === undefined) return false;
  info.unit ??=
    currenciesOf(token.text).length > 0 ||
    startsPercentWords(token.text) ||
    isPercentBefore(info.plain) ||
    (UPPER_START.test(token.text) && isCalendarName(token.text)) ||
    info.plain === 'of' ||
    info.plain === 'de' ||
    PRICE_WORDS.has(info.plain) ||
    PRICE_PREPOSITIONS.has(info.plain) ||
    CLOCK_PREPOSITIONS.has(info.plain) ||
    isHourWordBefore(info.plain) ||
    isClockWord(info.plain);
  return info.unit;
}

/** A currency's sign (Unicode's class of them: "£", "$", "₺"). */
const CURRENCY_SIGN = /\p{Sc}/u;

/** No sign or word that gives a number a kind stands at `index`. */
const quiet = (token: Token | undefined, reading: FigureText) =>
  token === undefined ||
  (token.kind !== 'sign' &&
    (token.kind !== 'word' ||
      (!isUnitWord(token) &&
        !foreignMonth(token, reading) &&
        // CLDR's symbol or name of a currency after an amount ("Ft", "euroa", "eura").
        !letterSymbolOf(token, reading.full) &&
        !(
          mayBeginCurrencyName(token.text, reading.full) &&
          currencyNameFrom(reading.text, token.start, reading.full)
        ) &&
        // "ر.س": a word of a letter or three and a stop may begin a dotted symbol; "E£", "US$":
        // a sign's letters before it.
        !(
          token.text.length <= 3 &&
          ((reading.text.charAt(token.end) === '.' &&
            dottedSymbolAt(reading.text, token.start, reading.full)) ||
            CURRENCY_SIGN.test(reading.text.charAt(token.end)))
        ))));

/**
 * A currency after its country's name: "2.4 billion Norwegian kroner", "500 Swiss francs", "20 Hong
 * Kong dollars" (one or two capitalised words, then a currency's word in lower case: not a code,
 * and not "real", "won" or "try", everyday words too). True when one is read onto `quantity`.
 */
function currencyAfterName(quantity: Quantity, reading: FigureText): boolean {
  for (let names = 1; names <= 2; names++) {
    const name = wordNear(reading, quantity.last + names, quantity.last + names - 1);
    if (name === undefined || !upperStart(name.text)) return false;
    const word = wordNear(reading, quantity.last + names + 1, quantity.last + names);
    if (word === undefined || !/^\p{Ll}{4,}$/u.test(word.text) || word.text === 'real') continue;
    const currencies = currenciesOf(word.text);
    if (currencies.length === 0) continue;
    quantity.currencies = [...currencies];
    quantity.last += names + 1;
    quantity.end = word.end;
    return true;
  }
  return false;
}

/**
 * A currency after a scale and its "of" ("420 millions d'euros"), or after a bare number and
 * Romanian's "de"; a source's sum holds the bare count too, as summaries drop a currency the sentence gave ("3,7 millones" of "3,7 millones de euros").
 */
function currencyAfterScale(quantity: Quantity, reading: FigureText, word: Token | undefined) {
  if (word === undefined) return false;
  const found = currencyAfterOf(reading.tokens, reading.text, quantity.last + 1);
  if (!found) return false;
  // A bare number's "de" is Romanian's, before a sum of 20 or more ("1.250 de lei"): read where the
  // currency is a lower-case word ("450 de Real Madrid" is a club's).
  const currency = reading.tokens[quantity.last + found.tokens] as Token;
  if (quantity.last === quantity.first && !/^\p{Ll}+$/u.test(currency.text)) return false;
  quantity.currencies = found.currencies;
  if (reading.source)
    for (const values of quantity.readings)
      for (const value of values) reading.keys.add(`n${valueText(value)}`);
  quantity.last += found.tokens;
  quantity.end = (reading.tokens[quantity.last] as Token).end;
  return true;
}

/**
 * The word after an ordinal written with the degree sign, as Italians type it ("1° gennaio"; the
 * ordinal's own "º" is the digits' suffix): round thirteen's source "dal 1° gennaio" held no day 1,
 * and its translation's "from 1 January" was stopped. Asked only where no word stands just after.
 */
function pastOrdinalSign(reading: FigureText, last: number): Token | undefined {
  const next = reading.tokens[last + 1];
  const end = (reading.tokens[last] as Token).end;
  const sign = next?.kind === 'word' && /^°\s$/u.test(reading.text.slice(end, next.start));
  return sign ? next : undefined;
}

/** Han or kana, which no word token holds: a currency's name may stand against the digits. */
const UNSPACED = /^[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/u;

/**
 * A currency's CLDR name written straight after the digits ("1,250人民币", "1,250日元"), as
 * Chinese and Japanese write it: Han is no word token, so unitAfter does not see it.
 */
function currencyNameAgainst(quantity: Quantity, reading: FigureText): boolean {
  const { text, tokens } = reading;
  // Most numbers have no Han after them: one character code says so.
  if (text.charCodeAt(quantity.end) < 0x2e80 || !UNSPACED.test(text.charAt(quantity.end))) {
    return false;
  }
  const named = currencyNameFrom(text, quantity.end, reading.full);
  if (!named) return false;
  quantity.currencies = [named.currency];
  quantity.end += named.length;
  while ((tokens[quantity.last + 1]?.end ?? Infinity) <= quantity.end) quantity.last += 1;
  return true;
}

/** Gives `quantity` its kind from the tokens around it. */
export function readUnits(quantity: Quantity, reading: FigureText): void {
  const { tokens } = reading;
  // "12.5パーセント", "3.5퍼센트로": a percent's word written onto the number (glued-percent-words.ts).
  const glued = quantity.percent ? 0 : gluedPercentLength(reading.text, quantity.end);
  if (glued > 0) {
    quantity.percent = true;
    quantity.end += glued;
    while ((tokens[quantity.last + 1]?.end ?? Infinity) <= quantity.end) quantity.last += 1;
    return;
  }
  if (!quantity.currencies && !quantity.percent && currencyNameAgainst(quantity, reading)) return;
  const next = tokens[quantity.last + 1];
  const named =
    next?.kind === 'word' && upperStart(next.text) && currencyAfterName(quantity, reading);
  // Most numbers stand among words that say nothing of them: only a CJK date's 月 or 日 is left.
  if (!named && quiet(tokens[quantity.first - 1], reading) && quiet(next, reading)) {
    if (currencyAfterScale(quantity, reading, wordNear(reading, quantity.last + 1, quantity.last)))
      return;
    if (dayOfRange(quantity, reading)) return;
    if (!dateSuffix(quantity, reading)) readClock(quantity, reading, undefined, true);
    readMeasure(quantity, reading);
    return;
  }
  // "godz. 18": the hour's word with its abbreviation's full stop (abbreviated-hour-words.ts).
  const before =
    wordNear(reading, quantity.first - 1, quantity.first) ??
    abbreviatedHourWord(reading, quantity.first) ??
    // "Rs. 500", "ரூ.2.5 லட்சம்": a currency's letters and their stop (abbreviated-codes-before.ts).
    abbreviatedCodeBefore(reading, quantity.first);
  unitBefore(quantity, reading, before);
  // "2,4 Mrd. Euro": an abbreviation's full stop stands between the scale and the currency.
  const lastToken = tokens[quantity.last] as Token;
  const following = tokens[quantity.last + 1];
  const abbreviated =
    lastToken.kind === 'word' && reading.text.slice(lastToken.end, following?.start) === '. '
      ? following
      : undefined;
  // "23 Mio. €", "1,2 Mrd. $": the sign after the abbreviation's full stop is the currency.
  if (abbreviated?.kind === 'sign' && !PERCENT_SIGN.test(abbreviated.text)) {
    quantity.currencies ??= [...currenciesOf(abbreviated.text)];
    quantity.last += 1;
    quantity.end = abbreviated.end;
  } else {
    const word = wordNear(reading, quantity.last + 1, quantity.last);
    unitAfter(quantity, reading, word ?? (abbreviated?.kind === 'word' ? abbreviated : undefined));
    if (!quantity.currencies && !quantity.percent) currencyAfterScale(quantity, reading, word);
    else pesoAfterDollarSign(quantity, reading);
  }
  quantity.before = before?.word?.plain;
  if (quantity.currencies || quantity.percent || quantity.kind === 'decade') return;
  if (dateSuffix(quantity, reading)) return;
  const value = quantity.readings[0]?.[0] ?? Number.NaN;
  const whole =
    quantity.readings.length === 1 && quantity.readings[0]?.length === 1 && Number.isInteger(value);
  const after =
    wordNear(reading, quantity.last + 1, quantity.last) ?? pastOrdinalSign(reading, quantity.last);
  if (
    whole &&
    value >= 1 &&
    value <= 31 &&
    besideMonth(quantity, reading, before, after, () =>
      wordNear(reading, quantity.last + 2, quantity.last + 1),
    )
  ) {
    quantity.kind = 'day';
    return;
  }
  readClock(quantity, reading, before);
  readMeasure(quantity, reading);
  if (quantity.kind !== 'count' || quantity.before === undefined || quantity.clock?.strict) return;
  if (quantity.unit) return;
  const earlier = wordNear(reading, quantity.first - 2, quantity.first - 1);
  const priced =
    PRICE_WORDS.has(quantity.before) ||
    (PRICE_PREPOSITIONS.has(quantity.before) &&
      earlier !== undefined &&
      PRICE_BEFORE_PREPOSITION.has(earlier.word?.plain ?? ''));
  if (priced) quantity.currencies = ['?'];
}

/** A unit of measure after the number ("70 km", "300mm의", "21°C"), where nothing else is. */
function readMeasure(quantity: Quantity, reading: FigureText): void {
  if (quantity.kind !== 'count' || quantity.currencies || quantity.percent) return;
  if (quantity.clock?.strict) return;
  if (!mayBeginUnit(reading.text, quantity.end, reading.full)) return;
  // "20.06 saat 21:00": the time's word, no unit of the date (hour-words-before-times.ts);
  // "12 марта 2026 года": the year's word after a date's year (dated-year-ends.ts).
  if (hourWordBeforeTime(reading, quantity.last) || yearAfterMonth(quantity, reading)) return;
  const found = measureAfter(reading.text.slice(quantity.end, quantity.end + 30), reading.full);
  if (!found) return;
  quantity.unit = found.unit;
  quantity.end += found.length;
  const { tokens } = reading;
  while (tokens[quantity.last + 1] && (tokens[quantity.last + 1] as Token).end <= quantity.end) {
    quantity.last += 1;
  }
}
