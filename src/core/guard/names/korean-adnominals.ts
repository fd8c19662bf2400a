/**
 * A Korean verb in its adnominal form before a bound noun (round thirty-five): "수입이 늘 것으로
 * 본다" of "수입이 생길 것으로 내다봤다" (revenue will grow, will arise). Where no capital tells a
 * name, a word a line puts in the place of the source's, in the source's frame, is read as a name
 * (replaced-names.ts); a word that ends on the adnominal ㄹ, or a verb's ㄴ syllable, before 것
 * (thing) or 듯 (as if), or on ㄹ before 수 (can), is a verb: a name takes a particle there
 * ("부산의 것"), not that ending. Another verb in that frame is a change of meaning the meaning readers judge, not a name.
 */

/** The first syllable of Hangul, and how many finals each initial and medial has. */
const HANGUL_START = 0xac00;
const FINALS = 28;
const FINAL_N = 4;
const FINAL_L = 8;
/** A bound noun after the word: 것 and 듯 after ㄹ or ㄴ, 수 (alone, or with 도, 는, 가) after ㄹ. */
const AFTER_EITHER = /^\s+(?:것|듯)/u;
const AFTER_L = /^\s+수(?:[도는가])?(?![\uac00-\ud7a3])/u;

/**
 * The syllables a verb's ㄴ adnominal ends on ("늘어난", "오른", "하는", "된"); a place's last
 * syllable with ㄴ ("부산", "인천") is none of them.
 */
const N_ENDINGS = new Set([...'는은한된난진운온본린른던긴낸든인간']);

/** The final consonant's index of a Hangul syllable, or undefined for any other character. */
function finalOf(syllable: string): number | undefined {
  const code = syllable.codePointAt(0) ?? 0;
  if (code < HANGUL_START || code > 0xd7a3) return undefined;
  return (code - HANGUL_START) % FINALS;
}

/** Whether the run `start`-`end` of `line` is a verb's adnominal form before a bound noun. */
export function isKoreanAdnominal(line: string, start: number, end: number): boolean {
  const run = line.slice(start, end);
  if (!/^[\uac00-\ud7a3]+$/u.test(run)) return false;
  const final = finalOf(run.slice(-1));
  const after = line.slice(end);
  if (final === FINAL_L) return AFTER_EITHER.test(after) || AFTER_L.test(after);
  return final === FINAL_N && N_ENDINGS.has(run.slice(-1)) && AFTER_EITHER.test(after);
}
