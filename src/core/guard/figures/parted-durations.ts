/**
 * A duration a line writes in parts where the source gives it whole (issue 44 item 4): "4시간 30분"
 * and "4시간 반" of "4.5시간", "4時間半", "4小时30分", "4个半小时" of "4.5小时", "2 hours 15 minutes"
 * of "2.25 hours", "4 Stunden und 30 Minuten" of "270 Minuten". Each part alone is no figure of the
 * source's ("4시간", "30분"); the parts' sum is. A part holds where the hours and minutes (or the
 * half, "반", "半", after the hours; Chinese "个半" before them) it stands in sum to a duration the
 * source gives, in any unit of the clock (converted-durations.ts). The hour's and minute's names
 * are CLDR's in the source's languages and English; "4시간 40분" and "5時間半" of 4.5 hours stay
 * stopped.
 */
import type { ClaimSource } from '../claim-source.ts';
import { cldrUnitNames } from './cldr-unit-names.ts';
import { durationOf, sameDuration } from './converted-durations.ts';
import type { Figure } from './figure-kinds.ts';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const HAN = /^\p{Script=Han}/u;

/** The hour's and minute's names in `langs` (and Chinese's traditional ones), as alternations. */
function unitNames(langs: readonly string[]): { hour: string; minute: string } {
  const names = { hour: new Set<string>(), minute: new Set<string>() };
  const read = langs.flatMap((lang) => (lang === 'zh' ? ['zh', 'zh-Hant'] : [lang]));
  for (const lang of new Set([...read, 'en'])) {
    for (const { unit, parts } of cldrUnitNames(lang, ['hour', 'minute'], [1, 2, 5, 30])) {
      for (const part of parts) {
        const name = part.trim();
        if (name === '') continue;
        names[unit as 'hour' | 'minute'].add(name);
        // "30分" of "30分钟": a Han minute's first character is its name too.
        if (unit === 'minute' && HAN.test(name)) names.minute.add(name[0] as string);
      }
    }
  }
  const alternation = (set: Set<string>) =>
    [...set]
      .sort((one, other) => other.length - one.length)
      .map(escaped)
      .join('|');
  return { hour: alternation(names.hour), minute: alternation(names.minute) };
}

const patterns = /* @__PURE__ */ new Map<string, RegExp>();

/** Hours and minutes, hours and a half, or Chinese "个半" hours, in `langs`' unit names. */
function partsPattern(langs: readonly string[]): RegExp {
  const key = langs.join(',');
  let pattern = patterns.get(key);
  if (!pattern) {
    const { hour, minute } = unitNames(langs);
    // A short joining word may stand between the parts ("and", "und", "y", "и").
    pattern = new RegExp(
      String.raw`(\d+)\s?(?:${hour})\.?\s*(?:(?:\p{L}{1,3})\s+)?(?:(\d{1,2})\s?(?:${minute})|(반|半))(?![\p{Script=Latin}\p{Script=Cyrillic}\p{N}])|(\d+)\s?[个個]半\s?(?:${hour})`,
      'giu',
    );
    patterns.set(key, pattern);
  }
  return pattern;
}

/** Whether `figure` is a part of a duration the line writes in parts that sums to the source's. */
export function partedDuration(figure: Figure, line: string, source: ClaimSource): boolean {
  if (!/\d/u.test(figure.text)) return false;
  for (const match of line.matchAll(partsPattern(source.langs))) {
    if (!match[0].includes(figure.text) && !figure.text.includes(match[0])) continue;
    const hours = Number(match[1] ?? match[4]);
    const minutes = match[2] !== undefined ? Number(match[2]) : 30;
    if (minutes >= 60) continue;
    const whole = { unit: 'minute', value: hours * 60 + minutes };
    for (const key of source.figures) {
      const held = key.startsWith('u:') ? durationOf(key) : undefined;
      if (held && sameDuration(held, whole)) return true;
    }
  }
  return false;
}
