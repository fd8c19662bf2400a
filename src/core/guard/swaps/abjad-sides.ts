/**
 * A side a translated line gives a player or a club (round twenty-eight): "Rezaei scored 16 goals
 * for Esteghlal" of a Persian post about Persepolis and Sepahan. abjad-places.ts reads one
 * capitalised word after a preposition of place; "for" and "against" are none, yet the one
 * capitalised word after them in a sports or business line is the club, team or country a thing
 * is done for or against, and is new where the source does not write its consonants (read as
 * abjad-places.ts reads a place's, or as abjad-names.ts reads a name's). A word of three letters or fewer ("Dr", "Mr", "Al")
 * tells too little.
 */

import { inSource, sourceSkeletons } from '../names/abjad-names.ts';
import { inSourceLoosely } from '../places/abjad-places.ts';
import { isCommonWord } from '../words/common-words.ts';

/** Words that name a side, by the line's language. */
const SIDE_WORDS: Readonly<Record<string, string>> = {
  en: 'for|against',
  es: 'para|contra',
  fr: 'pour|contre',
};

const patterns = /* @__PURE__ */ new Map<string, RegExp>();

/** A side word, then one capitalised word that no other capitalised word follows. */
function sidePattern(lang: string): RegExp | undefined {
  const words = SIDE_WORDS[lang];
  if (!words) return undefined;
  let pattern = patterns.get(lang);
  if (!pattern) {
    pattern = new RegExp(
      `(?<![\\p{L}\\p{M}])(?:${words})\\s+(\\p{Lu}[\\p{Ll}\\p{M}]{3,}(?:-\\p{Lu}?[\\p{Ll}\\p{M}]+)*)(?![\\p{L}\\p{M}'’]|\\s+\\p{Lu})`,
      'gu',
    );
    patterns.set(lang, pattern);
  }
  return pattern;
}

/** The sides a translated `line` (in `lang`) names that its abjad source does not write. */
export function unsupportedAbjadSides(
  line: string,
  source: { readonly text: string },
  lang: string,
): string[] {
  const pattern = sidePattern(lang.slice(0, 2));
  const keys = sourceSkeletons(source);
  if (!pattern || !keys) return [];
  const found: string[] = [];
  for (const [, side = ''] of line.matchAll(pattern)) {
    if (isCommonWord(side, 'en') || isCommonWord(side, lang) || found.includes(side)) continue;
    // Its consonants read loosely as a place's, or as a name's, whose "و" may be a vowel
    // ("ليون", Lyon).
    const parts = side.split('-');
    if (parts.some((part) => inSourceLoosely(part, source) || inSource(part, keys))) continue;
    found.push(side);
  }
  return found;
}
