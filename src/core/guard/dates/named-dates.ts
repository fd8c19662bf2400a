/**
 * A date given names the source gives another date (issue 44, long documents): "reaches PS5 and
 * Xbox on June 11" of "Patch Notes (released 11 June 2025) … will roll out to PlayStation 5 and Xbox
 * Series X|S on Friday, 13 June". The 11 June is the source's, so the readers of dates kept it; it
 * is the notes' date, and the names the line gives it are another date's. named-years.ts reads a
 * year written right after its names; a day's date stands a few words on from its names, past a
 * verb ("roll out to … on"), so the names are read here in the few words before each date, to a
 * clause's end. The line's date is stopped only where the source writes each of its places with
 * none of the names the line gives it and another date with one of them at least.
 */
import { sourceHolding } from '../swaps/figure-bindings.ts';
import type { Placed } from '../swaps/figure-ties.ts';
import { holds } from '../swaps/figure-ties.ts';
import { calendarKey } from './calendar-words.ts';
import { listedDayKeys } from './listed-days.ts';
import { referredNames } from './referred-date-names.ts';

/** How many words before a date its names are read in. */
const REACH = 8;
/** A word, a capital's name ("PS5", "X|S") with its digits too. */
const WORD = /[\p{L}\p{M}][\p{L}\p{M}\p{N}'’|-]*|\p{N}+/gu;
/** What ends the words a date's names are read in: a sentence's or a bracket's end, a semicolon. */
const END = /[.!?;:()[\]]\s|[()[\];]/u;

/**
 * The names (lower case) in the few words before the date at `start` of `text`, in its clause: a
 * word with a capital past its sentence's first word, no weekday's or month's.
 */
function namesBefore(text: string, start: number, dates: readonly Placed[]): Set<string> {
  // A date's names stop at the date before it: "from March 9 to March 27" names the range once.
  const previous = dates.filter((one) => one.start < start).pop();
  const after = previous ? previous.start + previous.figure.text.length : 0;
  const from = Math.max(0, after, start - 120);
  let before = text.slice(from, start);
  // Where the words start a sentence (the text's, or after its end), the first is no name.
  let opens = from === 0;
  const ends = [...before.matchAll(new RegExp(END, 'gu'))];
  const last = ends[ends.length - 1];
  if (last?.index !== undefined) {
    before = before.slice(last.index + last[0].length);
    opens = true;
  }
  // A comma ends the clause, unless it is a weekday's before its date ("on Friday, 13 June").
  const tail = /(\p{L}+),\s*$/u.exec(before);
  const body = tail && calendarKey(tail[1] ?? '', true) ? before.slice(0, tail.index) : before;
  const comma = body.lastIndexOf(',');
  if (comma >= 0) {
    before = before.slice(comma + 1);
    opens = false;
  }
  const words = before.match(WORD) ?? [];
  const names = new Set<string>();
  words.forEach((word, at) => {
    if (at < words.length - REACH || (opens && at === 0)) return;
    if (/^\p{Lu}/u.test(word) && !calendarKey(word, true)) names.add(word.toLowerCase());
  });
  return names;
}

const isDate = (one: Placed) => one.figure.kind === 'date';

/** The line's dates (as written) given names the source gives another date only. */
export function namedDates(
  lineText: string,
  line: readonly Placed[],
  sourceText: string,
  source: readonly Placed[],
): string[] {
  const moved: string[] = [];
  const dates = source.filter(isDate);
  for (const mine of line) {
    if (!isDate(mine)) continue;
    const names = namesBefore(lineText, mine.start, line.filter(isDate));
    if (names.size === 0) continue;
    const shared = (one: Placed) =>
      [...namesBefore(sourceText, one.start, dates)].some((n) => names.has(n));
    const own = sourceHolding(mine.figure, source).filter(isDate);
    // "They … offered 28 May" after "I called the Harbour Hall": its names are the sentence
    // before's, where its own words name none (referred-date-names.ts).
    const referred = (one: Placed) =>
      namesBefore(sourceText, one.start, dates).size === 0 &&
      [...referredNames(sourceText, one.start, (text, end) => namesBefore(text, end, []))].some(
        (n) => names.has(n),
      );
    // "14 and 16 January": the names are the listed days' too (listed-days.ts).
    const listed = listedDayKeys(lineText, mine.start, mine.figure.readings.flat());
    const inList = (one: Placed) =>
      one.figure.readings.some((keys) => keys.some((key) => listed.includes(key)));
    if (
      own.length === 0 ||
      own.some(shared) ||
      own.some(referred) ||
      dates.filter(inList).some(shared)
    )
      continue;
    const others = dates.filter((one) => !holds(mine.figure, one.figure));
    if (others.some(shared)) moved.push(mine.figure.text);
  }
  return moved;
}
