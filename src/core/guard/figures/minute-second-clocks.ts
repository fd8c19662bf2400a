/**
 * A gap or a time told in minutes and seconds in the source's language, as a line writes it the
 * way a race's results do, on the clock (issue 44, round forty-eight): Czech "1 minutou 12 sekund
 * před Čechem" holds "1:12 před", English "1 minute 12 seconds behind" "1:12 behind".
 * spoken-durations.ts reads hours then minutes; a gap of under an hour starts at its minutes. The
 * units' words are CLDR's (`Intl.NumberFormat`'s long unit names) in each of the source's
 * languages, and their stem (the shortest form less a last vowel) with a case's ending of up to
 * three letters, as Slavic languages decline them after a preposition ("minutou", "минутой",
 * "minutą"); the word joining them is CLDR's in a list of units or things (`Intl.ListFormat`: "and", "a", "и").
 *
 * Narrow: the minutes' number and word, then only spaces, a comma or the language's "and", then
 * the seconds' number (under 60) and word; adds the keys the line's "1:12" is read with (the time
 * 1:12 on either clock), to a source only. Another gap ("1:21", "2:12") stays a claim.
 */

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** Counts whose forms CLDR writes differently (one, two, few, many, other). */
const SAMPLES = [1, 2, 3, 5, 12, 41];

const patterns = /* @__PURE__ */ new Map<string, RegExp | null>();

/** A unit's words in `lang`, and its stem with a case's ending, as a pattern's alternatives. */
function unitWords(lang: string, unit: 'minute' | 'second'): string | undefined {
  const format = new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'long' });
  const words = new Set<string>();
  for (const sample of SAMPLES) {
    const word = format.format(sample).replace(String(sample), '').trim();
    // Only a word of letters after its number ("12 sekund"), not a form around it.
    if (/^\p{L}+$/u.test(word) && format.format(sample).startsWith(String(sample))) words.add(word);
  }
  if (words.size === 0) return undefined;
  const shortest = [...words].sort((a, b) => a.length - b.length)[0] as string;
  const stem = shortest.replace(/[aeiouyáéíóúýαεηιουωάέήίόύώаеиоуыэюяіє]$/iu, '');
  const forms = [...words].sort((a, b) => b.length - a.length).map(escaped);
  // A stem of three letters or fewer would take in other words; its forms alone are read then.
  if ([...stem].length >= 4) forms.push(`${escaped(stem)}\\p{L}{0,3}`);
  return forms.join('|');
}

function patternOf(lang: string): RegExp | null {
  let known = patterns.get(lang);
  if (known !== undefined) return known;
  known = null;
  try {
    const minute = unitWords(lang, 'minute');
    const second = unitWords(lang, 'second');
    if (minute && second) {
      const joins = new Set<string>();
      for (const type of ['unit', 'conjunction'] as const) {
        const list = new Intl.ListFormat(lang, { type, style: 'long' });
        for (const part of list.formatToParts(['A', 'B'])) {
          const word = part.value.replace(/[\s,]+/gu, '');
          if (part.type === 'literal' && /^\p{L}+$/u.test(word)) joins.add(escaped(word));
        }
      }
      const join = joins.size > 0 ? `(?:(?:${[...joins].join('|')})\\s)?` : '';
      known = new RegExp(
        `(?<![\\p{L}\\p{M}\\p{N}.,:])(\\d{1,2})\\s?(?:${minute}),?\\s*${join}(\\d{1,2})\\s?(?:${second})(?![\\p{L}\\p{M}\\p{N}])`,
        'giu',
      );
    }
  } catch {
    // A language the runtime has no data for tells no gap here.
  }
  patterns.set(lang, known);
  return known;
}

/**
 * Adds to `keys` the clock's keys of `text`'s minutes and seconds in words, in English (read in
 * every source, as its number words are) and `langs`.
 */
export function addMinuteSecondClocks(text: string, langs: readonly string[], keys: Set<string>) {
  if (!/\d/u.test(text)) return;
  for (const lang of new Set(['en', ...langs])) {
    const pattern = patternOf(lang);
    if (!pattern) continue;
    for (const [, minutes, seconds] of text.matchAll(pattern)) {
      if (Number(seconds) > 59) continue;
      const clock = String(seconds).padStart(2, '0');
      // "1:12" is read as the time 1:12, on either clock.
      keys.add(`t${Number(minutes)}:${clock}`);
      keys.add(`t${Number(minutes) + 12}:${clock}`);
    }
  }
}
