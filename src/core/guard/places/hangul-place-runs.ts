/**
 * A place of several words a translated line names that a Korean source does not (round
 * twenty-eight): "in Ho Chi Minh City" of a post whose plant is in 하노이 (Hanoi).
 * hangul-places.ts reads one capitalised word after a preposition of place, and "Ho" is a common
 * English word; a run of capitalised words after the preposition that opens on a common word is
 * read here whole, and is a new place where some of its words are no common word and none of them
 * the source's Hangul spells in any romanisation (roman-names.ts). A country ("South Korea", in English or the line's
 * language) is left alone: a country's exonym is not its Hangul.
 */

import { romanSupported } from '../names/roman-names.ts';
import { isCommonWord } from '../words/common-words.ts';
import { placeKey } from './capital-places.ts';
import { countryNamesIn } from './country-list.ts';
import { writtenInHangul } from './hangul-places.ts';

const RUN = /(?<!\p{L})(?:in|at|from|near|à|en|em) (\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)+)(?!\p{L})/gu;

/** The places of several words after a preposition in a translated `line` a Korean source lacks. */
export function unsupportedHangulPlaceRuns(
  line: string,
  source: { readonly text: string },
  lang: string,
): string[] {
  if (!writtenInHangul(source.text)) return [];
  const found: string[] = [];
  for (const [, run = ''] of line.matchAll(RUN)) {
    const words = run.split(' ');
    // A first word that is no common one is hangul-places.ts's to read.
    if (!isCommonWord(words[0] as string, lang) && !isCommonWord(words[0] as string, 'en'))
      continue;
    const own = words.filter((word) => !isCommonWord(word, lang) && !isCommonWord(word, 'en'));
    if (own.length === 0 || own.some((word) => romanSupported(word, source))) continue;
    const key = placeKey(run);
    if (countryNamesIn('en').has(key) || countryNamesIn(lang).has(key)) continue;
    if (!found.includes(run)) found.push(run);
  }
  return found;
}
