/**
 * A Korean bound noun of one syllable after a demonstrative (round forty-six): "그 외 시간에는"
 * (at other times) of a source's "그 밖의 시간에는". Where no capital tells a name, a word a line
 * puts in the place of the source's, in the source's frame, is read as a name (replaced-names.ts);
 * but after 그, 이 or 저 (that, this) a syllable alone is a bound noun of place or time ("그 외",
 * "그 중", "이 후", "그 때"): a name there is longer, or takes the demonstrative's noun ("그 도시").
 */

const DEMONSTRATIVE_BEFORE = /(?:^|[^\uac00-\ud7a3])[그이저]\s+$/u;
const ONE_SYLLABLE = /^[\uac00-\ud7a3]$/u;

/** Whether the run `start`-`end` of `line` is one Hangul syllable right after 그, 이 or 저. */
export function isKoreanDemonstrativeNoun(line: string, start: number, end: number): boolean {
  if (!ONE_SYLLABLE.test(line.slice(start, end))) return false;
  return DEMONSTRATIVE_BEFORE.test(line.slice(Math.max(0, start - 4), start));
}
