/**
 * A day told as the day before or after another the source dates otherwise (issue 44, long
 * documents): "Friday the 21st, the day after her birthday" where the source's birthday is
 * "Saturday the 22nd". Every date and word is the source's, so no reader saw it; the relation is
 * the line's own. The day the line names is read just before "the day before/after X" (its weekday,
 * its day of the month), X's in the source right after X ("birthday is Saturday the 22nd"); the
 * line is stopped only where both give a weekday or both a day of the month and they are not one
 * day apart on the line's side. English only.
 */
import { bindingKey } from '../swaps/figure-bindings.ts';
import { isStopWord } from '../words/stop-words.ts';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
/** A weekday, then (or alone) a day of the month: "Saturday the 22nd", "Friday, 21", "the 21st". */
const DAY = new RegExp(
  `(?:\\b(${WEEKDAYS.join('|')})\\b,?\\s*)?(?:(?:the\\s+)?\\b(\\d{1,2})(?:st|nd|rd|th)?\\b(?!\\s*(?:%|:|[.,]\\d)))?`,
  'giu',
);
/** "the day before her birthday": the side and the word it is a day of. */
const RELATIVE =
  /\bthe\s+day\s+(before|after)\s+(?:(?:her|his|their|its|our|my|your|the)\s+)?([\p{L}]+)/giu;

interface Day {
  weekday?: number;
  date?: number;
}

/** The last weekday or day of the month in `text` (a few words before a relation). */
function lastDay(text: string): Day | undefined {
  let found: Day | undefined;
  for (const match of text.matchAll(DAY)) {
    if (!match[1] && !match[2]) continue;
    const day: Day = {};
    if (match[1]) day.weekday = WEEKDAYS.indexOf(match[1].toLowerCase());
    if (match[2]) day.date = Number(match[2]);
    if (day.date === undefined || (day.date >= 1 && day.date <= 31)) found = day;
  }
  return found;
}

/** The day the source gives `key`'s word, right after it ("birthday is Saturday the 22nd"). */
function dayOfWord(text: string, key: string): Day | undefined {
  for (const match of text.matchAll(/[\p{L}]+/gu)) {
    if (bindingKey(match[0]) !== key) continue;
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 40);
    // Up to a clause's end, past a verb: "is", "falls on", "was on".
    const clause = after.split(/[.;:!?]\s|,\s(?!the\s+\d)/u)[0] ?? '';
    const first = /^\s+(?:(?:is|was|falls|fell|will\s+be)\s+)?(?:on\s+)?/iu.exec(clause);
    const day = lastDay(clause.slice(0, (first?.[0].length ?? 0) + 24));
    if (day) return day;
  }
  return undefined;
}

/** Whether `mine` is one day on `side` (1 after, -1 before) of `theirs`, where both tell it. */
function apart(mine: Day, theirs: Day, side: 1 | -1): boolean | undefined {
  if (mine.date !== undefined && theirs.date !== undefined) {
    const step = mine.date - theirs.date;
    // Across a month's end: the 1st after the 30th or 31st.
    return (
      step === side ||
      (side === 1 ? mine.date === 1 && theirs.date >= 28 : theirs.date === 1 && mine.date >= 28)
    );
  }
  if (mine.weekday !== undefined && theirs.weekday !== undefined) {
    return (mine.weekday - theirs.weekday + 7) % 7 === (side + 7) % 7;
  }
  return undefined;
}

/** The line's relations ("the day after") told of a day the source dates otherwise. */
export function relativeDays(line: string, sourceText: string): string[] {
  const found: string[] = [];
  for (const match of line.matchAll(RELATIVE)) {
    const word = (match[2] ?? '').toLowerCase();
    if (word.length < 3 || isStopWord(word, 'en')) continue;
    const mine = lastDay(line.slice(Math.max(0, match.index - 40), match.index));
    if (!mine) continue;
    const theirs = dayOfWord(sourceText, bindingKey(word));
    if (!theirs) continue;
    const side = match[1]?.toLowerCase() === 'after' ? 1 : -1;
    if (apart(mine, theirs, side) === false)
      found.push(match[0].split(/\s+/u).slice(0, 3).join(' '));
  }
  return found;
}
