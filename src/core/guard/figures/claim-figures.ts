/**
 * The figures a text states, each a value with a kind (docs/decisions/012): money in its currency,
 * a percentage, a time, a date's day, month or weekday, a decade, a score, a range, an ordinal, or
 * a plain count (a year is read as its number). The guard (unsupported-claims.ts) holds a line's
 * figure supported only where the source has one of the same kind and value: a figure's readings
 * are lists of keys ("c:euro:120", "n8", "t23:00"), and a reading holds when the source has all of
 * its keys. The source is read loosely (every word, every lexicon, what an ambiguous number may
 * also be), a line strictly. One pass over the tokens, each looking only at its neighbours.
 */
import { addAgeDecades } from '../dates/age-decades.ts';
import { addGregorianKeys, inOwnCalendar } from '../dates/calendar-eras.ts';
import { clockLanguages, clockTimes, dottedTimeFigure } from '../dates/clock-units.ts';
import { addDateHours } from '../dates/date-hours.ts';
import { pairLineDays } from '../dates/date-pairs.ts';
import { withDottedClockDates } from '../dates/dotted-clock-hours.ts';
import { withDottedRangeDates } from '../dates/dotted-date-ranges.ts';
import { addDottedNumericDates, withDottedNumericDates } from '../dates/dotted-numeric-dates.ts';
import { addDottedTimes, dayPeriodNear, foldedAround } from '../dates/figure-clock.ts';
import { withoutGermanAm } from '../dates/german-am.ts';
import { addHourWordMinutes } from '../dates/hour-word-minutes.ts';
import { addJapaneseEraYears } from '../dates/japanese-eras.ts';
import { withLetterPeriodHours } from '../dates/letter-period-hours.ts';
import { inLineOrder } from '../dates/line-date-order.ts';
import { addLocaleNumericDates, withLocaleNumericDates } from '../dates/locale-numeric-dates.ts';
import { addNumericMonthYears, withNumericMonthYears } from '../dates/numeric-month-years.ts';
import { numericRangeEnds } from '../dates/numeric-range-ends.ts';
import { addOpeningHours } from '../dates/opening-hours.ts';
import { sharedRangePeriod } from '../dates/range-day-periods.ts';
import { addRangeStartDays, withRangeStartDays } from '../dates/range-start-days.ts';
import { inWrittenOrder } from '../dates/short-date-order.ts';
import { addSwahiliHours } from '../dates/swahili-hours.ts';
import { addThaiClockHours, withThaiClockHours } from '../dates/thai-clock-hours.ts';
import { inTimeRange } from '../dates/time-ranges.ts';
import { addWeekdayDates, addWeekdayDayLists } from '../dates/weekday-dates.ts';
import { lexiconOf, NUMBER_WORD_LANGUAGES } from '../numbers/number-words.ts';
import { addAddedCurrencies } from './added-currencies.ts';
import { addCarriedCurrencies, addChangeCurrencies } from './carried-currencies.ts';
import { addComparedCurrencies } from './compared-currencies.ts';
import { addCompoundScales } from './compound-scales.ts';
import { addDurationKeys } from './duration-keys.ts';
import {
  kindOf,
  ordinalKey,
  quantityReadings,
  sourceKeys,
  unitlessKey,
  valueKey,
} from './figure-keys.ts';
import { dateFigure, type Figure, shortDate, timeFigure } from './figure-kinds.ts';
import { wordFigure } from './figure-named.ts';
import { type FigureText, valueText } from './figure-quantities.ts';
import { quantityAt, rangeAfter } from './figure-ranges.ts';
import { widenSourceKeys } from './figure-source.ts';
import { joinable, type Token, tokensOf } from './figure-tokens.ts';
import { addMinuteSecondClocks } from './minute-second-clocks.ts';
import { addReachedDays } from './reached-days.ts';
import { addSpokenDurations } from './spoken-durations.ts';
import { addWordNumberKeys, withWordNumberFigures } from './word-number-figures.ts';

export { normaliseForClaims } from '../claim-text.ts';
export { FIGURE_KINDS, type Figure, type FigureKind } from './figure-kinds.ts';

/** Where each word token's run of words (joined only by spaces and hyphens) ends. */
function wordRuns(text: string, tokens: readonly Token[]): Int32Array {
  const ends = new Int32Array(tokens.length);
  let end = tokens.length;
  for (let index = tokens.length - 1; index >= 0; index--) {
    const token = tokens[index] as Token;
    const next = tokens[index + 1];
    if (token.kind !== 'word') end = index;
    else if (next?.kind !== 'word' || !joinable(text, token.end, next.start)) end = index + 1;
    ends[index] = end;
  }
  return ends;
}

/**
 * The hours the part of the day beside a time names ("3:30 μ.μ.", "午前3:30", "5h du soir": h285),
 * in the text's languages; undefined for none, or where "am" or "pm" is the time's own ("h" is not).
 */
function timePeriod(reading: FigureText, token: Token): ReadonlySet<number> | undefined {
  if (/^[ap]/iu.test(token.groups[11] ?? token.groups[13] ?? '')) return undefined;
  const around = foldedAround(reading.text, token.start, token.end);
  const langs = clockLanguages(reading);
  const period = dayPeriodNear(around.before, around.after, langs, true);
  if (period) return period;
  // The hour's abbreviation between the time and its part of the day: Bulgarian "3:30 ч. pm".
  const past = around.after.replace(HOUR_ABBREVIATION, '');
  return past === around.after ? undefined : dayPeriodNear(around.before, past, langs, true);
}

/** A numeric date in the calendar its language writes ("۱۴۰۳/۱۲/۲۴", calendar-eras.ts). */
const ownCalendarDate = (figure: Figure, langs: Iterable<string>): Figure => ({
  ...figure,
  readings: inOwnCalendar(figure.readings, [...langs]),
});

/** A word of one or two letters and its full stop, right after a time ("ч.", "h."). */
const HOUR_ABBREVIATION = /^\s*\p{L}{1,2}\.\s*/u;

/**
 * What the line or source states, figure by figure. A source's figures are not kept: their keys
 * go to `reading.keys` as they are read.
 */
function readFigures(reading: FigureText): Figure[] {
  const figures: Figure[] = [];
  const found = (figure: Figure) => {
    if (reading.source) sourceKeys(figure, reading);
    else figures.push(inLineOrder(figure, reading));
  };
  const { tokens } = reading;
  for (let index = 0; index < tokens.length; ) {
    const token = withoutGermanAm(tokens[index] as Token, reading);
    if (token.kind === 'date' || token.kind === 'time') {
      found(
        token.kind === 'date'
          ? ownCalendarDate(dateFigure(token), reading.full)
          : withDottedRangeDates(
              reading.text,
              token,
              timeFigure(
                token,
                !reading.source && inTimeRange(reading, index),
                timePeriod(reading, token) ??
                  sharedRangePeriod(reading.text, tokens, index, (end) => timePeriod(reading, end)),
                reading.source ? undefined : reading.twentyFour,
              ),
            ),
      );
      index += 1;
      continue;
    }
    if (token.kind === 'sign') {
      index += 1;
      continue;
    }
    // "3.30 PM", "3.30 ip.": a 12-hour clock written with a full stop (clock-units.ts).
    const dotted = token.kind === 'number' ? dottedTimeFigure(reading, token) : undefined;
    if (dotted) {
      found(dotted);
      index += 1;
      continue;
    }
    const short =
      token.kind === 'number' ? shortDate(reading.tokens, index, reading.text) : undefined;
    if (short) {
      // A source's "6/13" holds its two numbers as counts too, its date in its language's order.
      const pair = reading.source && short.next === index + 2;
      const [a, b] = pair ? [index, index + 1].map((at) => Number(reading.tokens[at]?.text)) : [];
      if (pair) for (const value of [a, b]) reading.keys.add(`n${value}`);
      found(pair ? inWrittenOrder(short.figure, a ?? 0, b ?? 0, reading.full) : short.figure);
      index = short.next;
      continue;
    }
    const named = token.kind === 'word' ? wordFigure(index, reading) : undefined;
    if (named) {
      found(named.figure);
      index = named.next;
      continue;
    }
    const { quantity, skip } = quantityAt(index, reading);
    if (!quantity) {
      index = skip;
      continue;
    }
    const range = rangeAfter(quantity, reading);
    // A source's "weighs 58 pounds" is a weight as much as a sum: a line's "58-pound weight" or
    // "58 lbs" is its count. Only the word: "£58" is money alone.
    if (
      reading.source &&
      quantity.currencies?.includes('pound') &&
      POUND_WORD.test(reading.text.slice(quantity.start, quantity.end))
    ) {
      for (const value of quantity.readings.flat()) {
        reading.keys.add(`u:pound:${valueText(value)}`);
        reading.keys.add(`n${valueText(value)}`);
      }
    }
    if (reading.source && !range && quantity.kind === 'count' && !quantity.currencies) {
      // A source's plain count or percentage: its keys, without a figure made for them. A count
      // with a unit is the count too; one with none may be of any unit ("nu"), as a line says.
      // "35m" may be metres, minutes or millions: a count of no unit known.
      const suffix = token.groups[18] ?? token.groups[19];
      const plain = !quantity.unit && !quantity.percent && (!suffix || /^m+$/i.test(suffix));
      for (const values of quantity.readings) {
        for (const value of values) {
          reading.keys.add(valueKey(quantity, value));
          if (quantity.unit) reading.keys.add(`n${valueText(value)}`);
          if (plain) reading.keys.add(unitlessKey(value));
          // Most languages write a place in an order as its number ("en el minuto 87", "Platz
          // 3"): a whole count is its ordinal too, as a translation writes it ("the 87th minute").
          if (plain && Number.isInteger(value) && value >= 1 && value < 10_000) {
            reading.keys.add(ordinalKey(value));
          }
        }
      }
      for (const time of clockTimes(quantity)) reading.keys.add(time);
      index = token.kind === 'word' && skip === index + 1 ? index + 1 : quantity.last + 1;
      continue;
    }
    // A line's "18時" is a time only; its "at 8" a count or a time.
    const strict = !range && quantity.clock?.strict === true;
    const readings = range || strict ? [] : quantityReadings(quantity);
    // A line's "70 km" holds where the source says 70 with no unit at all.
    if (quantity.unit && !range)
      readings.push(
        ...quantity.readings.map((values) => values.map((value) => `nu:${valueText(value)}`)),
      );
    for (const time of range ? [] : clockTimes(quantity)) readings.push([time]);
    found(
      range ?? {
        // A source's figures are keys only: their text is never shown.
        text: reading.source ? '' : reading.text.slice(quantity.start, quantity.end),
        kind: strict ? 'time' : kindOf(quantity),
        readings,
      },
    );
    // A source reads on inside a number whose words another lexicon may read otherwise.
    index = token.kind === 'word' && skip === index + 1 ? index + 1 : quantity.last + 1;
  }
  return figures;
}

/** A number's currency written as the word "pound(s)", which weighs too. */
const POUND_WORD = /\bpounds?$/iu;

let latinLanguages: readonly string[] | undefined;

/** The Latin-script lexicons besides `langs`: a source reads them in longer words only. */
function otherLatin(langs: ReadonlySet<string>): Set<string> {
  latinLanguages ??= NUMBER_WORD_LANGUAGES.filter((lang) => lexiconOf(lang)?.latin);
  return new Set(latinLanguages.filter((lang) => !langs.has(lang)));
}

type Languages = readonly string[] | (() => readonly string[]);

/** A text cut into its tokens and word runs: what every reading of it starts from. */
export interface TokenizedText {
  readonly text: string;
  readonly tokens: readonly Token[];
  readonly runEnds: Int32Array;
}

/**
 * `text` cut once, for a caller that reads it more than once: a source is read loosely for what it
 * holds and strictly for where its figures stand (unsupported-claims.ts), from the same tokens.
 */
export function tokenizedText(text: string): TokenizedText {
  const tokens = tokensOf(text);
  return { text, tokens, runEnds: wordRuns(text, tokens) };
}

interface LanguageSets {
  full: ReadonlySet<string>;
  calendarLangs: readonly string[];
  /** A source's restricted lexicons (otherLatin), made on first need. */
  otherLatin?: ReadonlySet<string>;
}

/** The sets a reading of these languages asks for, made once for each list (a few are ever used). */
const languageSets = /* @__PURE__ */ new Map<string, LanguageSets>();

function setsOf(full: readonly string[]): LanguageSets {
  const key = full.join(' ');
  let sets = languageSets.get(key);
  if (sets === undefined) {
    const fullSet = new Set(['en', ...full]);
    sets = { full: fullSet, calendarLangs: [...fullSet].filter((lang) => lang !== 'en') };
    if (languageSets.size >= 1_000) languageSets.clear();
    languageSets.set(key, sets);
  }
  return sets;
}

function textReading(
  input: string | TokenizedText,
  source: boolean,
  full: readonly string[],
  restricted: Languages,
): FigureText {
  const { text, tokens, runEnds } = typeof input === 'string' ? tokenizedText(input) : input;
  // The same set for the same languages: a line's and its source's readings, the units' forms
  // kept for it (figure-measures.ts), are not made again for every text read.
  const sets = setsOf(full);
  const fullSet = sets.full;
  let restrictedSet: ReadonlySet<string> | undefined;
  return {
    text,
    tokens,
    runEnds,
    source,
    full: fullSet,
    calendarLangs: sets.calendarLangs,
    restricted: () => {
      if (restrictedSet === undefined) {
        const langs = typeof restricted === 'function' ? restricted() : restricted;
        if (source) sets.otherLatin ??= otherLatin(fullSet);
        restrictedSet = source
          ? (sets.otherLatin as ReadonlySet<string>)
          : new Set(langs.filter((lang) => !fullSet.has(lang)));
      }
      return restrictedSet;
    },
    keys: new Set(),
    evidence: new Set(),
    everyWord: source,
  };
}

/**
 * The figures of a line (`text` normalised with normaliseForClaims first), reading number words
 * in English, every non-Latin script's lexicon, `langs`, and in longer words `restricted` (a
 * list, or a function that makes it, called only when a word may be a number there).
 * `everyWord`: also the words that are numbers only inside a longer one ("one", "un", "ein").
 */
export function figuresOf(
  text: string | TokenizedText,
  langs: readonly string[] = [],
  {
    everyWord = false,
    restricted = [],
    twentyFour,
  }: {
    everyWord?: boolean;
    restricted?: Languages;
    /** The line is in a language that writes the 24-hour clock (asked only of a bare time). */
    twentyFour?: () => boolean;
  } = {},
): Figure[] {
  const reading = textReading(text, false, langs, restricted);
  reading.everyWord = everyWord;
  if (twentyFour) reading.twentyFour = twentyFour;
  // "ทุกสิบห้านาที", "세 명": Thai and Korean number words, read as digits (word-number-figures.ts).
  const figures = withWordNumberFigures(reading.text, readFigures(reading), (digits) =>
    figuresOf(digits, langs, { everyWord, restricted, ...(twentyFour && { twentyFour }) }),
  );
  const dated = withLocaleNumericDates(reading.text, pairLineDays(reading.text, figures), langs);
  const days = withDottedClockDates(
    reading.text,
    withDottedNumericDates(reading.text, dated, langs),
    langs,
  );
  const hours = withThaiClockHours(reading.text, withLetterPeriodHours(reading.text, days, langs));
  return withNumericMonthYears(
    numericRangeEnds(reading.text, withRangeStartDays(reading.text, hours, langs)),
  );
}

/**
 * What a source holds: the keys of every figure, read loosely (every word in every lexicon; the
 * other Latin-script ones in longer words), and `evidence`, the languages its own number words
 * show besides `langs` ("treinta" in a post tagged English).
 */
export function sourceFigures(
  input: string | TokenizedText,
  langs: readonly string[] = [],
): { keys: Set<string>; evidence: string[] } {
  const reading = textReading(input, true, langs, []);
  readFigures(reading);
  const readPart = (part: string) => {
    const inner = textReading(part, true, langs, []);
    readFigures(inner);
    return inner.keys;
  };
  widenSourceKeys(reading.text, reading.keys, readPart, langs);
  addOpeningHours(reading.text, langs, reading.keys);
  addAgeDecades(reading.text, reading.keys);
  addWeekdayDates(reading.text, langs, reading.keys);
  addWeekdayDayLists(reading.text, langs, reading.keys, readPart);
  addDottedTimes(reading.text, langs, reading.keys);
  addDateHours(reading.text, langs, reading.keys);
  addHourWordMinutes(reading.text, langs, reading.keys);
  addSwahiliHours(reading.text, langs, reading.keys);
  addThaiClockHours(reading.text, reading.keys);
  addDurationKeys(reading.text, reading.keys);
  // "chega ao 12º dia" holds "completa 12 dias" and the other way round (reached-days.ts).
  addReachedDays(reading.text, langs, reading.keys);
  // "ساعتين و9 دقائق و41 ثانية": a duration in words as the clock writes it (spoken-durations.ts).
  addSpokenDurations(reading.text, langs, reading.keys);
  addMinuteSecondClocks(reading.text, langs, reading.keys);
  addCarriedCurrencies(reading.text, reading.keys);
  addChangeCurrencies(reading.text, reading.keys, readPart);
  addComparedCurrencies(reading.text, reading.keys, readPart);
  addAddedCurrencies(reading.text, reading.keys, readPart);
  addCompoundScales(reading.text, reading.keys, readPart);
  addWordNumberKeys(reading.text, reading.keys, readPart);
  addLocaleNumericDates(reading.text, langs, reading.keys);
  addNumericMonthYears(reading.text, reading.keys);
  addDottedNumericDates(reading.text, langs, reading.keys);
  addRangeStartDays(reading.text, langs, reading.keys);
  addGregorianKeys(reading.keys, langs);
  addJapaneseEraYears(reading.text, reading.keys);
  return { keys: reading.keys, evidence: [...reading.evidence] };
}

/** Every key any figure of `text` may mean: what a source holds. */
export function figureValues(text: string, langs: readonly string[] = []): Set<string> {
  return sourceFigures(text, langs).keys;
}
