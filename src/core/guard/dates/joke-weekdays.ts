/**
 * A Troll or Meme line's weekday moved off the post's (round thirty-eight): "金曜の朝8時、初雪を見た
 * 都民" of "11月29日（土）午前8時", "Me on Saturday at 9:30am" of "on Sunday ... at 9:30am". A joke's
 * day of its own ("me every Monday") is no edit; but a weekday the post does not give, where the
 * post gives another, told in one clause with the post's own date or hour, moves the post's event
 * to another day, as joke-clock-edits.ts reads a moved hour.
 *
 * Weekdays are read by CLDR's names (calendar-names.ts); where words are not spaced, by Intl's
 * long name, its Japanese stem ("金曜" of "金曜日") and its one-letter short name in brackets
 * ("（土）", "(토)"), as dates are written there.
 */
import type { ClaimSource } from '../claim-source.ts';
import { foldWord } from '../words/fold-word.ts';
import { calendarNamesOf } from './calendar-names.ts';
import type { PlacedFigure } from './joke-clock-frames.ts';

const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const WORD = /[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*/gu;
/** What ends a clause: a day past it is another clause's. */
const CLAUSE_END = /[.!?;…。！？；]/u;
const DAY_OR_TIME = /^(?:day|m|dm|t)\d/u;
/** 2024-01-01 was a Monday: day `n` (1 Monday … 7 Sunday) is 2024-01-0n. */
const weekdayDate = (day: number) => new Date(Date.UTC(2024, 0, day));

interface Weekday {
  readonly day: number;
  readonly at: number;
  readonly text: string;
}

const unspacedNames = new Map<string, RegExp[]>();

/** Each weekday's forms in an unspaced language: long name, Japanese stem, bracketed short name. */
function unspacedForms(lang: string): RegExp[] {
  let forms = unspacedNames.get(lang);
  if (forms) return forms;
  const name = (day: number, weekday: 'long' | 'short') =>
    new Intl.DateTimeFormat(lang, { weekday, timeZone: 'UTC' }).format(weekdayDate(day));
  forms = [1, 2, 3, 4, 5, 6, 7].map((day) => {
    const long = name(day, 'long');
    const short = name(day, 'short');
    const stem = lang === 'ja' && long.endsWith('日') ? long.slice(0, -1) : long;
    const bracketed = [...short].length === 1 ? `|(?<=[（(])${short}(?=[）)])` : '';
    return new RegExp(`${stem}${bracketed}`, 'gu');
  });
  unspacedNames.set(lang, forms);
  return forms;
}

/** The weekdays a text names, where each stands. */
export function weekdaysOf(text: string, langs: readonly string[]): Weekday[] {
  const found: Weekday[] = [];
  const lang = langs[0] ?? 'en';
  if (UNSPACED.test(text) && ['ja', 'zh', 'ko'].includes(lang)) {
    unspacedForms(lang).forEach((form, index) => {
      for (const match of text.matchAll(form)) {
        found.push({ day: index + 1, at: match.index ?? 0, text: match[0] });
      }
    });
    return found;
  }
  for (const match of text.matchAll(WORD)) {
    // "Sun", "Sat", "Mon" are words too ("in the sun"): a weekday is named whole.
    if ([...match[0]].length < 4) continue;
    const names = calendarNamesOf(foldWord(match[0], false), langs, match[0]);
    const day = names.find((name) => /^d[1-7]$/u.test(name.key) && name.rest.length === 0);
    if (day) found.push({ day: Number(day.key.slice(1)), at: match.index ?? 0, text: match[0] });
  }
  return found;
}

/** The post's languages, its own first; a source's list leaves English out, read always. */
const langsOf = (source: ClaimSource) => [...source.langs, 'en'];

/** The post's weekdays: as its figures read them ("d7"), or as named in its unspaced text. */
function postWeekdays(source: ClaimSource): Set<number> {
  const days = new Set<number>();
  for (const key of source.figures) if (/^d[1-7]$/u.test(key)) days.add(Number(key.slice(1)));
  for (const { day } of weekdaysOf(source.text, langsOf(source))) days.add(day);
  return days;
}

/** The line's weekdays the post gives another of, with the post's date or hour in their clause. */
export function movedJokeWeekdays(
  rest: string,
  placed: readonly PlacedFigure[],
  source: ClaimSource,
): string[] {
  const ours = weekdaysOf(rest, langsOf(source));
  if (ours.length === 0) return [];
  const theirs = postWeekdays(source);
  if (theirs.size === 0) return [];
  const moved: string[] = [];
  for (const { day, at, text } of ours) {
    if (theirs.has(day)) continue;
    let start = at;
    while (start > 0 && !CLAUSE_END.test(rest[start - 1] ?? '')) start -= 1;
    const stop = rest.slice(at).search(CLAUSE_END);
    const end = stop < 0 ? rest.length : at + stop;
    const held = placed.some(
      ({ figure, at: where }) =>
        where >= start &&
        where < end &&
        figure.readings.some(
          (reading) =>
            reading.every((key) => source.figures.has(key)) &&
            reading.some((key) => DAY_OR_TIME.test(key)),
        ),
    );
    if (held) moved.push(text);
  }
  return moved;
}
