/**
 * The figures a text states, each a value with a kind (docs/decisions/012): money in its currency,
 * a percentage, a time, a date's day, month or weekday, a decade, a score, a range, an ordinal, or
 * a plain count (a year is read as its number). The guard (unsupported-claims.ts) holds a line's
 * figure supported only where the source has one of the same kind and value: a figure's readings
 * are lists of keys ("c:euro:120", "n8", "t23:00"), and a reading holds when the source has all of
 * its keys. The source is read loosely (every word, every lexicon, what an ambiguous number may
 * also be), a line strictly. One pass over the tokens, each looking only at its neighbours.
 */
import { pairLineDays } from './date-pairs.ts';
import { dateFigure, type Figure, type FigureKind, shortDate, timeFigure } from './figure-kinds.ts';
import { wordFigure } from './figure-named.ts';
import {
  digitQuantity,
  type FigureText,
  type Quantity,
  scaleWordAfter,
  smallerScaleAfter,
  valueText,
  wordQuantity,
} from './figure-quantities.ts';
import { widenSourceKeys } from './figure-source.ts';
import { joinable, spaced, type Token, tokensOf } from './figure-tokens.ts';
import { clockTimes, readUnits } from './figure-units.ts';
import { RANGE_WORDS, SCORE_WORDS } from './figure-words.ts';
import { lexiconOf, NUMBER_WORD_LANGUAGES } from './number-words.ts';

export { normaliseForClaims } from './claim-text.ts';
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

/** Count keys ("n35", "nu:35": of no unit known) of small whole numbers, made once: most are. */
const COUNT_KEYS: string[] = [];
const UNITLESS_KEYS: string[] = [];
function unitlessKey(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value >= 10_000) return `nu:${valueText(value)}`;
  UNITLESS_KEYS[value] ??= `nu:${value}`;
  return UNITLESS_KEYS[value] as string;
}

/** The keys of one value of a quantity, by its kind. */
function valueKeys(quantity: Quantity, value: number): string[] {
  if (
    quantity.kind === 'count' &&
    !quantity.currencies &&
    !quantity.percent &&
    !quantity.unit &&
    Number.isInteger(value) &&
    value >= 0 &&
    value < 10_000
  ) {
    COUNT_KEYS[value] ??= `n${value}`;
    return [COUNT_KEYS[value] as string];
  }
  const text = valueText(value);
  if (quantity.unit) return [`u:${quantity.unit}:${text}`];
  if (quantity.currencies) return quantity.currencies.map((currency) => `c:${currency}:${text}`);
  if (quantity.percent) return [`p${text}`];
  if (quantity.kind === 'ordinal') return [`o${text}`];
  if (quantity.kind === 'day') return [`day${text}`];
  if (quantity.kind === 'month') return [`m${text}`];
  return [`n${text}`];
}

/** A quantity's readings as keys: every combination of its values' keys. */
function quantityReadings(quantity: Quantity): string[][] {
  if (quantity.decades) return quantity.decades.map((key) => [key]);
  const only = quantity.readings.length === 1 ? quantity.readings[0] : undefined;
  if (only?.length === 1 && !quantity.currencies) return [valueKeys(quantity, only[0] as number)];
  return quantity.readings.flatMap((values) =>
    values.reduce<string[][]>(
      (readings, value) =>
        readings.flatMap((reading) => valueKeys(quantity, value).map((key) => [...reading, key])),
      [[]],
    ),
  );
}

const kindOf = (quantity: Quantity): FigureKind => {
  if (quantity.currencies) return 'money';
  if (quantity.percent) return 'percent';
  if (quantity.kind === 'day' || quantity.kind === 'month') return 'date';
  return quantity.kind === 'decade' ? 'decade' : quantity.kind === 'ordinal' ? 'ordinal' : 'count';
};

/** A number at `index` with its units, or where it states none, how far to go on. */
function quantityAt(index: number, reading: FigureText): { quantity?: Quantity; skip: number } {
  const token = reading.tokens[index] as Token;
  if (token.kind === 'word') {
    const found = wordQuantity(index, reading);
    if (found.quantity) readUnits(found.quantity, reading);
    return found;
  }
  const quantity = digitQuantity(index, reading);
  if (!quantity) return { skip: index + 1 };
  scaleWordAfter(quantity, reading);
  smallerScaleAfter(quantity, reading);
  readUnits(quantity, reading);
  return { quantity, skip: quantity.last + 1 };
}

/** The same unit at both ends of a range: "$10-20" and "10-20%" are both in dollars, in percent. */
function shareUnit(from: Quantity, to: Quantity): boolean {
  if (from.kind !== to.kind || from.kind !== 'count') return false;
  if (from.unit || to.unit) {
    if (from.unit && to.unit && from.unit !== to.unit) return false;
    from.unit = to.unit = from.unit ?? to.unit;
  }
  if (from.percent || to.percent) {
    if (from.currencies || to.currencies) return false;
    from.percent = to.percent = true;
    return true;
  }
  if (from.currencies && to.currencies) {
    return from.currencies.join() === to.currencies.join();
  }
  if (from.currencies) to.currencies = from.currencies;
  else if (to.currencies) from.currencies = to.currencies;
  return true;
}

/** "3-4", "3–4", "three to four", "2:1": a range or a score with the number `from` at its start. */
function rangeAfter(from: Quantity, reading: FigureText): Figure | undefined {
  const { tokens, text } = reading;
  const last = tokens[from.last] as Token;
  const next = tokens[from.last + 1];
  // A range's ends stand a connector apart: a symbol, or a word between spaces.
  if (!next || next.start - last.end > 3 || from.kind !== 'count') return undefined;
  // Most numbers have a word, a number or nothing after them: no range.
  const word = next.kind === 'word' ? (next.word?.plain ?? '') : '';
  if (next.kind === 'word' && !RANGE_WORDS.has(word) && !SCORE_WORDS.has(word)) return undefined;
  if (next.kind !== 'word' && spaced(text, last.end, next.start, 3)) return undefined;
  const gap = text.slice(last.end, next.start);
  let at = -1;
  const symbol = /^ ?[-–—~〜～] ?$/.test(gap);
  // "2:1", "5対3", "3比1", "2 x 0", "۲ بر ۱": a score's connectors.
  const colon = gap === ':' || /^ ?[対对比] ?$/u.test(gap);
  const scoreWord = next.kind === 'word' && SCORE_WORDS.has(word);
  if (symbol || colon) at = from.last + 1;
  else if (next.kind === 'word' && /^ +$/.test(gap)) at = from.last + 2;
  const target = tokens[at];
  if (at < 0 || !target || (at > from.last + 1 && !/^ +$/.test(text.slice(next.end, target.start))))
    return undefined;
  if (target.kind !== 'number' && target.kind !== 'word' && target.kind !== 'cjk') return undefined;
  const to = quantityAt(at, reading).quantity;
  if (!to || !shareUnit(from, to)) return undefined;
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
    // A source's "9 to 5" holds a line's "9-5" too, either way round.
    if (!from.currencies && !from.percent && !from.unit) {
      reading.keys.add(scoreKey);
      reading.keys.add(`s:${valueText(b)}-${valueText(a)}`);
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

/** A figure's keys for a source: all of every reading, and what its kind also allows. */
function sourceKeys(figure: Figure, reading: FigureText): void {
  for (const keys of figure.readings) for (const key of keys) reading.keys.add(key);
  if (figure.kind !== 'money' && figure.kind !== 'date') return;
  for (const keys of figure.readings) {
    for (const key of keys) {
      // A price in a currency is a price; a date's day is its ordinal ("the 3rd").
      const money = /^c:[^?:]+:(.+)$/.exec(key);
      if (money) reading.keys.add(`c:?:${money[1]}`);
      if (key.startsWith('day')) reading.keys.add(`o${key.slice(3)}`);
    }
  }
}

/**
 * What the line or source states, figure by figure. A source's figures are not kept: their keys
 * go to `reading.keys` as they are read.
 */
function readFigures(reading: FigureText): Figure[] {
  const figures: Figure[] = [];
  const found = (figure: Figure) => {
    if (reading.source) sourceKeys(figure, reading);
    else figures.push(figure);
  };
  const { tokens } = reading;
  for (let index = 0; index < tokens.length; ) {
    const token = tokens[index] as Token;
    if (token.kind === 'date' || token.kind === 'time') {
      found(token.kind === 'date' ? dateFigure(token) : timeFigure(token));
      index += 1;
      continue;
    }
    if (token.kind === 'sign') {
      index += 1;
      continue;
    }
    const short =
      token.kind === 'number' ? shortDate(reading.tokens, index, reading.text) : undefined;
    if (short) {
      // A source's "6/13" holds its two numbers as counts too.
      if (reading.source && short.next === index + 2) {
        for (const at of [index, index + 1])
          reading.keys.add(`n${Number((reading.tokens[at] as Token).text)}`);
      }
      found(short.figure);
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
    if (reading.source && !range && quantity.kind === 'count' && !quantity.currencies) {
      // A source's plain count or percentage: its keys, without a figure made for them. A count
      // with a unit is the count too; one with none may be of any unit ("nu"), as a line says.
      // "35m" may be metres, minutes or millions: a count of no unit known.
      const suffix = token.groups[18] ?? token.groups[19];
      const plain = !quantity.unit && !quantity.percent && (!suffix || /^m+$/i.test(suffix));
      for (const values of quantity.readings) {
        for (const value of values) {
          reading.keys.add(valueKeys(quantity, value)[0] as string);
          if (quantity.unit) reading.keys.add(`n${valueText(value)}`);
          if (plain) reading.keys.add(unitlessKey(value));
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

function textReading(
  input: string | TokenizedText,
  source: boolean,
  full: readonly string[],
  restricted: Languages,
): FigureText {
  const { text, tokens, runEnds } = typeof input === 'string' ? tokenizedText(input) : input;
  const fullSet = new Set(['en', ...full]);
  let restrictedSet: ReadonlySet<string> | undefined;
  return {
    text,
    tokens,
    runEnds,
    source,
    full: fullSet,
    calendarLangs: [...fullSet].filter((lang) => lang !== 'en'),
    restricted: () => {
      if (restrictedSet === undefined) {
        const langs = typeof restricted === 'function' ? restricted() : restricted;
        restrictedSet = source
          ? otherLatin(fullSet)
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
  { everyWord = false, restricted = [] }: { everyWord?: boolean; restricted?: Languages } = {},
): Figure[] {
  const reading = textReading(text, false, langs, restricted);
  reading.everyWord = everyWord;
  return pairLineDays(reading.text, readFigures(reading));
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
  widenSourceKeys(reading.text, reading.keys, (part) => {
    const inner = textReading(part, true, langs, []);
    readFigures(inner);
    return inner.keys;
  });
  return { keys: reading.keys, evidence: [...reading.evidence] };
}

/** Every key any figure of `text` may mean: what a source holds. */
export function figureValues(text: string, langs: readonly string[] = []): Set<string> {
  return sourceFigures(text, langs).keys;
}
