/**
 * A decimal Chinese writes in numerals with 点 as its point (round thirty-five): "十四点五公里" is
 * 14.5 km. The figures' reader read "十四点" as the hour 14:00 (点 is o'clock too: "十点半",
 * "三点五分") and "五公里" as 5 km, so a card's "十四点五公里" of a post's "约14.5公里" was
 * stopped, and a translation's "14.5 km" of a post's "十四点五公里" would be. Such a decimal is
 * written here as its digits before the figures are read: its point's numerals are digits read
 * one by one ("三点一四"), no ten among them, with no minute, quarter, half or hour mark after
 * them ("三点五分", "十点半" stay times) and no time of day before ("下午三点五").
 */
import { cjkValue } from './cjk-numerals.ts';

const WHOLE = '〇零一二两兩三四五六七八九十百千万萬亿億';
const DIGITS = '〇零一二两兩三四五六七八九';
const CJK_DECIMAL = new RegExp(
  `(?<![${WHOLE}]|上午|下午|晚上|早上|凌晨|中午|傍晚|夜里|夜間|今晚)([${WHOLE}]+)点([${DIGITS}]+)(?![${WHOLE}分刻钟鐘时時半])`,
  'gu',
);

/** `text` with each decimal written in numerals as its digits ("十四点五": "14.5"). */
export function writeCjkDecimals(text: string): string {
  if (!text.includes('点')) return text;
  return text.replace(
    CJK_DECIMAL,
    (_, whole: string, decimals: string) =>
      `${cjkValue(whole)}.${[...decimals].map((digit) => cjkValue(digit)).join('')}`,
  );
}
