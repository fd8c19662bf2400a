/**
 * Korean counts days with native words, no digits ("이틀간", for two days; "사흘 동안", for three;
 * round thirty-nine): "이틀간 약 9만 명의 관객" was read as no figure, and a card's "over two days"
 * of it was stopped as a count the post lacks. A source's such word holds its days' count as a
 * line's "two days" or "2 days" reads it (duration-keys.ts adds it to a source's keys only). The
 * words are a closed set, one to ten, which no number lexicon (n2words, CLDR) names.
 */

/** The native day counts, one to ten, in order. */
const DAYS = ['하루', '이틀', '사흘', '나흘', '닷새', '엿새', '이레', '여드레', '아흐레', '열흘'];

/** A day count opening a Hangul word ("이틀간", "사흘째", "열흘 동안"), not inside one. */
const DAY_COUNT = new RegExp(`(?<![\\uac00-\\ud7a3])(${DAYS.join('|')})`, 'gu');

/** Adds to `keys` the days each Korean day count of `text` holds ("이틀": 2 days). */
export function addKoreanDayCounts(text: string, keys: Set<string>): void {
  if (!/[\uac00-\ud7a3]/u.test(text)) return;
  for (const [, word = ''] of text.matchAll(DAY_COUNT)) {
    keys.add(`u:day:${DAYS.indexOf(word) + 1}`);
  }
}
