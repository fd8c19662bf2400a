/**
 * The names CLDR gives a unit in a language (through `Intl.NumberFormat`'s unit style), long, short
 * and narrow, for each of `values` (so that every plural form is met): one list of the unit parts of
 * each formatted number, and how many of them stand before the number (Turkish "yüzde 5"). Read by
 * figure-measures.ts (a measure after a number), spoken-units.ts (a unit's name read as no name)
 * and cldr-percent-words.ts, each keeping the forms its reading needs.
 */
export function* cldrUnitNames(
  lang: string,
  units: readonly string[],
  values: readonly number[],
): Generator<{ unit: string; parts: string[]; before: number }> {
  for (const unit of units) {
    for (const unitDisplay of ['long', 'short', 'narrow'] as const) {
      let format: Intl.NumberFormat;
      try {
        format = new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay });
      } catch {
        // A runtime without this unit or language reads the others.
        continue;
      }
      for (const value of values) {
        const all = format.formatToParts(value);
        const number = all.findIndex((part) => part.type === 'integer');
        const units = all.filter((part) => part.type === 'unit');
        const parts = units.map((part) => part.value);
        const before = units.filter((part) => all.indexOf(part) < number).length;
        yield { unit, parts, before };
      }
    }
  }
}
