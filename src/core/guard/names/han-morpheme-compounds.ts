/**
 * A Chinese verb said with another compound of the source's morpheme (issue 44, precision; round
 * seven's "搭乘公共交通" of "乘坐公共交通", to ride): Chinese makes its everyday words of two
 * characters, and a synonym often keeps one of the source's, moved to the compound's other place
 * ("搭乘", "乘坐"; "观看", "看到"). A name put for another keeps the character it shares where the
 * source's has it: a place's head last ("苏州" of "杭州"), a surname first ("王伟" of "王建国").
 * So a run that is one word of two characters (Intl.Segmenter's dictionary word) sharing one
 * character with a two-character word of the source, in the other place, is a rewording, no name.
 */

import { segmentsOf } from '../../segments-of.ts';
import { oncePer } from '../once-per-source.ts';
import type { NameSource } from './claim-names.ts';

const TWO_HAN = /^\p{Script=Han}{2}$/u;

let segmenter: Intl.Segmenter | undefined;

/** A text's words of two Han characters, as the segmenter's dictionary cuts it. */
function twoCharacterWords(text: string): string[] {
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' });
  return [...segmentsOf(segmenter, text)]
    .filter((part) => part.isWordLike && TWO_HAN.test(part.segment))
    .map((part) => part.segment);
}

/** The source's two-character words, read once. */
const pairsOf = /* @__PURE__ */ oncePer((source: NameSource): Set<string> => {
  return new Set(twoCharacterWords(source.text));
});

/** Whether a Chinese run is one two-character word that moves a source word's character. */
export function isMovedMorpheme(run: string, source: NameSource): boolean {
  if (!source.langs.includes('zh') || !TWO_HAN.test(run)) return false;
  if (twoCharacterWords(run).join('') !== run) return false;
  const [first, second] = [...run] as [string, string];
  for (const word of pairsOf(source)) {
    const [head, tail] = [...word] as [string, string];
    // One shared character, each in the other's other place ("搭乘" and "乘坐").
    if ((second === head && first !== tail) || (first === tail && second !== head)) return true;
  }
  return false;
}
