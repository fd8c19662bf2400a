/**
 * "alle 9.30", "o 9.30", "в 14.30", "dalle 9.30", "09.30 WIB": an hour and its minutes with a full
 * stop, which the figures' reader takes for the number 9.3 unless a word it knows stands right
 * beside it (figure-tokens.ts: "um", "klo", "Uhr", "'da"). Blind rounds stopped faithful lines
 * whose "9.30" wrote the source's "9:30" (Italian "dalle 9.30", Polish "o 9.30", Russian "в
 * 14.30", Indonesian "09.30 WIB"). Read as a time too, beside the number, where a word of the clock
 * stands before or after it, or where the text's language writes its clock with a full stop (CLDR
 * through `Intl`, or usage: dotted-clock-usage.ts). The number's reading stays: a line's "9.45" of
 * a source's "9:30" is still stopped, and a price ("9.30 euro") or a share ("14.30%") is none.
 */
import type { Figure } from '../figures/figure-kinds.ts';
import type { FigureText, Quantity } from '../figures/figure-quantities.ts';
import type { Token } from '../figures/figure-tokens.ts';
import { CLOCK_PREPOSITIONS } from '../figures/figure-words.ts';
import { plainWord } from '../words/fold-word.ts';
import { writesDottedClockToo } from './dotted-clock-usage.ts';
import {
  dayPeriodNear,
  foldedAround,
  isHourWordAfter,
  isHourWordBefore,
  writesClockWithDot,
  writesTwentyFourHourClock,
} from './figure-clock.ts';
import { spansOf } from './locale-numeric-dates.ts';

/** Hour (0-23) and two digits of minutes with a full stop between: nothing else. */
const DOTTED = /^([01]?\d|2[0-3])\.([0-5]\d)$/u;

/** True where one of `langs` (English aside) writes its clock with a full stop. */
const dottedLanguage = (langs: Iterable<string>) => {
  for (const lang of langs) {
    if (lang !== 'en' && (writesClockWithDot(lang) || writesDottedClockToo(lang))) return true;
  }
  return false;
};

/**
 * Gives a plain "H.MM" count a clock's hour (not strict: its count's reading stays) where a word
 * of the clock stands beside it or the text's language writes the dotted clock. `before`: the word
 * before it, where one is.
 */
export function readDottedClock(
  quantity: Quantity,
  reading: FigureText,
  before: Token | undefined,
): void {
  if (quantity.kind !== 'count' || quantity.currencies || quantity.percent || quantity.unit) return;
  if (!quantity.digits || quantity.first !== quantity.last) return;
  const { text, tokens } = reading;
  const match = DOTTED.exec(text.slice(quantity.start, quantity.end));
  if (!match) return;
  const after = tokens[quantity.last + 1];
  const word = before?.word?.plain ?? '';
  const around = foldedAround(text, quantity.start, quantity.end);
  const period = dayPeriodNear(around.before, around.after, reading.full);
  const clockWord =
    CLOCK_PREPOSITIONS.has(word) ||
    isHourWordBefore(word) ||
    (after?.kind === 'word' && isHourWordAfter(after.word?.plain ?? '', reading.full)) ||
    period !== undefined;
  if (!clockWord && !dottedLanguage(reading.full)) return;
  const hour = Number(match[1]);
  // A text in a language of the 24-hour clock says "9.30" for the morning only, as its "9:30"
  // (a Swedish source's "00.10" is past midnight, no 12:10).
  const twentyFour = reading.source
    ? [...reading.full].some((lang) => lang !== 'en' && writesTwentyFourHourClock(lang))
    : reading.twentyFour?.() === true;
  const single = hour > 12 || (!period && twentyFour);
  quantity.clock = {
    strict: false,
    minutes: Number(match[2]),
    period: single ? new Set([hour]) : period,
    hour,
  };
}

/** The last word before a figure, with an abbreviation's full stop ("godz."). */
const WORD_BEFORE = /(\p{L}+)\.?\s*$/u;

/**
 * A line's "o 9.30," and "в 14.30.": a dotted pair before a clause's end, which the short-date
 * reader takes for a date or the number it may be (figure-kinds.ts), read as the time too where a
 * word of the clock stands before it or the line's language writes the dotted clock.
 */
export function withDottedClockDates(
  text: string,
  figures: Figure[],
  langs: readonly string[],
): Figure[] {
  if (!text.includes('.')) return figures;
  let spans: Array<[number, number]> | undefined;
  return figures.map((figure, index) => {
    if (figure.kind !== 'date') return figure;
    const match = DOTTED.exec(figure.text);
    if (!match || !figure.readings.some((one) => one[0]?.startsWith('n'))) return figure;
    spans ??= spansOf(text, figures);
    const at = spans[index]?.[0] ?? -1;
    const word =
      at < 0 ? '' : plainWord(WORD_BEFORE.exec(text.slice(Math.max(0, at - 24), at))?.[1] ?? '');
    if (!CLOCK_PREPOSITIONS.has(word) && !isHourWordBefore(word) && !dottedLanguage(langs)) {
      return figure;
    }
    const hour = Number(match[1]);
    const hours =
      hour > 12 || langs.some((lang) => lang !== 'en' && writesTwentyFourHourClock(lang))
        ? [hour]
        : [hour % 12, (hour % 12) + 12];
    const times = hours.map((one) => [`t${one}:${match[2]}`]);
    return { ...figure, readings: [...figure.readings, ...times] };
  });
}
