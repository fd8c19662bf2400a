/**
 * A place in a line translated from Arabic, Hebrew or Persian (round twenty-eight): "land in Giza"
 * of a post about land in الإسكندرية (Alexandria). abjad-names.ts reads a run of two capitalised
 * words as a person and leaves one alone, since a translation's capitals are its own words as
 * often as names; a single capitalised word after a preposition of place ("in", "to", "from"; "en",
 * "à") is where something is, and is a new place where the source does not write its consonants.
 * Its consonants are read as abjad-names.ts reads them, but "ב" (b or v) kept, since a place's
 * name is short; and the letters written onto it are two as often as one
 * ("بالرياض", "in Riyadh"), Persian's "ته" is a t and an h ("تهران", "Tehran"), and an x is a k
 * and an s ("صفاقس", "Sfax").
 */
import anyAscii from 'any-ascii';
import { abjadSkeleton, sourceSkeletons } from '../names/abjad-names.ts';
import { oncePer } from '../once-per-source.ts';
import { isCommonWord } from '../words/common-words.ts';

/** Prepositions of place, by the line's language (English's "a" is an article, Spanish's "to"). */
const PREPOSITIONS: Readonly<Record<string, string>> = {
  en: 'in|at|to|from|near',
  es: 'en|a|desde|hacia',
  fr: 'à|en|vers',
};

const patterns = /* @__PURE__ */ new Map<string, RegExp>();

/** A preposition of place, then one capitalised word that no other capitalised word follows. */
function placePattern(lang: string): RegExp | undefined {
  const words = PREPOSITIONS[lang];
  if (!words) return undefined;
  let pattern = patterns.get(lang);
  if (!pattern) {
    pattern = new RegExp(
      `(?<![\\p{L}\\p{M}])(?:${words})\\s+(\\p{Lu}[\\p{Ll}\\p{M}]+(?:-\\p{Lu}?[\\p{Ll}\\p{M}]+)*)(?!['’]?[\\p{L}\\p{M}]|\\s+\\p{Lu})`,
      'gu',
    );
    patterns.set(lang, pattern);
  }
  return pattern;
}

/** The places a translated `line` (in `lang`) names that its abjad source does not write. */
export function unsupportedAbjadPlaces(
  line: string,
  source: { readonly text: string },
  lang: string,
): string[] {
  const pattern = placePattern(lang.slice(0, 2));
  // A source mostly in Arabic or Hebrew letters (abjad-names.ts reads which).
  if (!pattern || !sourceSkeletons(source)) return [];
  const found: string[] = [];
  for (const [, place = ''] of line.matchAll(pattern)) {
    if (isCommonWord(place, 'en') || isCommonWord(place, lang) || found.includes(place)) continue;
    const parts = place.split('-');
    if (parts.some((part) => inSourceLoosely(part, source))) continue;
    found.push(place);
  }
  return found;
}

/** Letters Arabic, Hebrew and Persian write onto a word: "و", "ف", "ب", "ل", "ك", "م", "ש". */
const PREFIX_LETTERS = 'wblkms';

/** The source's words' skeletons with a "ته" as "t", and with one or two prefixed letters off. */
const sourceLooseKeys = /* @__PURE__ */ oncePer(
  (source: { readonly text: string }): ReadonlySet<string> => {
    const keys = new Set<string>();
    const words = source.text.match(/[\p{L}\p{M}]+/gu) ?? [];
    // Each word, and each with the next: a place of two words ("באר שבע", Beersheba).
    for (const word of words.flatMap((one, at) => [one, `${one}${words[at + 1] ?? ''}`])) {
      const ascii = anyAscii(word).toLowerCase();
      for (const spelled of new Set([ascii, ascii.replace(/th/g, 't')])) {
        let key = abjadSkeleton(spelled);
        for (let cut = 0; cut <= 2 && key.length >= 2; cut++) {
          keys.add(key);
          if (!PREFIX_LETTERS.includes(key[0] as string) || key.length < 3) break;
          key = key.slice(1);
        }
      }
    }
    return keys;
  },
);

/** Whether the source writes the place `word` in its consonants, read loosely (see above). */
export function inSourceLoosely(word: string, source: { readonly text: string }): boolean {
  const keys = sourceLooseKeys(source);
  return [word, word.replace(/x/giu, 'ks')].some((spelled) => {
    const key = abjadSkeleton(spelled);
    // A name of one consonant or none ("Haifa": its "ח" is an h English leaves out) tells nothing.
    return key.length < 2 || keys.has(key);
  });
}
