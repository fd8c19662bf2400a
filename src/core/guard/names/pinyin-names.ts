/**
 * Names in a line translated from a Chinese source (docs/decisions/012, round ten): a translation
 * writes the source's people, clubs and towns in pinyin ("Wu Lei" of "武磊", "Beijing Guoan" of
 * "北京国安"), its other capitals being its own words' ("Shanghai Port" of "上海海港"). A
 * capitalised word the line's language does not hold that is pinyin through and through, and that
 * the source's Han, romanised by any-ascii, does not spell, is a new name: "Shandong Taishan" of a
 * post about Shanghai and Beijing. any-ascii reads each character one way ("重庆" as "ZhongQing",
 * "台北" as "TaiBei"): initials read alike are one ("zh", "ch", "j", "q" and "z"; "sh", "x" and
 * "s", "厦" being "Sha" there and "Xia" in "Xiamen"), and a spelling of six letters or more one letter off the source's is the source's. Countries and
 * capitals are the places reader's (place-words.ts), in any romanisation ("Hong Kong" of "香港").
 */

import { isPlaceNameWord } from '../places/place-name-words.ts';
import { isCommonWord } from '../words/common-words.ts';
import { isChineseSoundLoan } from './chinese-sound-loans.ts';
import { type RomanisedScript, romanisedRuns } from './romanised-runs.ts';
import { isUndottedSoundLoan } from './undotted-sound-loans.ts';

/** One pinyin syllable, without tones: an initial, then a final. */
const SYLLABLE =
  '(?:zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])?(?:iang|iong|uang|ueng|iao|ian|uai|uan|ang|eng|ing|ong|ai|ei|ui|ao|ou|iu|ie|ue|ve|er|an|en|in|un|ia|ua|uo|a|o|e|i|u|v)';
/** A word of two syllables or more, every letter a syllable's. */
const PINYIN = new RegExp(`^(?:${SYLLABLE}){2,}$`);
const HAN = /\p{Script=Han}/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Pinyin with the initials a character's other readings share written alike. */
const alike = (letters: string) => letters.replace(/[zc]h|[jq]i?|c/g, 'z').replace(/sh|xi?/g, 's');

/**
 * Han, for a Chinese source: most of its letters Han, and no kana (Japanese's kanji read
 * otherwise).
 */
const HAN_SCRIPT: RomanisedScript = {
  letter: /\p{Script=Han}/gu,
  run: /\p{Script=Han}+/gu,
  alike,
  otherLanguage: (text) => KANA.test(text),
};
const runsOf = /* @__PURE__ */ new WeakMap<object, readonly string[] | null>();

/** Whether `letters` (alike) stand in one of `runs` (alike), one letter off from six letters on. */
function spelledIn(letters: string, runs: readonly string[]): boolean {
  const allowed = letters.length >= 6 ? 1 : 0;
  for (const run of runs) {
    for (let at = 0; at + letters.length <= run.length; at++) {
      let off = 0;
      for (let index = 0; index < letters.length && off <= allowed; index++) {
        if (run[at + index] !== letters[index]) off++;
      }
      if (off <= allowed) return true;
    }
  }
  return false;
}

/**
 * Of a translated line's capitalised `names` (a word or a run of words the source does not
 * have as written), the ones a Chinese source does not spell in pinyin; none where the source is
 * not Chinese. `lang` is the line's language.
 */
export function unsupportedPinyinNames(
  names: readonly string[],
  source: { readonly text: string },
  lang: string,
): string[] {
  if (!HAN.test(source.text)) return [];
  const runs = romanisedRuns(source, HAN_SCRIPT, runsOf);
  if (!runs) return [];
  return names.filter((name) => {
    const words = name
      .replace(/['’]s$/u, '')
      .split(/[\s-]+/u)
      .map((word) => word.toLowerCase());
    // "Wu Lei": a name of short syllables is read whole.
    if (spelledIn(alike(words.join('')), runs)) return false;
    return words.some(
      (word) =>
        // Four letters are a Cantonese surname as often ("Chan", "Wong" of "陳", "黃").
        word.length >= 5 &&
        PINYIN.test(word) &&
        !isCommonWord(word, lang) &&
        !isCommonWord(word, 'en') &&
        !isPlaceNameWord(word) &&
        !spelledIn(alike(word), runs) &&
        !isChineseSoundLoan(word, source) &&
        // "Benfica" of "本菲卡": a club's sound loan, unmarked (undotted-sound-loans.ts).
        !isUndottedSoundLoan(word, source),
    );
  });
}
