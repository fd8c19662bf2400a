/**
 * The weekdays and months a source writes in a script with no spaces between words (Thai, Lao,
 * Khmer, Burmese): "เปิดวันพุธถึงวันอาทิตย์" (open Wednesday to Sunday) is one run of letters, which
 * the calendar's reader (claim-calendar.ts) looks up whole and so finds no day in; its line's
 * "พุธ–อาทิตย์ 9:00–16:00 น.", spaced by a dash, named a Sunday the source seemed not to hold (round
 * forty-six). ICU's dictionary (Intl.Segmenter) cuts the run into its words, each looked up. A
 * source's reading only: a line's names are read as before.
 */

import { segmentsOf } from '../../segments-of.ts';
import { foldWord } from '../words/fold-word.ts';
import { calendarNamesOf } from './calendar-names.ts';

const SPACELESS = /[\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]{2,}/gu;
const segmenters = /* @__PURE__ */ new Map<string, Intl.Segmenter>();
const stemsByLang = /* @__PURE__ */ new Map<string, string[]>();

/** The longest start every one of `names` shares ("วัน" of Thai's weekdays). */
function sharedStart(names: readonly string[]): string {
  let shared = names[0] ?? '';
  for (const name of names) while (!name.startsWith(shared)) shared = shared.slice(0, -1);
  return shared;
}

/**
 * CLDR's weekday and month names of `lang`, their shared start cut ("อาทิตย์" of "วันอาทิตย์"): a
 * run holds a name only where it holds one of these, and only such a run is segmented (ICU's
 * dictionary costs some 3 µs a character, too much for every run of a long source).
 */
function stemsOf(lang: string): string[] {
  let stems = stemsByLang.get(lang);
  if (stems) return stems;
  stems = [];
  try {
    const weekday = new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat(lang, { month: 'long', timeZone: 'UTC' });
    const days = [1, 2, 3, 4, 5, 6, 7].map((day) => weekday.format(Date.UTC(2024, 0, day)));
    const months = [...Array(12).keys()].map((at) => month.format(Date.UTC(2024, at, 15)));
    for (const names of [days, months]) {
      const cut = sharedStart(names).length;
      for (const name of names) if (name.length > cut) stems.push(name.slice(cut));
    }
  } catch {
    // A runtime without this language's data reads no names in its runs.
  }
  stemsByLang.set(lang, stems);
  return stems;
}

/** The calendar keys ("d7", "m12") of the names in `text`'s spaceless runs, in `langs`. */
export function spacelessCalendarKeys(text: string, langs: readonly string[]): Set<string> {
  const keys = new Set<string>();
  const runs = text.match(SPACELESS);
  if (!runs) return keys;
  for (const lang of langs) {
    let segmenter = segmenters.get(lang);
    if (!segmenter) {
      segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
      segmenters.set(lang, segmenter);
    }
    const stems = stemsOf(lang);
    for (const run of runs) {
      if (!stems.some((stem) => run.includes(stem))) continue;
      for (const { segment, isWordLike } of segmentsOf(segmenter, run)) {
        // A run segmented to itself was looked up whole already.
        if (!isWordLike || segment === run) continue;
        for (const name of calendarNamesOf(foldWord(segment, false), [lang], segment)) {
          if (name.rest.length === 0) keys.add(name.key);
        }
      }
    }
  }
  return keys;
}
