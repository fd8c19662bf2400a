/**
 * The words a language says time with, as Intl.RelativeTimeFormat writes them (issue 44 item 4):
 * "अगले माह" (next month), "خلال 5 أيام", "בעוד שבועיים", "ماه آینده". A script without capitals
 * shows nothing of a name, and a small list of common words (Hindi's keeps a few hundred) may lack
 * "माह" (month): read as a rare word beside another, it made "माह दाम" (month, prices) a name. A
 * word of these phrases is a time's, judged by the dates readers, never a name's. Read once a
 * language, from the locale data the runtime carries, no list written here.
 */

import { uncasedKey } from './uncased-words.ts';

const UNITS = ['second', 'minute', 'hour', 'day', 'week', 'month', 'quarter', 'year'] as const;
const COUNTS = [-2, -1, 0, 1, 2, 5];
const WORD = /[\p{L}\p{M}\u200c]+/gu;
const sets = /* @__PURE__ */ new Map<string, ReadonlySet<string>>();

/** The words of `lang`'s relative times, as uncasedKey spells them. */
export function relativeTimeWords(lang: string): ReadonlySet<string> {
  let words = sets.get(lang);
  if (!words) {
    const found = new Set<string>();
    for (const numeric of ['auto', 'always'] as const) {
      for (const style of ['long', 'short'] as const) {
        let format: Intl.RelativeTimeFormat;
        try {
          format = new Intl.RelativeTimeFormat(lang, { numeric, style });
        } catch {
          continue;
        }
        for (const unit of UNITS) {
          for (const count of COUNTS) {
            for (const [word] of format.format(count, unit).matchAll(WORD))
              found.add(uncasedKey(word, lang));
          }
        }
      }
    }
    words = found;
    sets.set(lang, words);
  }
  return words;
}
