/**
 * A season where the post names only months, none of them in it (issue 44, docs/decisions/012
 * "Opposite words in other words"): "The pool reopens in summer 2026" of "reopens in October
 * 2026". season-changes.ts reads a line's season against the post's seasons; a post that names
 * months only was not read, as a season may be their paraphrase ("this autumn" of "October").
 *
 * A month is in a season in one hemisphere or the other, and a post seldom says which: October is
 * autumn in Berlin and spring in Sydney. So a season counts the months of its span in both, with
 * the months at its ends (spring: March to June and September to December), and a line's season is
 * stopped only where none of the post's months is among them: summer and winter are never April,
 * May, October or November; spring and autumn never January, February, July or August. A month
 * is read in English (a capitalised name) or in the post's languages (CLDR's names,
 * calendar-names.ts); reading one too many keeps a line, never stops one.
 */

import { foldWord } from '../words/fold-word.ts';
import { calendarNamesOf } from './calendar-names.ts';
import { calendarKey } from './calendar-words.ts';

/** Each season's months in either hemisphere, its ends included: 0 spring, 1 summer, 2 autumn, 3 winter. */
const MONTHS_OF: readonly (readonly number[])[] = [
  [3, 4, 5, 6, 9, 10, 11, 12],
  [6, 7, 8, 9, 12, 1, 2, 3],
  [9, 10, 11, 12, 3, 4, 5, 6],
  [12, 1, 2, 3, 6, 7, 8, 9],
];
const WORD = /[\p{L}\p{M}]+/gu;

/** The months (1-12) `text` names in English or in `langs`. */
function monthsOf(text: string, langs: readonly string[]): Set<number> {
  const months = new Set<number>();
  for (const [word] of text.matchAll(WORD)) {
    const english = calendarKey(word, true);
    if (english?.startsWith('m')) months.add(Number(english.slice(1)));
    for (const name of langs.length > 0 ? calendarNamesOf(foldWord(word, false), langs) : []) {
      const month = /^m(\d{1,2})$/.exec(name.key)?.[1];
      if (month && name.rest.length === 0) months.add(Number(month));
    }
  }
  return months;
}

/** The line's seasons (as written, with their season) that none of the post's months is in. */
export function monthlessSeasons(
  seasons: readonly { readonly text: string; readonly season: number }[],
  sourceText: string,
  langs: readonly string[],
): string[] {
  if (seasons.length === 0) return [];
  const months = monthsOf(sourceText, langs);
  if (months.size === 0) return [];
  return seasons
    .filter(({ season }) => !MONTHS_OF[season]?.some((month) => months.has(month)))
    .map(({ text }) => text);
}
