/**
 * Words of Chinese, Japanese and Korean text, which does not put spaces between them: found with
 * the platform's own word segmenter (`Intl.Segmenter`), so a hashtag or a GIF search is a word
 * ("#地震", "funny meme 図書館"), never a whole sentence.
 */

import { segmentsOf } from './segments-of.ts';

const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー々]+/gu;
/** Only kana: in Japanese mostly grammar (です, ました, から), not what a text is about. */
const ONLY_HIRAGANA = /^[\p{Script=Hiragana}ー]+$/u;

export const isCjkWord = (word: string): boolean => CJK_CHAR.test(word);

let segmenter: Intl.Segmenter | null | undefined;

function wordSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined) {
    segmenter =
      typeof Intl.Segmenter === 'function'
        ? new Intl.Segmenter('ja', { granularity: 'word' })
        : null;
  }
  return segmenter;
}

/** The content words of one run of CJK text (two characters or more, not only hiragana). */
export function cjkWords(run: string): string[] {
  const found = wordSegmenter();
  const words = found
    ? Array.from(segmentsOf(found, run), (part) => (part.isWordLike ? part.segment : ''))
    : [run];
  return words.filter((word) => [...word].length >= 2 && !ONLY_HIRAGANA.test(word));
}

/** The text with each CJK run replaced by its content words, spaced: ready for word matching. */
export function spaceCjkWords(text: string): string {
  if (!CJK_CHAR.test(text)) return text;
  return text.replace(CJK_RUN, (run) => ` ${cjkWords(run).join(' ')} `);
}
