/**
 * A place a translated line names that a Korean source does not (docs/decisions/012, round
 * twenty-four's misses): "open an office in Osaka" of a post whose office opens in 도쿄 (Tokyo).
 * The Korean names reader reads only a hyphenated given name (korean-names.ts), as a translation's
 * capitals are its own words as often as the source's loanwords; a capitalised word after a
 * preposition of place ("in", "at", "from", "near", and French, Spanish and Portuguese "à", "en",
 * "em") names a place, and one whose letters the source's Hangul does not spell in any
 * romanisation (roman-names.ts: "Tokyo" of 도쿄, "Seoul" of 서울) is a new one. Korean writes its
 * places in Hangul, in syllables any-ascii spells as they sound; a Chinese source's exonyms
 * ("Hong Kong" of 香港) are not its pinyin, so it is not read here.
 */

import { romanSupported } from '../names/roman-names.ts';
import { isCommonWord } from '../words/common-words.ts';

const HANGUL = /\p{Script=Hangul}/gu;
const PLACED = /(?<!\p{L})(?:in|at|from|near|à|en|em) (\p{Lu}\p{Ll}+)(?!\p{L})/gu;

/** Whether half the text's letters at least are Hangul: a Korean source, its places read here. */
export function writtenInHangul(text: string): boolean {
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  return letters > 0 && (text.match(HANGUL) ?? []).length * 2 >= letters;
}

/** The places after a preposition in a translated `line` (in `lang`) a Korean source lacks. */
export function unsupportedHangulPlaces(
  line: string,
  source: { readonly text: string },
  lang: string,
): string[] {
  if (!writtenInHangul(source.text)) return [];
  const found: string[] = [];
  for (const [, place = ''] of line.matchAll(PLACED)) {
    if (source.text.includes(place) || isCommonWord(place, lang) || isCommonWord(place, 'en')) {
      continue;
    }
    if (!romanSupported(place, source) && !found.includes(place)) found.push(place);
  }
  return found;
}
