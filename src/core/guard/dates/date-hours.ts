/**
 * An hour with no minutes written after a date as CLDR writes "a date at an hour" in the source's
 * language: "14 marzo alle ore 15", "14. března v 15", "14 martie la 15", "14 Μαρτίου στις 15",
 * "14 marca 15", "március 14. 15". The number alone, with no word of the clock beside it, read as
 * a count or a day, so a translation's "3 PM" or "3 in the afternoon" of it was stopped. Each
 * language's pattern (the words between the date and the hour, in their order) comes from `Intl`,
 * so every locale's form is read the same way; the date must name its month in a word. Where the
 * pattern writes nothing but a space or a comma between them ("14 marca 15"), the hour must end
 * its clause, as a time closing a date does: "14 marca 15 osób" is fifteen people. A source's
 * reading only: it adds the hour's times (both clocks for an hour of 12 or less, read loosely).
 */

import { foldWord } from '../words/fold-word.ts';
import { calendarNamesOf } from './calendar-names.ts';

const escapePattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** A literal of the pattern, its spaces any run of spaces. */
const literal = (text: string) => escapePattern(text.trim()).replace(/\s+/gu, '\\s+');

/**
 * The month's word as written: letters, marks, an abbreviation's full stop; after a word CLDR
 * writes into the month's part ("de març", Catalan's "of March").
 */
const MONTH = '((?:[\\p{L}\\p{M}]+\\s)?[\\p{L}\\p{M}]+\\.?)';

const patterns = /* @__PURE__ */ new Map<string, RegExp | null>();

/**
 * `lang`'s date-then-hour pattern as a regular expression (the month's word captured first, the
 * hour second), or null where CLDR writes the hour with a word of its own ("15 Uhr", "15時": read
 * as an hour already) or before the date.
 */
function patternOf(lang: string): RegExp | null {
  let known = patterns.get(lang);
  if (known !== undefined) return known;
  known = null;
  try {
    const parts = new Intl.DateTimeFormat(lang, {
      day: 'numeric',
      month: 'long',
      hour: 'numeric',
      hourCycle: 'h23',
      timeZone: 'UTC',
    }).formatToParts(new Date(Date.UTC(2025, 2, 14, 15)));
    const last = parts.at(-1);
    if (last?.type === 'hour' && parts[0]?.type !== 'hour') {
      const between = parts.at(-2)?.type === 'literal' ? (parts.at(-2)?.value ?? '') : '';
      const bare = !/\p{L}/u.test(between);
      const source = parts
        .slice(0, -1)
        .map((part) =>
          part.type === 'day'
            ? '\\d{1,2}'
            : part.type === 'month'
              ? MONTH
              : /^\s+$/u.test(part.value)
                ? '\\s+'
                : `\\s*${literal(part.value)}\\s*`,
        )
        .join('');
      // The hour, whole: no minutes or decimals after it; ending its clause where nothing but a
      // space or a comma stands before it.
      const end = bare ? '(?=\\s*(?:[.,;!?)]|$))' : '(?![.,:]?\\d)';
      known = new RegExp(`(?<![\\p{L}\\p{M}\\d])${source}(\\d{1,2})${end}`, 'gu');
    }
  } catch {
    // A runtime without this language's data reads the others.
  }
  patterns.set(lang, known);
  return known;
}

/** Adds to a source's `keys` the times of each hour written after a date as `langs` write it. */
export function addDateHours(text: string, langs: readonly string[], keys: Set<string>): void {
  if (!/\d/u.test(text)) return;
  for (const lang of langs) {
    const pattern = patternOf(lang);
    if (!pattern) continue;
    for (const match of text.matchAll(pattern)) {
      const hour = Number(match[2]);
      const month = foldWord((match[1] ?? '').replace(/\.$/u, '').split(/\s/u).at(-1) ?? '', false);
      if (hour > 24 || !calendarNamesOf(month, [lang]).some((name) => name.key.startsWith('m')))
        continue;
      for (const one of hour > 12 ? [hour % 24] : [hour % 12, (hour % 12) + 12]) {
        keys.add(`t${one}:00`);
      }
    }
  }
}
