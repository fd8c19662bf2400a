/**
 * A vocabulary that tells a common word from a name in Chinese and Japanese (issue 44 item 4;
 * han-lexicon.data.ts, made from dictionaries that tag each word's part of speech:
 * scripts/make-han-lexicon.ts). The subtitles' list (uncased-words.ts) holds cities and given
 * names among its common words; these lists keep them apart. Read into sets on first need, a list
 * at a time, so a server that judges no Han line reads none.
 */

import { dataLine } from './data-line.ts';
import { HAN_LEXICON } from './han-lexicon.data.ts';

type List = 'ja-names' | 'ja-common' | 'zh-common';

const sets = /* @__PURE__ */ new Map<List, ReadonlySet<string>>();

function listOf(name: List): ReadonlySet<string> {
  let words = sets.get(name);
  if (!words) {
    words = new Set(dataLine(HAN_LEXICON, name)?.split(' ') ?? []);
    sets.set(name, words);
  }
  return words;
}

/** A Japanese word IPADIC knows only as a proper noun: a person, place or organisation. */
export const isJapaneseName = (word: string): boolean => listOf('ja-names').has(word);

/**
 * A word the language's tagged dictionary knows as a common word (a noun, verb, adjective or
 * adverb), never as a name: Japanese (IPADIC) or Chinese (jieba).
 */
export function isLexiconCommon(word: string, lang: string): boolean {
  if (lang === 'ja') return listOf('ja-common').has(word);
  if (lang === 'zh') return listOf('zh-common').has(word);
  return false;
}
