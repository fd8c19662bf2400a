/**
 * A year given to other names of the source (issue 44 items 1 and 4, docs/decisions/012 "Long
 * documents' figures"): "then Kirklees and Wakefield in 2027 and Bradford and Calderdale the year
 * after" of "followed by Bradford and Calderdale in 2027 and Kirklees and Wakefield a year later".
 * Every name and the year are the source's, and the year is no word's figure there but the names'
 * before it. A line's year written right after names ("Kirklees and Wakefield in 2027")
 * is stopped where the source writes it, every time, right after other names, none of the line's,
 * and the line's are the source's names too. Names in either order, joined by "and" or a comma,
 * hold ("Calderdale and Bradford in 2027").
 */
import { calendarKey } from '../dates/calendar-words.ts';
import type { Figure } from '../figures/figure-kinds.ts';
import { isStopWord } from '../words/stop-words.ts';
import { sourceHolding } from './figure-bindings.ts';
import { isYear, type Placed } from './figure-ties.ts';
import { inYearFrame } from './year-frames.ts';

/** What joins names in a list ("Bradford and Calderdale", "Bradford, Calderdale"). */
const JOINS = new Set(['and', 'und', 'y', 'et', 'e', 'en', 'i', 'och', 'og']);
/** Languages whose modifiers follow their noun, a name's too ("badak Jawa", "sân Mỹ Đình"). */
const NOUN_FIRST = new Set(['id', 'ms', 'tl', 'vi']);
/** A word's letters, in any script. */
const LETTER = /[\p{L}\p{M}'’-]/u;
/** At most this many words are read before a date: a list of names is short. */
const REACH = 8;

/**
 * The names written right before the figure at `start` in `text` ("in 2027": Bradford,
 * Calderdale), lower case, past at most two function words; empty where a lower-case word, a
 * comma or a sentence's end comes first. A capital opening a sentence, or a month's or
 * weekday's, is no name's; a year right after a month's name ("March 2027") is a date's, undefined.
 */
export function namesBefore(
  text: string,
  start: number,
  langs: readonly string[],
): string[] | undefined {
  const names: string[] = [];
  let at = start;
  let skipped = 0;
  for (let read = 0; read < REACH; read++) {
    let comma = false;
    while (at > 0 && /[\s,]/u.test(text[at - 1] as string)) {
      if (text[at - 1] === ',') comma = true;
      at -= 1;
    }
    let from = at;
    while (from > 0 && LETTER.test(text[from - 1] as string)) from -= 1;
    if (from === at) break;
    const word = text.slice(from, at);
    const lower = word.toLowerCase();
    at = from;
    if (!/^\p{Lu}/u.test(word)) {
      // "in", "by": a date's preposition before the names; "and" between two names.
      if (names.length === 0 && !comma && skipped < 2 && langs.some((l) => isStopWord(lower, l))) {
        skipped += 1;
        continue;
      }
      if (names.length > 0 && !comma && JOINS.has(lower)) continue;
      // "badak Jawa baru sepanjang 2024" (Javan rhinos): where a modifier follows its noun, a name
      // right after a noun (no function word) is the noun's kind, no list the year is given to.
      const modifier = names.length > 0 && !comma && !langs.some((l) => isStopWord(lower, l));
      if (modifier && langs.some((l) => NOUN_FIRST.has(l))) return [];
      break;
    }
    if (names.length === 0 && comma) break;
    if (/(?:^|[.!?:;])\s*$/u.test(text.slice(Math.max(0, from - 3), from))) break;
    // A month or weekday is the date's own ("in September 2022"): a date, not a schedule's year.
    if (calendarKey(word, true)) return names.length === 0 && skipped === 0 ? undefined : names;
    names.push(lower);
  }
  return names;
}

const cache = /* @__PURE__ */ new WeakMap<readonly Placed[], Map<Placed, string[] | undefined>>();

/**
 * A year written alone: a schedule's ("Bradford and Calderdale in 2027"). A date after a capital is
 * as often an event's ("a day-night Test from December 6" of "a Test in Adelaide from December 6").
 */
const dated = (figure: Figure) => isYear(figure);

/** Whether `text` writes `name` (lower case) as a name: with its capital, a word of its own. */
const namedIn = (text: string, name: string) =>
  new RegExp(`(?<![\\p{L}])${name[0]?.toUpperCase()}${name.slice(1)}(?![\\p{L}])`, 'u').test(text);

/** The line's years (as written) given names the source gives none of them. */
export function namedYears(
  lineText: string,
  line: readonly Placed[],
  sourceText: string,
  source: readonly Placed[],
  langs: readonly string[],
): string[] {
  if (!line.some(({ figure }) => dated(figure))) return [];
  let named = cache.get(source);
  if (!named) {
    named = new Map();
    for (const one of source) {
      if (dated(one.figure)) named.set(one, namesBefore(sourceText, one.start, langs));
    }
    cache.set(source, named);
  }
  const moved: string[] = [];
  for (const mine of line) {
    if (!dated(mine.figure)) continue;
    const names = namesBefore(lineText, mine.start, langs);
    if (!names || names.length === 0) continue;
    const theirs: Array<[Placed, string[]]> = [];
    for (const one of sourceHolding(mine.figure, source)) {
      const list = named.get(one);
      if (list) theirs.push([one, list]);
    }
    if (theirs.length === 0 || theirs.some(([, list]) => list.length === 0)) continue;
    if (theirs.some(([, list]) => list.some((name) => names.includes(name)))) continue;
    // "3 anak badak Jawa … di Ujung Kulon sepanjang 2024" of "badak Jawa baru sepanjang 2024":
    // the line names the year's own names earlier in its sentence; a place is added, none moved.
    const sentence =
      lineText
        .slice(0, mine.start)
        .split(/[.!?;]\s/u)
        .pop() ?? '';
    if (theirs.some(([, list]) => list.some((name) => namedIn(sentence, name)))) continue;
    // "first home win over the Brumbies since 2019" of "first win over Canberra in Sydney since
    // 2019": the year's own sentence, its names said otherwise (year-frames.ts).
    const framed = ([one, list]: [Placed, string[]]) =>
      inYearFrame(lineText, mine.start, names, sourceText, one.start, list, langs);
    if (theirs.every(framed)) continue;
    // The line's names are the source's, written as names there (a capital past a sentence's start).
    const known = names.every((name) =>
      new RegExp(`[\\p{L},] ${name[0]?.toUpperCase()}${name.slice(1)}(?![\\p{L}])`, 'u').test(
        sourceText,
      ),
    );
    if (known) moved.push(mine.figure.text);
  }
  return moved;
}
