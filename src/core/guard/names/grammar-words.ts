/**
 * A word of a script written without spaces that is only grammar: a function word, or two of them
 * the segmenter keeps as one ("ได้ที่", "can … at", in "สอบถามได้ที่สายด่วน 1422": round
 * thirty-nine). replaced-names.ts reads a run the line puts between two frames of the source as a
 * name put for the source's words there; where those words are only grammar, the line says more
 * beside them ("สอบถามเพิ่มเติมโทรสายด่วน 1422", "for more, call the hotline"), no other name. Only
 * in such scripts, whose segmenter joins function words: a spaced script's function word replaced
 * may be a name's article ("Die Bäckerei Kühn" of "Die Bäckerei Lehmann").
 */
import { UNSPACED } from '../../unspaced-scripts.ts';
import { isStopWord } from '../words/stop-words.ts';

/** `word` is a function word of `langs`, or two joined, in a script written without spaces. */
export function isUnspacedGrammar(word: string, langs: readonly string[]): boolean {
  if (!UNSPACED.test(word)) return false;
  const stop = (part: string) => langs.some((lang) => isStopWord(part, lang));
  if (stop(word)) return true;
  const chars = [...word];
  for (let cut = 1; cut < chars.length; cut++) {
    if (stop(chars.slice(0, cut).join('')) && stop(chars.slice(cut).join(''))) return true;
  }
  return false;
}
