/**
 * A race's or a task's time told in words of hours, minutes and seconds in the source's language,
 * as a line writes it on the clock (issue 44, round forty-seven): Arabic "ساعتين و9 دقائق و41
 * ثانية" holds "2:09:41", Polish "2 godziny 5 minut" "2:05". reworded-figures.ts reads English's
 * "2 hours 2 minutes 16 seconds" only; here the units' words are CLDR's (`Intl.NumberFormat`'s
 * long unit names) in each of the source's languages, their forms with no digit too (Arabic's and
 * Hebrew's duals "ساعتان", "שעתיים": two hours), and the word joining them CLDR's list of units
 * (`Intl.ListFormat`: "و", "ו", "i", "und"), so no table of words is kept here.
 *
 * Narrow: hours then minutes, seconds after them or not, each unit's word right after its number
 * and only commas, spaces and the language's "and" between the parts; adds the clock's keys the
 * line's "2:09:41" is read with (the time 2:09 on either clock and the count 41), to a source only.
 */

const UNITS = ['hour', 'minute', 'second'] as const;
type Unit = (typeof UNITS)[number];
/** Counts whose forms CLDR writes differently (one, two, few, many, other in Arabic and Polish). */
const SAMPLES = [1, 2, 3, 5, 9, 11, 41, 100];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

interface LanguageDurations {
  pattern: RegExp;
  /** A unit's form with no digit, and the count it says ("ساعتان": 2). */
  counts: Map<string, number>;
}

const languages = /* @__PURE__ */ new Map<string, LanguageDurations | null>();

function unitForms(lang: string, unit: Unit, counts: Map<string, number>): string | undefined {
  const words = new Set<string>();
  const fixed = new Set<string>();
  const format = new Intl.NumberFormat(lang, {
    style: 'unit',
    unit,
    unitDisplay: 'long',
    numberingSystem: 'latn',
  });
  for (const sample of SAMPLES) {
    const written = format.format(sample).replace(/[\u200e\u200f\u061c]/gu, '');
    if (written.includes(String(sample))) {
      const word = written.replace(String(sample), '').trim();
      if (/\p{L}/u.test(word)) words.add(word);
    } else if (sample <= 2) {
      // Arabic's dual is written "ساعتان" after a verb, "ساعتين" after a preposition ("بزمن").
      const forms = /\p{sc=Arabic}ان$/u.test(written)
        ? [written, written.replace(/ان$/u, 'ين')]
        : [written];
      for (const form of forms) {
        fixed.add(form);
        counts.set(form, sample);
      }
    }
  }
  if (words.size === 0) return undefined;
  const byLength = (set: Set<string>) =>
    [...set]
      .sort((a, b) => b.length - a.length)
      .map(escaped)
      .join('|');
  const counted = `(\\d{1,2})\\s?(?:${byLength(words)})`;
  return fixed.size > 0 ? `(?:${counted}|(${byLength(fixed)}))` : `(?:${counted}())`;
}

function durationsOf(lang: string): LanguageDurations | null {
  let known = languages.get(lang);
  if (known !== undefined) return known;
  known = null;
  try {
    const counts = new Map<string, number>();
    const [hour, minute, second] = UNITS.map((unit) => unitForms(lang, unit, counts));
    if (hour && minute && second) {
      // The word CLDR joins a list of units with ("A، وB، وC": "و"), glued or spaced.
      const joins = new Set<string>();
      for (const items of [
        ['A', 'B'],
        ['A', 'B', 'C'],
      ]) {
        const parts = new Intl.ListFormat(lang, { type: 'unit', style: 'long' }).formatToParts(
          items,
        );
        for (const part of parts) {
          const word = part.value.replace(/[\s,،-]+/gu, '');
          if (part.type === 'literal' && word !== '') joins.add(word);
        }
      }
      const join = joins.size > 0 ? `(?:(?:${[...joins].map(escaped).join('|')})-?\\s?)?` : '';
      const between = `[\\s,،]*${join}`;
      const end = '(?![\\p{L}\\p{M}\\p{N}])';
      known = {
        pattern: new RegExp(
          `(?<![\\p{L}\\p{M}\\p{N}.,:])${hour}${between}${minute}(?:${between}${second})?${end}`,
          'gu',
        ),
        counts,
      };
    }
  } catch {
    // A language the runtime has no data for tells no duration here.
  }
  languages.set(lang, known);
  return known;
}

/** Adds to `keys` the clock's keys of `text`'s durations in words, in `langs` (a source's). */
export function addSpokenDurations(text: string, langs: readonly string[], keys: Set<string>) {
  for (const lang of new Set(langs)) {
    const durations = durationsOf(lang);
    if (!durations) continue;
    for (const match of text.matchAll(durations.pattern)) {
      const hours = Number(match[1] ?? durations.counts.get(match[2] ?? ''));
      const minutes = Number(match[3] ?? durations.counts.get(match[4] ?? ''));
      const seconds = Number(match[5] ?? durations.counts.get(match[6] ?? ''));
      if (Number.isNaN(hours) || Number.isNaN(minutes) || minutes > 59) continue;
      const clock = String(minutes).padStart(2, '0');
      // "2:09:41" is read as the time 2:09 (on either clock) and the count 41.
      keys.add(`t${hours}:${clock}`);
      keys.add(`t${hours + 12}:${clock}`);
      if (!Number.isNaN(seconds) && seconds <= 59) keys.add(`n${seconds}`);
    }
  }
}
