/**
 * A speed written with its two units in different forms (issue 44, round fifty-three): Hindi
 * posts write "120 किमी प्रति घंटा" (the short "km", the long "per hour") and cards "120
 * किमी/घंटा"; CLDR gives each rate's forms whole ("किलोमीटर प्रति घंटा", "किमी/घं"), so the
 * source's was read as a distance in km and the card's as a speed, and a faithful line was stopped.
 * A rate's forms are made here from its two units' own: any form of the unit it counts, then "/"
 * or the language's own word for "per" (read from CLDR's long form: "per", "प्रति", "pro", "в"),
 * then any form of one of the unit it is per. "120 किमी प्रति घंटा" is then a speed as "120
 * किमी/घंटा" is, and neither is "120 किमी" (a distance) nor "130 किमी/घंटा".
 */
import { cldrUnitNames } from './cldr-unit-names.ts';

/** The rates figure-measures.ts reads: the rate, the unit it counts, the unit it is per. */
const RATES = [
  ['kilometer-per-hour', 'kilometer', 'hour'],
  ['mile-per-hour', 'mile', 'hour'],
] as const;

/** Values for every plural form of the counted unit; one of the unit it is per. */
const VALUES = [1, 2, 3, 5, 11, 21, 1.5, 30, 100];

/** Each form of `unit` in `lang` at `values`, long first. */
function formsOf(lang: string, unit: string, values: readonly number[]): string[] {
  const forms = new Set<string>();
  for (const { parts } of cldrUnitNames(lang, [unit], values)) {
    const text = parts.join(' ').trim();
    if (text) forms.add(text);
  }
  return [...forms];
}

/** The rates' forms in `lang` made of their units' forms, each with the rate it names. */
export function* mixedRateForms(lang: string): Generator<{ form: string; unit: string }> {
  for (const [rate, counted, per] of RATES) {
    const wholes = formsOf(lang, rate, [100]);
    const counts = formsOf(lang, counted, VALUES);
    const ones = formsOf(lang, per, [1]);
    // The long rate is "<counted> <word> <per>": the word between the two long names is "per".
    const word = ((whole, count, one) =>
      whole && count && one && whole.startsWith(`${count} `) && whole.endsWith(` ${one}`)
        ? whole.slice(count.length + 1, whole.length - one.length - 1)
        : undefined)(wholes[0], formsOf(lang, counted, [100])[0], ones[0]);
    const joins = ['/', ' / ', ...(word && /^[\p{L}\p{M}]+$/u.test(word) ? [` ${word} `] : [])];
    for (const count of counts) {
      for (const join of joins) {
        for (const one of ones) yield { form: `${count}${join}${one}`, unit: rate };
      }
    }
  }
}
