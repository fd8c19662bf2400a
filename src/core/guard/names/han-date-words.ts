/**
 * A Chinese or Japanese word of Han numerals, or of Han numerals and a date's counter (h258): the
 * segmenter cuts "三月五日" (March 5th, of a source's "3月5日") into "三月" and "五日", words the
 * source does not write as they stand, and the names readers of scripts without capitals read
 * them as a name ("三月五日、東京で…" stopped for "三月五日"). unknown-names.ts reads such a word
 * as no rare one (it still joins the run of a name beside it), name-tokens.ts as a number, as it
 * reads "3月5日". The figures and dates readers check the numbers (cjk-numerals.ts,
 * claim-calendar.ts's months): a changed month or day ("四月五日") is still stopped there.
 */

/** A run of Han numerals ("三万", "六千", "二十"). */
const HAN_NUMERAL = /^[〇零一二三四五六七八九十百千万萬亿億两兩]+$/u;

/**
 * Han numerals, then a year's, month's or day's counter ("三月", "五日", "二〇二五年", "五号"), or
 * a time's or a count's ("一周", a week; "两天", two days; "三个月", three months; "三个"): the
 * segmenter's one word, which the subtitles' list keeps no more than it keeps "五日" (h299).
 */
const HAN_DATE =
  /^[〇零一二三四五六七八九十百千两兩]{1,4}(?:[年月日号號周週天个個]|[个個]月|[个個]星期)$/u;

/** Whether a segmented word is Han numerals only ("三万", "六千"): the figures reader's. */
export const isHanNumeral = (word: string): boolean => HAN_NUMERAL.test(word);

/** Whether a segmented word is a figure's: Han numerals, alone or with a date's counter. */
export function isHanFigureWord(word: string): boolean {
  return HAN_NUMERAL.test(word) || HAN_DATE.test(word);
}
