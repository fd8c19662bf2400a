/**
 * A Chinese run the replaced-names reader finds where the source has other words may be the
 * source's words said otherwise, not a name (round seven): "组委会呼吁观众尽量选择公共交通" of
 * "提醒观众乘坐公共交通" puts "尽量选择" (choose where possible) where the source's "乘坐" was.
 * Han has no capitals and the segmenter cuts a name it does not know into single characters: a
 * run that Intl's Chinese segmenter cuts into two words or more, each of two characters or more
 * and each one of the language's common words (uncased-words.ts, the subtitles' list), is a
 * phrase. One that names a country ("日本时间") stays a claim; a capital of common words ("北京时间")
 * passes, as the places reader knows capitals by their English names only.
 */

import { segmentsOf } from '../../segments-of.ts';
import { textCountryCodes } from '../places/text-country-codes.ts';
import { uncasedKey, uncasedWords } from '../words/uncased-words.ts';
import { isCommon } from './unknown-names.ts';

let segmenter: Intl.Segmenter | undefined;

const HAN = /^\p{Script=Han}+$/u;

/** Whether a run of Han a Chinese line puts in the source's place is a phrase of common words. */
export function isCommonHanPhrase(run: string, langs: readonly string[]): boolean {
  if (!langs.includes('zh') || !HAN.test(run)) return false;
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' });
  const words = [...segmentsOf(segmenter, run)].map((part) => part.segment);
  const common = uncasedWords('zh');
  return (
    words.length >= 2 &&
    words.every(
      (word) => [...word].length >= 2 && isCommon(uncasedKey(word, 'zh'), 'zh', common),
    ) &&
    textCountryCodes(run, ['zh']).size === 0
  );
}
