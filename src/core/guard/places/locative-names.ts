/**
 * A place added after "in", "at" or "from" (docs/decisions/012, round eight): in Arabic, Persian
 * and Hindi a new place is often made of common words ("في دار الأوبرا", "من ميدان التحرير", "در
 * برج میلاد", "ब्लू लाइन पर"), so no rare word marks it as a name (unknown-names.ts). Two words or
 * more together that the source has in no form, right after a preposition of place (before a
 * postposition of place in Hindi), name a place the line adds. A faithful line names the source's
 * places there, in its words; its new words after such a word are a verb's ("به فروش می‌رسد"),
 * which a verb-final clause's last word tells.
 */
import { type UncasedLanguage, uncasedKey } from '../words/uncased-words.ts';

/**
 * The prepositions and postpositions of place: a closed class of a few words a language, which
 * no kept package lists apart from the other function words ("به" is "to" as often as "in", and
 * Hebrew's are prefixes of their nouns: left out).
 */
const BEFORE: Partial<Record<UncasedLanguage, readonly string[]>> = {
  ar: ['في', 'من', 'عند', 'إلى', 'على', 'داخل', 'قرب'],
  fa: ['در', 'از', 'تا', 'کنار'],
};
const AFTER: Partial<Record<UncasedLanguage, readonly string[]>> = {
  hi: ['में', 'पर', 'से', 'तक'],
};

const sets = /* @__PURE__ */ new Map<string, ReadonlySet<string>>();

function keysOf(
  lists: Partial<Record<UncasedLanguage, readonly string[]>>,
  lang: UncasedLanguage,
  side: string,
): ReadonlySet<string> {
  const key = `${side} ${lang}`;
  let found = sets.get(key);
  if (!found) {
    found = new Set((lists[lang] ?? []).map((word) => uncasedKey(word, lang)));
    sets.set(key, found);
  }
  return found;
}

/** A word of the line with where a clause breaks before it. */
interface Placed {
  text: string;
  broken: boolean;
}

/**
 * Whether the run of words `start`-`end` (each absent from the source) stands after a preposition
 * of place, or before a postposition of place, in its clause; in a verb-final language, not as
 * its clause's last words (a verb).
 */
export function afterLocative(
  words: readonly Placed[],
  start: number,
  end: number,
  lang: UncasedLanguage,
  verbFinal: boolean,
): boolean {
  const before = words[start - 1];
  const after = words[end + 1];
  if (verbFinal && (after === undefined || after.broken)) return false;
  if (before !== undefined && !words[start]?.broken) {
    if (keysOf(BEFORE, lang, 'before').has(uncasedKey(before.text, lang))) return true;
  }
  return (
    after !== undefined &&
    !after.broken &&
    keysOf(AFTER, lang, 'after').has(uncasedKey(after.text, lang))
  );
}
