/**
 * Hebrew's prepositions of place are letters written onto their noun (issue 44, round forty-four):
 * "ברמלה" is "in Ramla", "לחיפה" "to Haifa", "מאילת" "from Eilat", and "וב", "שב", "כשב" put "and",
 * "that", "when" before them. locative-names.ts reads Arabic's and Persian's prepositions of place
 * as words before a place; Hebrew has none such, so a name put for the source's ("ברמלה" of
 * "בלוד", both after the school's name) is read here by the letter itself: the place's word and
 * the source's carry the same one. Only a letter with two letters of a word after it at least.
 */

/** "and", "that" or "when" before the preposition; then "ב" (in, at), "ל" (to) or "מ" (from). */
const PLACE_PREFIX = /^(?:ו|ש|כש)?([בלמ])(?=\p{Script=Hebrew}{2})/u;

/** The letter of place written onto a Hebrew word ("ב" of "ברמלה"), or undefined. */
export function hebrewPlacePrefix(word: string): string | undefined {
  return PLACE_PREFIX.exec(word)?.[1];
}
