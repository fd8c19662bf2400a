/**
 * A place a Korean line names with "에서" (at, in) that its Korean source never writes
 * (docs/decisions/012, round twenty-seven): "뚝섬에서도 같은 날 불꽃을 볼 수 있다" of a post
 * whose fireworks are at 여의도, "수성못에서 열립니다". Korean writes no capitals, and the names
 * reader left such a line to a weekday it misread; the particle itself says where. Only a word of
 * two syllables or more that the source's text does not hold (a paraphrase keeps the source's
 * places, "올림픽홀에서") and that is no common word ("현장에서", "무대에서"). A translated line's
 * places are translated-names.ts's: a Korean line of another language's post spells them anew.
 */
import { isCommonWord } from '../words/common-words.ts';
import { uncasedKey, uncasedWords } from '../words/uncased-words.ts';

/** One-syllable nouns Korean makes on a name: 전 (match), 측 (side), 팀, 시 (city), 구, 역. */
const HEAD_SUFFIX = /\p{sc=Hangul}{2}(?:전|측|팀|시|구|군|역)$/u;

const LOCATIVE = /(?<!\p{sc=Hangul})(\p{sc=Hangul}{2,})(?:에서도|에서는|에서)(?!\p{sc=Hangul})/gu;

/** The places `line` puts something at that the Korean `source` does not name. */
export function unsupportedKoreanLocatives(
  line: string,
  source: { readonly text: string; readonly langs: readonly string[] },
): string[] {
  if (source.langs[0] !== 'ko' || !line.includes('에서')) return [];
  const found: string[] = [];
  for (const [, place = ''] of line.matchAll(LOCATIVE)) {
    if (source.text.includes(place) || found.includes(place)) continue;
    // "아스널전에서" (in the Arsenal match) of "아스널과의 경기": the source's name and a noun of
    // one syllable made on it, a match, a side, a city (h276).
    if (HEAD_SUFFIX.test(place) && source.text.includes(place.slice(0, -1))) continue;
    // Common nouns of both lists ("현장", "학교", "무대"): where a thing is, not which place.
    if (isCommonWord(place, 'ko') || uncasedWords('ko').has(uncasedKey(place, 'ko'))) continue;
    found.push(place);
  }
  return found;
}
