/**
 * A day of the month told without its month (issue 44 item 4, h290): "sciopero venerdì 14" of
 * "venerdì 14 marzo", "la grève jeudi 12" of "le jeudi 12 mars", "chiudono il 30 del mese" of
 * "il 30 aprile". The line's bare number was read as a count the source lacks. It is the source's
 * date where a weekday's name stands right before it, or the word "month" (CLDR's, in the post's
 * and the card's languages: "mese", "mois", "месяца") just after it, and the source holds a date
 * on that very day ("day14"). Another day ("venerdì 15") is still stopped, and a count beside no
 * weekday ("14 persone") is no day at all.
 */
import type { Figure } from '../figures/figure-kinds.ts';
import { foldWord } from '../words/fold-word.ts';
import { isStopWord } from '../words/stop-words.ts';
import { calendarNamesOf } from './calendar-names.ts';

/**
 * The word before a figure, past a comma and at most one short word ("domingo 8", "Freitag, dem
 * 14.", "jeudi le 12").
 */
const BEFORE = /([\p{L}\p{M}]+),?\s+(?:[\p{L}\p{M}]{1,3}\s+)?$/u;
/** The word right before a figure ("dia 14", "ngày 14"). */
const LAST = /([\p{L}\p{M}]+)\s+$/u;
/**
 * Indonesian's and Malay's word of a date's day, which CLDR's field names do not give, and the
 * singular articles Romance languages set before a day alone ("si terrà il 14", "le 12", "el 8"):
 * a count of things takes the plural's ("i 14", "les 12", "los 8").
 */
const DAY_WORDS = new Set(['tanggal', 'tgl', 'il', 'le', 'el']);
/** Up to two short words after a figure and the word past them ("30 del mese", "8 de este mes"). */
const AFTER = /^\s+(?:[\p{L}\p{M}]{1,4}\s+){0,2}([\p{L}\p{M}]+)/u;

/**
 * What may follow a day told alone: the line's end, a mark that joins nothing ("14.", "14,"), or
 * a word; not a date's joined parts ("3-V-2026").
 */
const ALONE_AFTER =
  /^(?:\s*$|\s*[.,;:!?)»"”’](?![\p{L}\p{N}])|\s+([\p{L}\p{M}]+)(?![\p{L}\p{M}]*[.॰]))/u;

const fieldWords = new Map<string, string>();

/** A language's word for a date's field ("month": "mese"; "day": "dia"), CLDR's, lower case. */
function fieldWord(lang: string, field: 'month' | 'day'): string {
  const key = `${lang} ${field}`;
  let word = fieldWords.get(key);
  if (word === undefined) {
    try {
      word = new Intl.DisplayNames(lang, { type: 'dateTimeField' }).of(field) ?? '';
    } catch {
      word = '';
    }
    word = word.toLowerCase();
    fieldWords.set(key, word);
  }
  return word;
}

/** The stem of a language's word for "month", lower case: "mes", "месяц". */
function monthStem(lang: string): string | undefined {
  let word = fieldWord(lang, 'month');
  // A declined form keeps the name's start: "miesiąca", "lunii" of "miesiąc", "lună".
  if ([...word].length >= 4) word = word.slice(0, -1);
  // Two letters ("ay", "월") open too many other words to tell a month by.
  return [...word].length >= 3 ? word : undefined;
}

/**
 * Whether the day at `end` of `line` stands alone: no month or other word of its own after it, but
 * for a function word ("jeudi 12 dans toute la France"). A word the guard does not read as a
 * month ("14 नव॰", Hindi's short November) is no day alone.
 */
function standsAlone(line: string, end: number, langs: readonly string[]): boolean {
  const after = ALONE_AFTER.exec(line.slice(end, end + 32));
  if (!after) return false;
  const word = after[1]?.toLowerCase();
  return word === undefined || langs.some((lang) => isStopWord(word, lang));
}

/** Whether the words around one place of the figure in `line` tie it to a day of the month. */
function tiedToDay(line: string, at: number, end: number, langs: readonly string[]): boolean {
  const alone = standsAlone(line, end, langs);
  const before = BEFORE.exec(line.slice(Math.max(0, at - 32), at))?.[1];
  const names = before ? calendarNamesOf(foldWord(before, false), langs, before) : [];
  if (alone && names.some((name) => /^d[1-7]$/u.test(name.key))) return true;
  // "na sexta-feira, dia 14", "ngày 14": the word "day" before it.
  const last = LAST.exec(line.slice(Math.max(0, at - 16), at))?.[1]?.toLowerCase();
  if (
    alone &&
    last &&
    (DAY_WORDS.has(last) || langs.some((lang) => fieldWord(lang, 'day') === last))
  )
    return true;
  const after = AFTER.exec(line.slice(end, end + 32))?.[1]?.toLowerCase();
  if (after === undefined) return false;
  return langs.some((lang) => {
    const stem = monthStem(lang);
    return stem !== undefined && after.startsWith(stem);
  });
}

/**
 * Whether the line's bare count `figure` is a day of the month the source's dates hold
 * (`keys`: "day14"), tied to a day by a weekday before it or "of the month" after it, wherever
 * `line` writes it. `langs`: the post's and the card's languages, English too.
 */
export function heldWeekdayDay(
  figure: Figure,
  line: string,
  keys: ReadonlySet<string>,
  langs: readonly string[],
): boolean {
  if (figure.kind !== 'count' || !/^\d{1,2}$/u.test(figure.text)) return false;
  const day = Number(figure.text);
  if (day < 1 || day > 31 || !keys.has(`day${day}`)) return false;
  const digits = new RegExp(`(?<![\\p{N}.,:])${figure.text}(?![\\p{N}]|[.,:]\\p{N})`, 'gu');
  let seen = false;
  for (const match of line.matchAll(digits)) {
    if (!tiedToDay(line, match.index, match.index + match[0].length, langs)) return false;
    seen = true;
  }
  return seen;
}
