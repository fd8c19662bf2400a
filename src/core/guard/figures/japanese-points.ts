/**
 * Japanese's 点 after a count: points, goals or marks ("12点を挙げた": scored twelve, "テストで
 * 85点"), never the clock's hour, which Japanese writes 時; Chinese's "10点" is ten o'clock
 * (figure-clock.ts's CJK_HOUR). A held-out line "直近5試合で12点。" of "12得点を挙げた" was read as
 * 12:00 and stopped. A text is Japanese where it has kana, or where its languages are Japanese's
 * and not Chinese's (a line all in kanji, "12点獲得", of a Japanese post).
 */

const KANA = /[\p{sc=Hiragana}\p{sc=Katakana}]/u;
const POINT = /^\s?[点點]/u;

/** Whether the mark after the digits at `end` of `text` is Japanese's counter of points. */
export function japanesePoint(text: string, end: number, langs: ReadonlySet<string>): boolean {
  if (!POINT.test(text.slice(end, end + 2))) return false;
  return KANA.test(text) || (langs.has('ja') && !langs.has('zh'));
}
