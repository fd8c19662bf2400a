/**
 * A number as a text states it, with what makes its kind (claim-figures.ts turns it into typed
 * figures): its digits or words, a scale after it, a currency or percent before or after, a month
 * beside it, a price's verb before it, and the other end of a range. Each looks at the tokens next
 * to the number only, so a text is read in one pass.
 */

import { caseEndedScale } from '../numbers/case-ended-scales.ts';
import { cjkScale, cjkValue, isCjkWeak } from '../numbers/cjk-numerals.ts';
import { compactScaleAfter } from '../numbers/compact-scales.ts';
import { mayReadDecimalComma } from '../numbers/decimal-marks.ts';
import { isScaleWord, type Lexicon } from '../numbers/number-words.ts';
import {
  type NumberRead,
  numberLexicons,
  ordinalAt,
  readNumberAt,
  readWordAlone,
  scaleAfterDigits,
  type WordRead,
} from '../numbers/read-number-words.ts';
import { digitReadings } from './digit-readings.ts';
import { isFigureEnding } from './figure-endings.ts';
import type { FigureText } from './figure-text.ts';
import { spaced, type Token } from './figure-tokens.ts';
import { writtenAround } from './foreign-number-words.ts';
import { shortScaleBeforeSign } from './money-abbreviations.ts';
import { percentAfter } from './percent-after-words.ts';
import { scaledCurrencyOf } from './scaled-currency-words.ts';
import { isWrittenWeekday } from './weekday-number-words.ts';

// The reading's shape has a file of its own; its readers import it from here as before.
export type { FigureText } from './figure-text.ts';

export type QuantityKind = 'count' | 'ordinal' | 'decade' | 'day' | 'month';

export interface Quantity {
  /** Ways to read the number, each a list of values ("1,500": 1500 or 1.5; "2024 100": two). */
  readings: number[][];
  kind: QuantityKind;
  /** Decade keys ("dec1990") for a decade. */
  decades?: string[];
  /** Its unit of measure (figure-measures.ts): "kilometer", "celsius", "tonne". */
  unit?: string;
  /** The currencies it is in ("?" for a price of unknown currency), or a percentage. */
  currencies?: string[];
  percent?: boolean;
  first: number;
  last: number;
  start: number;
  end: number;
  /** Written in digits (a price's or a clock's context is read for these only). */
  digits: boolean;
  /** The word just before it, folded ("cost", "at"), once its units are read. */
  before?: string | undefined;
  /**
   * A clock's hour: `strict` where a word of the hour or a part of the day says so ("18時", "7
   * Uhr", "saat 10", "7 de la tarde"), loose after a clock's preposition ("at 8": a count too);
   * its minutes ("10時15分", "12시 반") and the hours its part of the day names; `hour` where the
   * number's value is not the hour ("9.30", read 9.3: dotted-clock-hours.ts).
   */
  clock?: {
    strict: boolean;
    minutes: number;
    period?: ReadonlySet<number> | undefined;
    hour?: number;
  };
}

/** A value's text in the guard's keys: "8", "8.0" and "eight" are all "8". */
export const valueText = (value: number): string =>
  Number.isSafeInteger(value) ? String(value) : String(Number(value.toPrecision(12)));

/** Single-letter and short scales after digits: "10k", "2M", "7B", "$4bn". */
const SUFFIX_SCALES: Readonly<Record<string, number>> = {
  k: 1e3,
  m: 1e6,
  mn: 1e6,
  mm: 1e6,
  b: 1e9,
  bn: 1e9,
  tn: 1e12,
};

const scaled = (readings: number[][], factor: number) =>
  readings.map((reading) => reading.map((value) => value * factor));

/** The lexicons a word may begin a number in, whatever a reading reads: asked once per word. */
function lexiconsOf(token: Token): readonly Lexicon[] {
  const info = token.word;
  if (info && info.lexicons === undefined) info.lexicons = numberLexicons(token.text);
  return info?.lexicons ?? numberLexicons(token.text);
}

/**
 * The lexicons a word is read in: those it may be a number in that this reading reads. `alone`:
 * the word is the last of its run, so a restricted lexicon reads it only if it is long enough.
 * `counts`: whether a restricted lexicon's reading of the word would count at all; one that would
 * not is left out without asking which the restricted lexicons are, which for a line means
 * detecting its language (most English lines have an "on", Turkish's ten, that no reading keeps).
 */
function languagesFor(
  token: Token,
  reading: FigureText,
  alone = false,
  counts?: (lexicon: Lexicon) => boolean,
): readonly Lexicon[] {
  const word = token.text;
  const lexicons = lexiconsOf(token);
  // A source reads every lexicon; most words are in none.
  if (reading.source || lexicons.length === 0) return lexicons;
  return lexicons.filter(
    (lexicon) =>
      !lexicon.latin ||
      reading.full.has(lexicon.lang) ||
      (!(alone && word.length < 4) &&
        (counts?.(lexicon) ?? true) &&
        reading.restricted().has(lexicon.lang)),
  );
}

/** Read in a restricted lexicon: another Latin-script language's number word in this text. */
const restrictedIn = (lexicon: Lexicon, reading: FigureText) =>
  lexicon.latin && !reading.full.has(lexicon.lang);

/** A number in digits or CJK numerals at token `index`, before its units. */
export function digitQuantity(index: number, reading: FigureText): Quantity | undefined {
  const token = reading.tokens[index] as Token;
  const groups = token.groups;
  const digits = token.kind !== 'cjk' && groups[14] === undefined;
  const quantity: Quantity = {
    readings: digits ? digitReadings(groups[15] as string, mayReadDecimalComma(reading)) : [],
    kind: 'count',
    first: index,
    last: index,
    start: token.start,
    end: token.end,
    digits: true,
  };
  if (token.kind === 'cjk') {
    const run = groups[20] as string;
    // "一" (one), "十分" (enough): numbers only inside a longer one.
    if (isCjkWeak(run, reading.text, token.end) && !reading.source) return undefined;
    quantity.readings = [[cjkValue(run)]];
    return quantity;
  }
  if (groups[14] !== undefined) {
    const decade = Number(groups[14]);
    quantity.kind = 'decade';
    quantity.decades = [`dec${1900 + decade}`, `dec${2000 + decade}`];
    return quantity;
  }
  const readings = quantity.readings;
  const single = readings.length === 1 && readings[0]?.length === 1 ? readings[0][0] : undefined;
  if (groups[17] !== undefined && single !== undefined && single % 10 === 0) {
    // "1990s", "90s" (a decade of years, or of a life: "in their 90s").
    quantity.kind = 'decade';
    quantity.decades =
      single < 100
        ? [`dec${1900 + single}`, `dec${2000 + single}`, `dec${single}`]
        : [`dec${single}`];
  } else if (groups[16] !== undefined && single !== undefined) {
    quantity.kind = 'ordinal';
  } else if (groups[18] !== undefined) {
    // "2M" may be two months or two metres as well: the digits alone are a reading too.
    const factor = SUFFIX_SCALES[groups[18].toLowerCase()] ?? 1;
    quantity.readings = [...scaled(readings, factor), ...readings];
  } else if (groups[19] !== undefined) {
    quantity.readings = scaled(readings, cjkScale(groups[19]) ?? 1);
  }
  return quantity;
}

/** Whether a word is a scale in some lexicon, as folded or as written in lower case; asked once a word. */
function scaleWord(token: Token): boolean {
  const info = token.word;
  if (info === undefined) return isScaleWord(token.text.toLowerCase());
  // No closure: it runs once per number, and a closure made per call costs more than the lookup.
  info.scale ??= isScaleWord(info.plain) || isScaleWord(token.text.toLowerCase());
  return info.scale;
}

/** "2 million", "2,5 Millionen", "5 lakh": a scale word after digits, read in the text's lexicons. */
export function scaleWordAfter(quantity: Quantity, reading: FigureText): void {
  const { tokens, text } = reading;
  const next = tokens[quantity.last + 1];
  const token = tokens[quantity.last] as Token;
  if (next?.kind !== 'word' || !spaced(text, token.end, next.start, 2) || token.kind !== 'number')
    return;
  if (token.groups[15] === undefined || token.groups[18] || token.groups[19]) return;
  if (scaledCurrencyAt(quantity, next)) return;
  // "420 M€", "1,2 Md€", "500 k€": a short scale written against its currency sign.
  const short = shortScaleBeforeSign(next, tokens[quantity.last + 2]);
  if (short !== undefined) {
    quantity.readings = scaled(quantity.readings, short);
    quantity.last += 1;
    quantity.end = next.end;
    return;
  }
  // Most words after digits are no scale in any lexicon; CLDR names those of the text's languages.
  if (!scaleWord(next)) {
    // "86,24 milyona", "2,5 milliárdos": a scale with its case ending (case-ended-scales.ts).
    const factor = caseEndedScale(next.text, reading.full);
    if (!factor) return void compactScaleAfter(quantity, next, reading, tokens[quantity.last + 2]);
    quantity.readings = scaled(quantity.readings, factor);
    quantity.last += 1;
    quantity.end = next.end;
    largerScaleAfter(quantity, reading, factor);
    return;
  }
  const lexicons = languagesFor(
    next,
    reading,
    false,
    (lexicon) => scaleAfterDigits(next.text, lexicon) !== undefined,
  );
  // "1,1 mrd." in Norwegian, which no lexicon reads (German's and Dutch's "mrd" are theirs): CLDR's.
  if (lexicons.length === 0)
    return void compactScaleAfter(quantity, next, reading, tokens[quantity.last + 2]);
  const factors = new Set<number>();
  let loose = false;
  for (const lexicon of lexicons) {
    // "10 min" is ten minutes, no Azerbaijani 10,000: another Latin-script language's short scale
    // after digits is the text's unit symbol, as its short number words are its everyday words.
    if (restrictedIn(lexicon, reading) && next.text.length < 4) continue;
    const factor = scaleAfterDigits(next.text, lexicon);
    if (factor === undefined) continue;
    factors.add(factor);
    // "5 bin" in an English post is five bins: the digits alone hold too.
    loose ||= restrictedIn(lexicon, reading);
  }
  // "1,2 mil." in Czech, no Spanish thousand ("mil" is too short for another language): CLDR's.
  if (factors.size === 0)
    return void compactScaleAfter(quantity, next, reading, tokens[quantity.last + 2]);
  if (reading.source && loose) {
    for (const values of quantity.readings)
      for (const value of values) reading.keys.add(`n${valueText(value)}`);
  }
  quantity.readings = [...factors].flatMap((factor) => scaled(quantity.readings, factor));
  quantity.last += 1;
  quantity.end = next.end;
  largerScaleAfter(quantity, reading, Math.max(...factors));
}

/**
 * "3 लाख करोड़", "3 lakh crore", "5 हज़ार करोड़": a larger scale right after the first multiplies
 * it, as India writes a trillion (a lakh of crores). Round eighteen: a minister's "3 लाख करोड़
 * रुपये" was read as 300,000 and a crore of rupees, and its card's "3 trillion rupees" was stopped.
 */
function largerScaleAfter(quantity: Quantity, reading: FigureText, factor: number): void {
  const word = reading.tokens[quantity.last + 1];
  if (word?.kind !== 'word' || !spaced(reading.text, quantity.end, word.start, 2)) return;
  if (scaledCurrencyAt(quantity, word)) return;
  if (!scaleWord(word)) return;
  const larger = new Set<number>();
  const lexicons = languagesFor(word, reading, false, (lexicon) => {
    const found = scaleAfterDigits(word.text, lexicon);
    return found !== undefined && found > factor;
  });
  for (const lexicon of lexicons) larger.add(scaleAfterDigits(word.text, lexicon) as number);
  if (larger.size === 0) return;
  quantity.readings = [...larger].flatMap((scale) => scaled(quantity.readings, scale));
  quantity.last += 1;
  quantity.end = word.end;
}

/** "4.3 mdd", "12 mil mdp": a scale and its currency in one word (scaled-currency-words.ts). */
function scaledCurrencyAt(quantity: Quantity, word: Token): boolean {
  const found = scaledCurrencyOf(word.text);
  if (!found) return false;
  quantity.readings = scaled(quantity.readings, found.factor);
  quantity.currencies = [found.currency];
  quantity.last += 1;
  quantity.end = word.end;
  return true;
}

/** The most words a number in words is read over ("nine hundred ninety-nine thousand…"). */
const RUN_MAX = 40;

/** The words of the run from word token `index`, as far as a number may go. */
function runWords(reading: FigureText, index: number): string[] {
  const end = Math.min(reading.runEnds[index] ?? index, index + RUN_MAX);
  const words: string[] = [];
  for (let at = index; at < end; at++) words.push((reading.tokens[at] as Token).text);
  return words;
}

/** A word token that opens a run of words and, once read, the run's words. */
interface WordRun {
  index: number;
  words?: string[];
}

/** What `lexicon` reads at word token `index`: the word alone (no `run`), or its run's words. */
function readRun(
  reading: FigureText,
  index: number,
  run: WordRun | undefined,
  lexicon: Lexicon,
): WordRead {
  if (run === undefined) return readWordAlone((reading.tokens[index] as Token).text, lexicon);
  run.words ??= runWords(reading, run.index);
  return { ordinal: ordinalAt(run.words, 0, lexicon), number: readNumberAt(run.words, 0, lexicon) };
}

/** A number read is kept unless it is one short word of a restricted lexicon. */
const kept = (number: NumberRead | undefined, short: boolean): boolean =>
  number !== undefined && !(short && number.next === 1);

/**
 * A number in words at word token `index`; `skip`: where to read on. A line reads on past the
 * number, past an ordinal (a line's ordinal words state no figure: "at first") or past a word that
 * states none. A source reads on past the number too, unless a word inside it may begin a number
 * in another lexicon, which a line might read there.
 */
export function wordQuantity(
  index: number,
  reading: FigureText,
): { quantity?: Quantity; skip: number } {
  const token = reading.tokens[index] as Token;
  // Most words are numbers in no lexicon.
  if (token.kind !== 'word' || lexiconsOf(token).length === 0) return { skip: index + 1 };
  // "13%-ot": Hungarian's accusative ending, no "öt" (five).
  if (isFigureEnding(reading.text, token.start, token.end)) return { skip: index + 1 };
  const single = reading.runEnds[index] === index + 1;
  // A word alone is read once for all its places, with no run made (issue 44 item 7: "1 one …").
  const run: WordRun | undefined = single ? undefined : { index };
  // A line's restricted lexicon is asked for only where its reading would be kept (languagesFor).
  const counts = reading.source
    ? undefined
    : (lexicon: Lexicon) => {
        const short = token.text.length < 4;
        const { ordinal, number } = readRun(reading, index, run, lexicon);
        return (ordinal !== undefined && (!short || ordinal.next > 1)) || kept(number, short);
      };
  const lexicons = languagesFor(token, reading, single, counts);
  if (lexicons.length === 0) return { skip: index + 1 };
  let best = 0;
  let ordinal = 0;
  let values: number[] | undefined; // Made at the first number read, as found is:
  let found: Lexicon[] | undefined; // for a source only, their one reader.
  let alone = false;
  for (const lexicon of lexicons) {
    const restricted = restrictedIn(lexicon, reading);
    // In another Latin-script language's lexicon, a number of one word needs four letters.
    const short = restricted && token.text.length < 4;
    const { ordinal: ordinalFound, number } = readRun(reading, index, run, lexicon);
    if (ordinalFound && (!short || ordinalFound.next > 1)) {
      ordinal = Math.max(ordinal, ordinalFound.next);
      if (reading.source) reading.keys.add(`o${valueText(ordinalFound.value)}`);
    }
    if (!number || !kept(number, short)) continue;
    // "Fire danger" of an English post: another language's one word where it is not written.
    const foreign = reading.source && restricted && number.next === 1;
    if (foreign && !writtenAround(reading.tokens, index, index, lexicon.lang, reading.full))
      continue;
    // "пет, 12. дец.": Serbian's Friday, no five.
    if (number.next === 1 && isWrittenWeekday(reading.text, token, lexicon)) continue;
    const length = number.next;
    if (reading.source && restricted && (length > 1 || token.text.length >= 5)) {
      reading.evidence.add(lexicon.lang);
    }
    if (length > best) {
      best = length;
      values = found = undefined;
      alone = false;
    }
    if (length === best) {
      values ??= [];
      if (!values.includes(number.value)) values.push(number.value);
      if (reading.source) found = found === undefined ? [lexicon] : [...found, lexicon];
      alone ||= number.alone || percentAfter(reading.tokens, index + number.next);
    }
  }
  // "twenty-first": an ordinal, which a line's words state as no figure (only its digits do).
  if (ordinal >= best && ordinal > 0) return { skip: index + ordinal };
  if (best === 0 || (!alone && !reading.everyWord)) return { skip: index + 1 };
  const last = index + best - 1;
  let skip = last + 1;
  for (let inner = index + 1; reading.source && inner <= last; inner++) {
    const word = reading.tokens[inner] as Token;
    const lexicons = found as Lexicon[];
    if (languagesFor(word, reading).some((lexicon) => !lexicons.includes(lexicon)))
      skip = index + 1;
  }
  return {
    quantity: {
      readings: (values as number[]).map((value) => [value]),
      kind: 'count',
      first: index,
      last,
      start: token.start,
      end: (reading.tokens[last] as Token).end,
      digits: false,
    },
    skip,
  };
}
