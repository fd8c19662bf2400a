/**
 * A duration Chinese, Japanese or Korean writes with its counter against the digits: "14天",
 * "14日間", "14일간" (days), "3个月", "3カ月", "3개월" (months), "2週間", "2주간" (weeks), "3小时",
 * "3時間", "3시간" (hours). The figures reader reads "14天" as a bare 14 and "14日間", "14일간" as
 * a date's day, so a source's "罢工持续了14天" held no two weeks, and a line's "两周" of it was
 * stopped. A source's such duration holds its unit's key (duration-keys.ts adds it to a source's
 * keys only), which converted-durations.ts converts to the line's unit. A bare 年 or 日 is not read:
 * "2024年" is a year, "14日" a day of the month.
 */

/** Each counter of time after the digits, with its unit. */
const COUNTERS: ReadonlyArray<readonly [string, string]> = [
  ['天|日間|日间|일간|일\\s?동안', 'day'],
  ['週間|周(?![年岁])|个星期|個星期|星期|주간|주\\s?동안', 'week'],
  ['个月|個月|[かヶカケ]月|개월', 'month'],
  ['年間|年间|년간|년\\s?동안', 'year'],
  ['小时|小時|個小時|个小时|時間|시간(?!대)', 'hour'],
  ['分钟|分鐘|分間|분간|분\\s?동안', 'minute'],
];

const DURATION = new RegExp(
  `(?<![\\d.,])(\\d+(?:[.,]\\d+)?)\\s?(?:${COUNTERS.map(([words]) => `(${words})`).join('|')})`,
  'gu',
);
/** Han, kana or Hangul: a text with none has no such counter. */
const CJK = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]/u;

/** Adds to `keys` the `u:<unit>:<value>` key of each CJK duration of `text` ("14天": u:day:14). */
export function addCjkDurationKeys(text: string, keys: Set<string>): void {
  if (!CJK.test(text)) return;
  for (const match of text.matchAll(DURATION)) {
    const at = match.slice(2).findIndex((word) => word !== undefined);
    const unit = COUNTERS[at]?.[1];
    if (unit) keys.add(`u:${unit}:${Number((match[1] as string).replace(',', '.'))}`);
  }
}
