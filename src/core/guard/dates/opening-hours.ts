/**
 * Opening hours as a shop, a library or a pool posts them: "måndag–torsdag 10–20, fredag 10–18",
 * "Mo–Fr 9–18", "lunes a viernes 9-14". Two whole numbers of the day joined by a dash after a
 * weekday's name are hours, and a translation writes them as times ("10am–8pm"); read as plain
 * numbers, the source held no such time (round eleven: a Swedish library's hours in English were
 * stopped for each of them). A source's reading only: it adds what such a range also says, and
 * the range and its hours as plain numbers, as HOUR_RANGE in figure-source.ts does for "10:00-16:00".
 */

import { foldWord } from '../words/fold-word.ts';
import { calendarNamesOf } from './calendar-names.ts';
import { calendarKey } from './calendar-words.ts';

/** "10–20", "9 - 18": two numbers of 0-24, nothing of a number around them. */
const HOURS = /(?<![\d.,:])(\d{1,2})\s?[-–]\s?(\d{1,2})(?![\d.,:]?\d)/gu;
/** How far before the range its weekday may stand, within the clause ("fredag 10–18"). */
const REACH = 40;
const WORD = /[\p{L}\p{M}]+/gu;

/** True when `word` names a weekday in English or in `langs` ("fredag", "Mo", "lördag"). */
function isWeekday(word: string, langs: readonly string[]): boolean {
  if (calendarKey(word, true)?.startsWith('d')) return true;
  return calendarNamesOf(foldWord(word, false), langs).some(
    (name) => name.key.startsWith('d') && name.rest.length === 0,
  );
}

/** Adds to a source's `keys` the clock times of each range of hours after a weekday's name. */
export function addOpeningHours(text: string, langs: readonly string[], keys: Set<string>): void {
  if (!/\d\s?[-–]\s?\d/u.test(text)) return;
  for (const match of text.matchAll(HOURS)) {
    const [from, to] = [Number(match[1]), Number(match[2])];
    if (from >= to || to > 24) continue;
    // The words before it, back to the clause's start.
    const before = text.slice(Math.max(0, match.index - REACH), match.index).split(/[.;!?\n]/u);
    const clause = before[before.length - 1] ?? '';
    if (![...clause.matchAll(WORD)].some(([word]) => isWeekday(word, langs))) continue;
    keys.add(`t${from}:00`);
    keys.add(`t${to}:00`);
    keys.add(`r:u:hour:${from}-${to}`);
    // The range as written stays the source's too: "Friday 6–22" reads its 6 as a date, and a
    // line's "open 8–20" of "Saturday 8–20" was stopped for a count the source then lacked.
    keys.add(`r:n${from}-${to}`);
    keys.add(`n${from}`);
    keys.add(`n${to}`);
  }
}
