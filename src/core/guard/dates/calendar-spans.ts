/**
 * The days and months a sentence's two weekdays or months span, counted as people count them
 * (issue 44 item 4, docs/decisions/012): "the three-day festival" of "runs Friday through Sunday",
 * "five days a week" of "open Monday to Friday", "the six-month exhibition" of "from January to
 * June", in any language CLDR names its weekdays and months ("du vendredi au dimanche", "del
 * viernes al domingo"). Named days and months are counted both ends in (Friday, Saturday, Sunday:
 * three days), and only so: "Monday to Friday" is no four days. The span runs from a name to the
 * next the sentence writes, where only a dash or range words stand between them ("to", "through",
 * "bis", "au", "tot en met": RANGE_WORDS), on past the week's or year's end ("Friday to Monday" is four
 * days, "November to February" four months). A month of a dated sentence ("from 1 March to 31
 * May") is derived-spans.ts's, counted from its days; here the names stand alone.
 */
import type { ClaimSource } from '../claim-source.ts';
import { RANGE_WORDS } from '../figures/figure-words.ts';
import { oncePer } from '../once-per-source.ts';
import { foldWord } from '../words/fold-word.ts';
import { calendarNamesOf } from './calendar-names.ts';
import { sourceSentences } from './source-sentences.ts';

/** Inclusive spans between a sentence's weekdays (in days) and between its months (in months). */
export interface CalendarSpans {
  days: Set<number>;
  months: Set<number>;
}

/**
 * More words a range's two names have between them than a range of figures does: "Friday
 * through Sunday", "van vrijdag tot en met zondag", "с пятницы по воскресенье", "hasta".
 */
const NAME_RANGE_WORDS = new Set([
  'au',
  'jusqu',
  'through',
  'thru',
  'until',
  'hasta',
  'ate',
  'fino',
  'en',
  'met',
  'по',
  'zum',
]);

/**
 * Whether the text between two names makes them a range's ends: a dash, or only range words
 * ("Open Monday, closed Friday" is no five days).
 */
function rangeGap(gap: string): boolean {
  if (/^\s*[-–—~]\s*$/u.test(gap)) return true;
  const words = gap.match(/[\p{L}\p{M}/]+/gu) ?? [];
  const rest = gap.replace(/[\p{L}\p{M}/\s]+/gu, '');
  return (
    words.length > 0 &&
    rest === '' &&
    words.every((word) => {
      const key = foldWord(word, false);
      return RANGE_WORDS.has(key) || NAME_RANGE_WORDS.has(key) || key === 't/m';
    })
  );
}

/** The first three letters (folded) of each weekday's and month's name CLDR gives in a language. */
const prefixes = new Map<string, Set<string>>();
function namePrefixes(lang: string): Set<string> {
  let found = prefixes.get(lang);
  if (found) return found;
  found = new Set();
  try {
    for (const width of ['long', 'short'] as const) {
      const days = new Intl.DateTimeFormat(lang, { weekday: width, timeZone: 'UTC' });
      const months = new Intl.DateTimeFormat(lang, { month: width, timeZone: 'UTC' });
      for (let day = 1; day <= 7; day++) {
        found.add(foldWord(days.format(new Date(Date.UTC(2024, 0, day))), false).slice(0, 3));
      }
      for (let month = 1; month <= 12; month++) {
        found.add(
          foldWord(months.format(new Date(Date.UTC(2024, month - 1, 15))), false).slice(0, 3),
        );
      }
    }
  } catch {
    // A runtime without the language's names: every word is looked up.
    found.add('*');
  }
  prefixes.set(lang, found);
  return found;
}

/**
 * Whether a word may be a name: its first letters begin one in `langs` (a long source's thousands
 * of words are not each looked up in every language's names and case endings).
 */
const mayName = (word: string, langs: readonly string[]) => {
  // A long source's same few words asked again ("1 one 1 one …", issue 44 item 7): kept, and
  // emptied when many.
  const asked = `${langs.join(',')}\u0000${word}`;
  const kept = mayNames.get(asked);
  if (kept !== undefined) return kept;
  const start = foldWord(word, false).slice(0, 3);
  const may = langs.some((lang) => {
    const found = namePrefixes(lang);
    return found.has(start) || found.has('*');
  });
  if (mayNames.size >= 10_000) mayNames.clear();
  mayNames.set(asked, may);
  return may;
};
const mayNames = /* @__PURE__ */ new Map<string, boolean>();

/** The weekday's or month's key a word names in `langs` ("d5", "m3"), or undefined. */
function nameKey(word: string, langs: readonly string[]): string | undefined {
  const asked = `${langs.join(',')}\u0000${word}`;
  if (nameKeys.has(asked)) return nameKeys.get(asked);
  const key = readNameKey(word, langs);
  if (nameKeys.size >= 10_000) nameKeys.clear();
  nameKeys.set(asked, key);
  return key;
}
/** Each word's key as it was read, kept as mayNames are. */
const nameKeys = /* @__PURE__ */ new Map<string, string | undefined>();

function readNameKey(word: string, langs: readonly string[]): string | undefined {
  const keys = new Set(calendarNamesOf(foldWord(word, false), langs, word).map((name) => name.key));
  // A word two names share ("May" and a modal verb are one case; "sexta" names one day) counts
  // only where it names one thing.
  if (keys.size !== 1) return undefined;
  const [key] = keys;
  return /^[dm]\d{1,2}$/.test(key as string) ? key : undefined;
}

/** Each sentence's spans between a weekday or month and the next of its kind it names. */
export function sentenceCalendarSpans(
  sentence: string,
  langs: readonly string[],
  spans: CalendarSpans,
): void {
  // The last weekday and month met, and where each ended.
  let day: { value: number; end: number } | undefined;
  let month: { value: number; end: number } | undefined;
  // "from 15 March to 15 May" is two months, not three: a dated sentence's months are its days'.
  let dated = false;
  for (const match of sentence.matchAll(/[\p{L}\p{M}]+/gu)) {
    const word = match[0];
    if (word.length < 3 || !mayName(word, langs)) continue;
    const key = nameKey(word, langs);
    if (!key) continue;
    const value = Number(key.slice(1));
    const at = match.index ?? 0;
    // "quinta-feira", "sexta-feira": a name's second word joined on (no name of its own, as
    // "Friday-Sunday"'s is), its end past it.
    const joined = /^-([\p{L}\p{M}]+)/u.exec(sentence.slice(at + word.length));
    const past = joined && !nameKey(joined[1] as string, langs) ? joined[0].length : 0;
    const here = { value, end: at + word.length + past };
    const ranged = (last: { value: number; end: number } | undefined) =>
      last !== undefined && last.value !== value && rangeGap(sentence.slice(last.end, at));
    if (key.startsWith('d')) {
      if (ranged(day)) spans.days.add(((value - (day?.value ?? 0) + 7) % 7) + 1);
      day = here;
    } else {
      dated ||= /\d/u.test(sentence.slice(Math.max(0, at - 6), at + word.length + 6));
      if (dated) continue;
      if (ranged(month)) spans.months.add(((value - (month?.value ?? 0) + 12) % 12) + 1);
      month = here;
    }
  }
}

/** The named spans of a source's sentences, read once a source. */
export const calendarSpans = /* @__PURE__ */ oncePer((source: ClaimSource): CalendarSpans => {
  const spans: CalendarSpans = { days: new Set(), months: new Set() };
  const langs = [...new Set(['en', ...source.langs])];
  for (const sentence of sourceSentences(source)) sentenceCalendarSpans(sentence, langs, spans);
  return spans;
});
