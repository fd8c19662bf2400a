/**
 * A weekday the source ties to its date, named otherwise in the line: "Saturday" of "Friday, March
 * 14", "土曜日" of "3月14日金曜日", "சனி" of "மார்ச் 14, வெள்ளி". The date readers read a weekday as a
 * date only beside a number, after a preposition or a prefix ("on Saturday", "ביום שבת"); a line
 * that names the day alone ("Saturday: the fair opens") moved the post's event unseen. Where the
 * post writes each weekday it names beside a day's number, its weekdays are its dates' own, and a
 * line's other weekday is a changed date. A post that names a day apart from any date ("open on
 * Sundays too") is left to the other readers: its weekdays are not all its dates'.
 *
 * A line's weekday is read by its whole CLDR name (Intl's long one, in English and the post's
 * languages; in Japanese, Chinese and Korean as joke-weekdays.ts reads them): short names are
 * everyday words too ("so", "mar", "Sat").
 */
import type { ClaimSource } from '../claim-source.ts';
import { foldWord } from '../words/fold-word.ts';
import { calendarNamesOf } from './calendar-names.ts';
import { weekdaysOf } from './joke-weekdays.ts';
import { withCountedDays } from './relative-day-words.ts';

/** A number this near a weekday's name dates it ("Friday, March 14", "14, வெள்ளி"). */
const NEAR = 12;
/** A day counted from another: its weekday is the post's event's plus one, no changed date. */
const RELATIVE =
  /\b(?:next|following|previous|same|after|before|later|earlier|tomorrow|yesterday|weekend)\b/iu;
const UNSPACED = new Set(['ja', 'zh', 'ko']);
/** 2024-01-01 was a Monday: day `n` (1 Monday … 7 Sunday) is 2024-01-0n. */
const weekdayDate = (day: number) => new Date(Date.UTC(2024, 0, day));

const longNames = new Map<string, ReadonlyMap<string, number>>();

/** A language's long weekday names, folded, to their day (1 Monday … 7 Sunday). */
function longNamesIn(lang: string): ReadonlyMap<string, number> {
  const names = longNames.get(lang);
  if (names) return names;
  const found = new Map<string, number>();
  try {
    const format = new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' });
    for (let day = 1; day <= 7; day++)
      found.set(foldWord(format.format(weekdayDate(day)), false), day);
  } catch {
    // A runtime without this language's names reads none.
  }
  longNames.set(lang, found);
  return found;
}

/** The weekdays `text` names by their whole names in `langs`, each with where it stands. */
function wholeWeekdays(text: string, langs: readonly string[]) {
  const found: Array<{ day: number; at: number; text: string }> = [];
  for (const lang of langs) {
    if (UNSPACED.has(lang)) {
      found.push(...weekdaysOf(text, [lang]));
      continue;
    }
    const names = longNamesIn(lang);
    for (const match of text.matchAll(/[\p{L}\p{M}]+/gu)) {
      const day = names.get(foldWord(match[0], false));
      if (day !== undefined) found.push({ day, at: match.index, text: match[0] });
    }
  }
  return found;
}

/**
 * The weekdays the source names, in any form a reader knows: declined ("od soboty"), short ("Sat
 * 14"), plural ("on Sundays"), so that a day it names is its own and a day it names away from a
 * date keeps the line's weekdays unread.
 */
function sourceWeekdays(text: string, langs: readonly string[]) {
  const found = wholeWeekdays(text, langs);
  for (const match of text.matchAll(/[\p{L}\p{M}]+/gu)) {
    const word = foldWord(match[0], false);
    const forms = word.length > 4 && word.endsWith('s') ? [word, word.slice(0, -1)] : [word];
    for (const form of forms) {
      const name = calendarNamesOf(form, langs, form === word ? match[0] : undefined).find(
        (one) => /^d[1-7]$/u.test(one.key) && one.rest.length === 0,
      );
      if (name) found.push({ day: Number(name.key.slice(1)), at: match.index, text: match[0] });
    }
  }
  return found;
}

/** The line's weekdays that are none of the source's, where each of its weekdays has its date. */
export function changedDatedWeekdays(line: string, source: ClaimSource): string[] {
  if (RELATIVE.test(line)) return [];
  const langs = [...new Set(['en', ...source.langs, ...source.lineLangs])];
  const ours = wholeWeekdays(line, langs);
  if (ours.length === 0) return [];
  const theirs = sourceWeekdays(source.text, langs);
  if (theirs.length === 0) return [];
  const dated = theirs.every(({ at, text }) =>
    /\d/u.test(source.text.slice(Math.max(0, at - NEAR), at + text.length + NEAR)),
  );
  if (!dated) return [];
  const days = new Set(theirs.map(({ day }) => day));
  for (const key of source.figures) if (/^d[1-7]$/u.test(key)) days.add(Number(key.slice(1)));
  const changed = ours.filter(({ day }) => !days.has(day));
  if (changed.length === 0) return [];
  // "by Friday" of a chat dated "Thursday, 9 May" that says "by tomorrow": the days the source
  // counts from its own are its too (relative-day-words.ts), read only where a day is missing.
  const counted = withCountedDays(days, source.text, langs);
  return changed.filter(({ day }) => !counted.has(day)).map(({ text }) => text);
}
