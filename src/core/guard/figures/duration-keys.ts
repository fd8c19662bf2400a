/**
 * Durations a source states in a form a line rewrites (claim-figures.ts's sourceFigures adds their
 * keys to a source only):
 * - a race's time on the clock as its hours, minutes and seconds: "2:05:37" holds "two hours, five
 *   minutes and 37 seconds" (reworded-figures.ts reads the other way round, the words holding the
 *   clock's "2:02:16");
 * - half and a quarter of an hour in words as their minutes: "the last half hour" holds "a 30-minute
 *   Q&A", "eine Viertelstunde" "15 Minuten";
 * - hours written with "h" as hours (round twenty-seven): "80 milhões de views em 24h" holds "em 24
 *   horas", "a 3h queue" "three hours"; the figures reader reads "24h" as a clock's time;
 * - Korean's native day counts ("이틀간": two days, korean-day-counts.ts);
 * - CJK durations with their counter ("14天", "14日間", "3개월": cjk-durations.ts);
 * - Tamil's hours of a duration ("48 மணி நேரத்தில்": in 48 hours, tamil-hours.ts).
 */

import { addCjkDurationKeys } from './cjk-durations.ts';
import { addKoreanDayCounts } from './korean-day-counts.ts';
import { addTamilHours } from './tamil-hours.ts';

/** A race's time: hours, minutes and seconds, none of them part of a longer run of digits. */
const RACE_TIME = /(?<![\d:.,])(\d{1,2}):([0-5]\d):([0-5]\d)(?![\d:]|[.,]\d)/g;

/** Hours with "h", "hr", "hrs" or "hs", glued or spaced, no clock's minutes after them ("20h30"). */
const HOURS_H = /(?<![\d.,:])(\d{1,3})\s?(?:h|hrs?|hs)(?![\p{L}\p{N}])/gu;

/** Half an hour in the languages read, folded to lower case: its minutes are 30. */
const HALF_HOUR =
  /\bhalf(?:[\s-]an)?[\s-]hour\b|\bhalbe[nr]?\sstunde\b|\bdemi-heure\b|\bmedia\shora\b|\bmeia\shora\b|\bmezz['’]?ora\b|\bhalf\suur\b|\bhalvtimm[ae]\b/u;
/** A quarter of an hour: 15 minutes. */
const QUARTER_HOUR =
  /\bquarter(?:[\s-]of\san)?[\s-]hour\b|\bviertelstunde\b|\bquart\sd['’]heure\b|\bcuarto\sde\shora\b|\bquarto\sde\shora\b|\bkvart\b/u;

/** Adds to `keys` the minutes and hours a source's durations hold as a line rewrites them. */
export function addDurationKeys(text: string, keys: Set<string>): void {
  if (text.includes(':')) {
    for (const [, hours, minutes, seconds] of text.matchAll(RACE_TIME)) {
      keys.add(`u:hour:${Number(hours)}`);
      keys.add(`u:minute:${Number(minutes)}`);
      keys.add(`u:second:${Number(seconds)}`);
    }
  }
  for (const [, hours] of text.matchAll(HOURS_H)) keys.add(`u:hour:${Number(hours)}`);
  const lower = text.toLowerCase();
  if (HALF_HOUR.test(lower)) for (const key of ['u:minute:30', 'n30', 'u:hour:0.5']) keys.add(key);
  if (QUARTER_HOUR.test(lower)) for (const key of ['u:minute:15', 'n15']) keys.add(key);
  addKoreanDayCounts(text, keys);
  // "14天", "14日間", "3개월": a CJK duration's unit (cjk-durations.ts).
  addCjkDurationKeys(text, keys);
  addTamilHours(text, keys);
}
