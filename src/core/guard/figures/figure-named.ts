/**
 * Figures a text states by a word rather than a number (claim-figures.ts reads the rest): month
 * and day names ("May" only beside a number), noon and midnight, half, the half hour before an
 * hour ("half negen", "halb neun": 8:30, as the Dutch and Germans say it; "half eight" in
 * English is 8:30 too), and an hour said by its ordinal after the word of the clock ("الساعة
 * الخامسة مساءً": the fifth hour of the evening, 17:00).
 */
import { calendarKey, isCalendarName } from '../dates/calendar-words.ts';
import { dottedMonthBeforeDay } from '../dates/dotted-month-days.ts';
import { dayPeriodNear, foldedAround, hoursOf, isHourWordBefore } from '../dates/figure-clock.ts';
import { foreignMonthAt } from '../dates/figure-dates.ts';
import { arabicHourOne, dayPeriodFollows } from '../dates/period-ordinal-hours.ts';
import { mayBeginSpokenClock, spokenClockTime } from '../dates/spoken-clock-times.ts';
import { halfScaleAt } from '../numbers/half-scales.ts';
import { lexiconOf } from '../numbers/number-words.ts';
import { ordinalAt, readWordAlone } from '../numbers/read-number-words.ts';
import type { Figure } from './figure-kinds.ts';
import type { FigureText } from './figure-quantities.ts';
import { joinable, spaced, type Token, type WordInfo } from './figure-tokens.ts';
import { figureWordsOf, HALF_OF } from './figure-words.ts';

export interface NamedFigure {
  figure: Figure;
  /** The token to read on from. */
  next: number;
}

/** The languages a reading reads words of, its line's own only once asked. */
const reads = (reading: FigureText, lang: string) =>
  reading.source || reading.full.has(lang) || reading.restricted().has(lang);

/** Times for hour `value` at `minutes`, on the clock a part of the day names (or both). */
function timeReadings(value: number, minutes: number, period: ReadonlySet<number> | undefined) {
  const padded = String(minutes).padStart(2, '0');
  return hoursOf(value, period).map((hour) => [`t${hour}:${padded}`]);
}

/** "half negen" (8:30), "halb neun" (8:30), "half eight" (8:30 in English). */
function halfHour(index: number, reading: FigureText): NamedFigure | undefined {
  const { tokens, text } = reading;
  const token = tokens[index] as Token;
  const plain = token.word?.plain;
  if (plain !== 'half' && plain !== 'halb') return undefined;
  const next = tokens[index + 1];
  if (!next || !spaced(text, token.end, next.start)) return undefined;
  let value: number | undefined;
  let before = plain === 'halb';
  if (next.kind === 'number' && next.groups[15] && /^\d{1,2}$/.test(next.text)) {
    value = Number(next.text);
  } else if (next.kind === 'word') {
    for (const lang of ['nl', 'de', 'en']) {
      const lexicon = lexiconOf(lang);
      if (!lexicon || !reads(reading, lang)) continue;
      const read = readWordAlone(next.text, lexicon).number?.value;
      if (read !== undefined) {
        value = read;
        before = lang !== 'en';
        break;
      }
    }
  }
  if (value === undefined || !Number.isInteger(value) || value < 1 || value > 12) return undefined;
  const hour = before ? (value + 11) % 12 : value;
  const readings = timeReadings(hour, 30, undefined);
  // A source's "half negen" holds the nine too, as a count.
  if (reading.source) reading.keys.add(`n${value}`);
  return {
    figure: { text: text.slice(token.start, next.end), kind: 'time', readings },
    next: index + 2,
  };
}

const ARABIC_LETTER = /[\u0600-\u06ff]/u;

/** "الساعة الخامسة مساءً": an ordinal after the word of the clock is its hour. */
function ordinalHour(index: number, reading: FigureText): NamedFigure | undefined {
  const { tokens, text } = reading;
  const token = tokens[index] as Token;
  const previous = tokens[index - 1];
  const clocked =
    previous?.kind === 'word' &&
    isHourWordBefore(previous.word?.plain ?? '') &&
    spaced(text, previous.end, token.start);
  // "حتى الواحدة ظهراً": no word of the clock, but the part of the day right after it.
  if (!clocked && token.kind !== 'word') return undefined;
  // Every word of the Arabic lexicon, as folded, is in Arabic letters: other words read no hour.
  if (!ARABIC_LETTER.test(token.text)) return undefined;
  const lexicon = lexiconOf('ar');
  if (!lexicon || !reads(reading, 'ar')) return undefined;
  // The hour is feminine ("الساعة الخامسة"): the ordinal with its feminine ending.
  const word = (token.word?.plain ?? token.text).replace(/ة$/u, '');
  const value = ordinalAt([word], 0, lexicon)?.value ?? arabicHourOne(word, lexicon);
  if (value === undefined || value < 1 || value > 12) return undefined;
  // Asked last: the part of the day after every word of a source cost more than the rest together.
  if (!clocked && !dayPeriodFollows(text, token.end)) return undefined;
  let next = index + 1;
  let minutes = 0;
  const after = tokens[next];
  // "السابعة والنصف" (7:30), "السابعة والربع" (7:15).
  const part = after?.kind === 'word' ? /^و?ال?(نصف|ربع)$/u.exec(after.word?.plain ?? '') : null;
  if (part) {
    minutes = part[1] === 'نصف' ? 30 : 15;
    next += 1;
  }
  const end = (tokens[next - 1] as Token).end;
  const around = foldedAround(text, token.start, end);
  const period = dayPeriodNear(around.before, around.after, ['ar']);
  return {
    figure: {
      text: text.slice(token.start, end),
      kind: 'time',
      readings: timeReadings(value, minutes, period),
    },
    next,
  };
}

/**
 * A month's name in a language read other than English, beside a day ("15 सितंबर", "1er avril",
 * "7. Juni", "1 de março"): a date the line states. Away from a number it is claim-calendar.ts's.
 */
function foreignMonth(index: number, reading: FigureText): NamedFigure | undefined {
  const { tokens, text } = reading;
  const token = tokens[index] as Token;
  const { keys, text: named } = foreignMonthAt(token, reading);
  if (keys.length === 0) return undefined;
  const number = (other: Token | undefined) =>
    other !== undefined && (other.kind === 'number' || other.kind === 'date');
  const between = (from: Token | undefined, to: Token | undefined) =>
    from && to ? text.slice(from.end, to.start) : '';
  const beside =
    (number(tokens[index - 1]) && /^\.? $/u.test(between(tokens[index - 1], token))) ||
    (number(tokens[index + 1]) &&
      (between(token, tokens[index + 1]) === ' ' ||
        dottedMonthBeforeDay(text, named, token.end, (tokens[index + 1] as Token).start))) ||
    (number(tokens[index - 2]) && /^ (?:de|of) $/u.test(between(tokens[index - 2], token)));
  // A source holds its month wherever it names it ("Im März kamen 1.200": a translation's "In
  // March 1,200" reads March beside a number), as it holds an English one.
  if (!beside && !reading.source) return undefined;
  const readings = [...new Set(keys)].map((key) => [key]);
  // A dotted abbreviation ("ก.ค.") takes its letters after the dot too.
  let next = index + 1;
  while (tokens[next] && (tokens[next] as Token).end <= token.start + named.length) next++;
  return { figure: { text: named, kind: 'date', readings }, next };
}

/** No words: one empty list, not one made for every word read. */
const NONE: ReturnType<typeof figureWordsOf> = [];

/** Whether a word may say a figure alone or with a number: a month, a day, half, noon. */
function mayName(token: Token, info: WordInfo): boolean {
  info.named ??=
    isCalendarName(token.text, info.plain) ||
    info.plain === 'half' ||
    info.plain === 'halb' ||
    mayBeginSpokenClock(info.plain) ||
    figureWordsOf(token.text).length > 0;
  return info.named;
}

/** A figure said by the word at `index`, or undefined. */
export function wordFigure(index: number, reading: FigureText): NamedFigure | undefined {
  const { tokens, text } = reading;
  const token = tokens[index] as Token;
  // Most words say none and are read once for all their places (no month of another language is
  // read, no hyphen joins the next word): only the ordinal hour after its word is left to ask.
  const info = token.word;
  const next = tokens[index + 1];
  const joined = next?.kind === 'word' && next.start === token.end + 1 && text[token.end] === '-';
  if (info && !joined && reading.calendarLangs.length === 0 && !mayName(token, info)) {
    return ordinalHour(index, reading);
  }
  if (isCalendarName(token.text, token.word?.plain)) {
    // "Sept. 14": an abbreviation's full stop between the month and its day.
    const near = (other: Token | undefined) =>
      other !== undefined &&
      (other.kind === 'number' || other.kind === 'date') &&
      (joinable(text, Math.min(other.end, token.end), Math.max(other.start, token.start)) ||
        (other.start > token.end && /^\.\s{1,2}$/u.test(text.slice(token.end, other.start))));
    const key = calendarKey(token.text, near(tokens[index - 1]) || near(tokens[index + 1]));
    if (key)
      return { figure: { text: token.text, kind: 'date', readings: [[key]] }, next: index + 1 };
    // An English name in lower case is no English month ("may"), but it may be another
    // language's, written the same: Dutch "21 september", "3 november".
    if (reading.calendarLangs.length === 0) return undefined;
  }
  const month = foreignMonth(index, reading);
  if (month) return month;
  // "half past seven", "sept heures et demie", "в половине восьмого" (spoken-clock-times.ts).
  const hour =
    halfHour(index, reading) ?? spokenClockTime(index, reading) ?? ordinalHour(index, reading);
  if (hour) return hour;
  // "meio-dia", "meia-noite": two words joined by a hyphen.
  const second = tokens[index + 1];
  const hyphened =
    second?.kind === 'word' && text.slice(token.end, second.start) === '-'
      ? figureWordsOf(`${token.text}-${second.text}`)
      : NONE;
  // "après-midi" is the afternoon, not its "midi" (noon): a word after another and a hyphen is
  // the compound's tail, no figure alone.
  const before = tokens[index - 1];
  const tail = before?.kind === 'word' && text.slice(before.end, token.start) === '-';
  const words = hyphened.length > 0 ? hyphened : tail ? NONE : figureWordsOf(token.text);
  const last = hyphened.length > 0 ? (second as Token) : token;
  for (const word of words) {
    if (!reading.source && !reading.full.has(word.lang) && !reading.restricted().has(word.lang))
      continue;
    // An English "half" states a share before what it is half of ("half the tickets").
    const next = tokens[index + 1];
    const of = next?.kind === 'word' && HALF_OF.has(next.word?.plain ?? '');
    if (word.half && word.lang === 'en' && !reading.source && !of) continue;
    // "half a million", "نصف مليون": a scale's half, an amount, no share (half-scales.ts).
    if (word.half && halfScaleAt(index, reading)) return undefined;
    const figure: Figure = {
      text: text.slice(token.start, last.end),
      kind: word.half ? 'percent' : 'time',
      readings: [[word.key]],
    };
    return { figure, next: index + (last === token ? 1 : 2) };
  }
  return undefined;
}
