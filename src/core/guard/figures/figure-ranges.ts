/**
 * A number with what follows it (claim-figures.ts): its units, and the second number of a range
 * ("3-4", "three to four", "$10-20") or a score ("2:1", "5対3", "won 3-2"), each read with the
 * keys a line's figure must find in the source.
 */

import { yearBeforeTime } from '../dates/dated-year-ends.ts';
import { addRangeClockTimes, rangeClockReadings } from '../dates/range-clock-times.ts';
import { isYearWordBefore } from '../dates/year-words.ts';
import { halfAfterUnit, halfAfterWords, halfNumberAt } from '../numbers/half-numbers.ts';
import { halfScaleAt } from '../numbers/half-scales.ts';
import { smallerScaleAfter } from '../numbers/smaller-scales.ts';
import { isEndArticle, JOINED_AND, joinsBetween, mayJoinBetween } from './between-ranges.ts';
import { unitlessKey, valueKeys } from './figure-keys.ts';
import type { Figure } from './figure-kinds.ts';
import {
  digitQuantity,
  type FigureText,
  type Quantity,
  scaleWordAfter,
  valueText,
  wordQuantity,
} from './figure-quantities.ts';
import { spaced, type Token } from './figure-tokens.ts';
import { readUnits } from './figure-units.ts';
import { RANGE_WORDS, SCORE_WORDS } from './figure-words.ts';
import { joinsPostpositionRange } from './postposition-ranges.ts';
import { joinsUnitPostposition, unitPostpositionEnds } from './unit-postposition-ranges.ts';

/** A number at `index` with its units, or where it states none, how far to go on. */
export function quantityAt(
  index: number,
  reading: FigureText,
): { quantity?: Quantity; skip: number } {
  const token = reading.tokens[index] as Token;
  // "năm 2026": the year's word, no number (year-words.ts).
  if (token.kind === 'word' && isYearWordBefore(reading, index)) return { skip: index + 1 };
  if (token.kind === 'word') {
    const found = wordQuantity(index, reading);
    if (!found.quantity) {
      // "zweieinhalb Millionen", "one and a half million": no number alone (half-numbers.ts).
      // "medio millón", "half a million": a scale's half (half-scales.ts).
      const half = halfNumberAt(index, reading) ?? halfScaleAt(index, reading);
      if (!half) return found;
      readUnits(half, reading);
      return { quantity: half, skip: half.last + 1 };
    }
    const wordsEnd = found.quantity.last + 1;
    // "two and a half million", "deux millions et demi": the fraction after the words.
    halfAfterWords(found.quantity, reading);
    readUnits(found.quantity, reading);
    halfAfterUnit(found.quantity, reading);
    // Its unit is read on past, as a number in digits' is: Vietnamese "mười năm" (ten years) was
    // read as ten and a second number, "năm" (five). A source reading its own words again (a word
    // of it may begin a number in another lexicon) still does.
    // wordQuantity's answer is made for this call: its skip is set on it, no second object made.
    if (found.skip >= wordsEnd) found.skip = Math.max(found.skip, found.quantity.last + 1);
    return found;
  }
  const quantity = digitQuantity(index, reading);
  if (!quantity) return { skip: index + 1 };
  scaleWordAfter(quantity, reading);
  smallerScaleAfter(quantity, reading);
  readUnits(quantity, reading);
  // "2 horas y media": the half of its unit (half-numbers.ts).
  halfAfterUnit(quantity, reading);
  return { quantity, skip: quantity.last + 1 };
}

/**
 * The same unit at both ends of a range: "$10-20" and "10-20%" are both in dollars, in percent. A
 * first end with its own percent after it and a second with none are no range's ends: "rose 14%
 * to 52.3 billion" is a change and what it came to (the second was read as 52.3 billion percent).
 */
function shareUnit(from: Quantity, to: Quantity, reading: FigureText): boolean {
  if (from.kind !== to.kind || from.kind !== 'count') return false;
  const percentAfter = from.percent && from.start === (reading.tokens[from.first] as Token).start;
  if (percentAfter && !to.percent) return false;
  if (from.unit || to.unit) {
    if (from.unit && to.unit && from.unit !== to.unit) return false;
    from.unit = to.unit = from.unit ?? to.unit;
  }
  if (from.percent || to.percent) {
    if (from.currencies || to.currencies) return false;
    from.percent = to.percent = true;
    return true;
  }
  // "kosztuje 10-20 mln zł", "costs 10-20 million dollars": the price's verb made the first end
  // money of no currency named ('?'), the currency the last end writes is the range's (h246: the
  // ends were read apart, the first a bare price the source's range lacks).
  if (from.currencies?.length === 1 && from.currencies[0] === '?' && to.currencies)
    from.currencies = to.currencies;
  if (from.currencies && to.currencies) {
    return from.currencies.join() === to.currencies.join();
  }
  if (from.currencies) to.currencies = from.currencies;
  else if (to.currencies) from.currencies = to.currencies;
  return true;
}

/** The word before a number (a currency's sign before it passed over), folded. */
function wordBefore(from: Quantity, reading: FigureText): string | undefined {
  const { tokens, text } = reading;
  let at = from.first - 1;
  if (tokens[at]?.kind === 'sign') at -= 1;
  const token = tokens[at];
  if (token?.kind !== 'word' || !/^\s+$/u.test(text.slice(token.end, from.start))) return undefined;
  // "tra i 10 e i 20": the word before the article (between-ranges.ts).
  const word = token.word?.plain;
  const earlier = tokens[at - 1];
  if (word === undefined || !isEndArticle(word) || earlier?.kind !== 'word') return word;
  return /^\s+$/u.test(text.slice(earlier.end, token.start)) ? earlier.word?.plain : undefined;
}

/** "3-4", "3–4", "three to four", "2:1": a range or a score with the number `from` at its start. */
export function rangeAfter(from: Quantity, reading: FigureText): Figure | undefined {
  const { tokens, text } = reading;
  const last = tokens[from.last] as Token;
  let next = tokens[from.last + 1];
  // A range's ends stand a connector apart: a symbol, or a word between spaces.
  if (!next || next.start - last.end > 3 || from.kind !== 'count') return undefined;
  // Most numbers have a word, a number or nothing after them: no range.
  const word = next.kind === 'word' ? (next.word?.plain ?? '') : '';
  const between = mayJoinBetween(word) && joinsBetween(wordBefore(from, reading), word);
  let ranging =
    RANGE_WORDS.has(word) ||
    SCORE_WORDS.has(word) ||
    between ||
    // "3 سے 17 دسمبر تک": Urdu's and Hindi's "from … up to" (postposition-ranges.ts).
    (next.kind === 'word' && joinsPostpositionRange(word, text, next.end));
  // "100 से 110 किमी प्रति घंटा": "से" alone, a measure's range only (unit-postposition-ranges.ts).
  const unitRange = next.kind === 'word' && !ranging && joinsUnitPostposition(word, text, next.end);
  ranging ||= unitRange;
  // Most words after a number join no range: told before the gap is cut from the text.
  if (next.kind === 'word' && !ranging && next.text !== '대') return undefined;
  const gap = text.slice(last.end, next.start);
  // Korean writes a score's "대" (versus) between its numbers, spaced or not: "5대3", "2 대 1".
  const hangul = next.kind === 'word' && next.text === '대' && /^ ?$/.test(gap);
  if (next.kind === 'word' && !ranging && !hangul) return undefined;
  if (next.kind !== 'word' && spaced(text, last.end, next.start, 3)) return undefined;
  let at = -1;
  const symbol = /^ ?[-–—~〜～] ?$/.test(gap);
  // "2:1", "5対3", "3比1", "5대3", "2 x 0", "۲ بر ۱": a score's connectors.
  const colon = gap === ':' || /^ ?[対对比] ?$/u.test(gap) || hangul;
  const scoreWord = next.kind === 'word' && SCORE_WORDS.has(word);
  if (hangul) at = from.last + 2;
  else if (symbol || colon) at = from.last + 1;
  else if (next.kind === 'word' && /^ +$/.test(gap)) at = from.last + 2;
  // "e i 20", "y los 20": the second end's article after "between"'s "and" (between-ranges.ts).
  const article = tokens[at];
  if (between && article?.kind === 'word' && isEndArticle(article.word?.plain ?? '')) {
    if (!/^ +$/.test(text.slice(next.end, article.start))) return undefined;
    next = article;
    at += 1;
  }
  const target = tokens[at];
  const space = target ? text.slice(next.end, target.start) : '';
  // Arabic's "and" is joined to the number after it: "بين 10 و20".
  const joined = between && word === JOINED_AND ? /^ ?$/ : undefined;
  if (
    at < 0 ||
    !target ||
    (at > from.last + 1 && !(joined ?? (hangul ? /^ ?$/ : /^ +$/)).test(space))
  )
    return undefined;
  if (target.kind !== 'number' && target.kind !== 'word' && target.kind !== 'cjk') return undefined;
  const to = quantityAt(at, reading).quantity;
  if (!to || (unitRange && !unitPostpositionEnds(from, to))) return undefined;
  // "5 mars 2026 à 18 heures": a date's year, then its hour (dated-year-ends.ts).
  if (yearBeforeTime(from, to, reading)) return undefined;
  if (!shareUnit(from, to, reading)) return undefined;
  // "7.000 đến 20.000": each end's readings ("7.000" may be 7000 or 7), every pair of them.
  const values = (quantity: Quantity) =>
    quantity.readings.filter((one) => one.length === 1).map((one) => one[0] as number);
  const [as, bs] = [values(from), values(to)];
  if (as.length === 0 || bs.length === 0) return undefined;
  const figureText = text.slice(from.start, to.end);
  const unit = (valueKeys(from, 0)[0] ?? 'n0').replace(/0$/, '');
  const rangeKey = (a: number, b: number, prefix = unit) =>
    `r:${prefix}${valueText(Math.min(a, b))}-${valueText(Math.max(a, b))}`;
  const pairs = as.flatMap((a) => bs.map((b) => [a, b] as const));
  const readings = pairs.flatMap(([a, b]) => [
    [rangeKey(a, b)],
    [valueKeys(from, a)[0] as string, valueKeys(to, b)[0] as string],
  ]);
  // "$3.30-3.35 billion": the first end is in the last end's scale too (a source writes "between
  // $3.30 billion and $3.35 billion"), where it is less than the last end's digits.
  const scale = scaleOf(target, bs);
  for (const a of scale ? as.filter((value) => value < (bs[0] as number) / scale) : []) {
    const scaled = Number((a * (scale as number)).toPrecision(12));
    readings.push([rangeKey(scaled, bs[0] as number)]);
    readings.push([
      valueKeys(from, scaled)[0] as string,
      valueKeys(to, bs[0] as number)[0] as string,
    ]);
  }
  // "van 9 uur tot 17 uur": each end an hour of its own, the times it names (range-clock-times.ts).
  readings.push(...rangeClockReadings(from, to));
  const [a, b] = pairs[0] as readonly [number, number];
  const score =
    pairs.length === 1 &&
    (colon || scoreWord || (symbol && /[-–]/.test(gap))) &&
    !from.currencies &&
    !from.percent &&
    !from.unit &&
    [a, b].every((value) => Number.isInteger(value) && value < 1000);
  from.last = to.last;
  const scoreKey = `s:${valueText(a)}-${valueText(b)}`;
  if (reading.source) {
    for (const keys of readings) for (const key of keys) reading.keys.add(key);
    // "von 7 Uhr bis 22 Uhr": each end an hour of its own (range-clock-times.ts).
    addRangeClockTimes([from, to], reading.keys);
    // "€85-100k", "$5-10M", "2-3 million": the first end takes the scale written after the last
    // (a line writes "€85,000 to €100,000"), where it is less than the last end unscaled.
    const factor = bs.length > 1 ? (bs[0] as number) / (bs[bs.length - 1] as number) : 1;
    if (factor >= 1000 && Number.isInteger(factor)) {
      for (const one of as.filter((value) => value < (bs[bs.length - 1] as number))) {
        reading.keys.add(valueKeys(from, one * factor)[0] as string);
        reading.keys.add(rangeKey(one * factor, bs[0] as number));
      }
    }
    // A source's "9 to 5" holds a line's "9-5" too, either way round.
    if (!from.currencies && !from.percent && !from.unit) {
      reading.keys.add(scoreKey);
      reading.keys.add(`s:${valueText(b)}-${valueText(a)}`);
      // Its ends, of no unit written, may be of any, as a lone number's are: opening hours "cut
      // from 90 to 70 a week" hold "70 hours a week" (round forty-one: stopped).
      for (const [one, other] of pairs) {
        reading.keys.add(unitlessKey(one));
        reading.keys.add(unitlessKey(other));
      }
    }
    // "18-21°C" holds "18 to 21" and its ends as numbers too.
    if (from.unit) {
      for (const [one, other] of pairs) {
        reading.keys.add(rangeKey(one, other, 'n'));
        for (const value of [one, other]) reading.keys.add(`n${valueText(value)}`);
      }
    }
  }
  if (!score) return { text: figureText, kind: 'range', readings };
  // "won 3-2" is a score; an ascending "3-4" may be a range too. "2:1" is a score only.
  const asRange = a < b && !colon && !scoreWord ? readings : [];
  return { text: figureText, kind: 'score', readings: [[scoreKey], ...asRange] };
}

/**
 * The scale a range's last end is written in ("3.35 billion": a billion), where its digits are
 * plain ("3.35", "8,5") and its value is a thousand of them or more; undefined for none.
 */
function scaleOf(last: Token, values: readonly number[]): number | undefined {
  const value = values[0];
  // A decimal comma too ("від 3,4 до 8,5 тисячі": round thirty-nine), not a thousands' ("8,500").
  if (value === undefined || !/^\d+(?:\.\d+|,\d{1,2})?$/u.test(last.text)) return undefined;
  const digits = Number(last.text.replace(',', '.'));
  if (!(digits > 0)) return undefined;
  const scale = 10 ** Math.round(Math.log10(value / digits));
  return scale >= 1000 && Math.abs(digits * scale - value) < value * 1e-9 ? scale : undefined;
}
