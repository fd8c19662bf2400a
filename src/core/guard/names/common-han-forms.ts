/**
 * Common words in a form the subtitles' list (uncased-words.ts) does not keep, which the rarity
 * readers (unknown-names.ts, rare-swaps.ts) took for names (issue 44 item 4, h299's blind probes).
 * Chinese: the segmenter joins a verb and its aspect particle into one word ("做了", did; "去过",
 * has been): the list keeps "做", not the pair. A name takes no aspect particle after it. A
 * numeral and its counter ("一周", "五日") is a figure's word (han-date-words.ts).
 */
import { isHanFigureWord } from './han-date-words.ts';

/** A verb and its aspect particle: done, been, going on. */
const ASPECT = /^(\p{Script=Han}+?)[了过過着著]$/u;

/**
 * Whether a segmented Chinese or Japanese word is a common one of `words`, its language's list (see
 * the file's comment); the aspect particles are Chinese's ("東京着" is Japanese's arrival at Tokyo).
 */
export function isCommonHanForm(word: string, words: ReadonlySet<string>, lang: string): boolean {
  if (words.has(word) || isHanFigureWord(word)) return true;
  const stem = lang === 'zh' ? ASPECT.exec(word)?.[1] : undefined;
  return stem !== undefined && words.has(stem);
}
