/**
 * The weekdays and months a source writes in a script with no spaces between words (Thai, Lao,
 * Khmer, Burmese): "เปิดวันพุธถึงวันอาทิตย์" (open Wednesday to Sunday) is one run of letters, which
 * the calendar's reader (claim-calendar.ts) looks up whole and so finds no day in; its line's
 * "พุธ–อาทิตย์ 9:00–16:00 น.", spaced by a dash, named a Sunday the source seemed not to hold (round
 * forty-six). ICU's dictionary (Intl.Segmenter) cuts the run into its words, each looked up. A
 * source's reading only: a line's names are read as before.
 */
import { calendarNamesOf } from './calendar-names.ts';
import { foldWord } from '../words/fold-word.ts';

const SPACELESS = /[\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]{2,}/gu;
const segmenters = /* @__PURE__ */ new Map<string, Intl.Segmenter>();

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
    for (const run of runs) {
      for (const { segment, isWordLike } of segmenter.segment(run)) {
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
