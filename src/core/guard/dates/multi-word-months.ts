/**
 * A month whose name is two words (issue 44, round 42): the Levant's and Iraq's "كانون الأول"
 * (December) and "كانون الثاني" (January), "تشرين الأول" and "تشرين الثاني". The calendar reader
 * (calendar-names.ts) keys such a name by its first word and keeps the rest; a date's month is
 * read only where the words after the first are that rest, so "13 كانون الأول" is the 13th of
 * December and "13 كانون الثاني" the 13th of January.
 */
import { foldWord } from '../words/fold-word.ts';
import { calendarNamesOf } from './calendar-names.ts';

/** The words right after a name's first: spaces, then letters and marks. */
const NEXT_WORD = /^\s+([\p{L}\p{M}]+)/u;

/**
 * The month keys ("m12") of the names of several words `first` opens in `langs` whose rest
 * follows in `text` from `end`, and the whole name as written; none where no rest follows.
 */
export function multiWordMonthAt(
  first: string,
  written: string,
  text: string,
  end: number,
  langs: readonly string[],
): { keys: readonly string[]; text: string } | undefined {
  const names = calendarNamesOf(first, langs, written).filter(
    (name) => name.key.startsWith('m') && name.rest.length > 0,
  );
  for (const name of names) {
    let at = end;
    const follows = name.rest.every((word) => {
      const next = NEXT_WORD.exec(text.slice(at, at + 40));
      if (!next || foldWord(next[1] ?? '', false) !== word) return false;
      at += next[0].length;
      return true;
    });
    if (follows) {
      const keys = names.filter((one) => one.rest.join(' ') === name.rest.join(' '));
      return {
        keys: [...new Set(keys.map((one) => one.key))],
        text: text.slice(end - written.length, at),
      };
    }
  }
  return undefined;
}
