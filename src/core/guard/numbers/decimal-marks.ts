/**
 * Which languages write a decimal comma (CLDR's decimal symbol, through `Intl`): a line's "5,000"
 * in English is five thousand, never five; in German or Indonesian "5,000" may be five. A line
 * written in languages that all use a decimal point is read without the comma's second reading
 * (round nineteen: an English translation's "5,000 units" of an Indonesian "500 unit" passed, its
 * "5" held by the source's "5G").
 */

const commaByLang = /* @__PURE__ */ new Map<string, boolean>();

/** True where `lang` writes its decimal mark as a comma (or CLDR does not say). */
function writesDecimalComma(lang: string): boolean {
  let known = commaByLang.get(lang);
  if (known === undefined) {
    try {
      const parts = new Intl.NumberFormat(lang).formatToParts(1.5);
      known = parts.find((part) => part.type === 'decimal')?.value !== '.';
    } catch {
      known = true;
    }
    commaByLang.set(lang, known);
  }
  return known;
}

/**
 * Whether a reading may take "5,000" as five: a source always (read loosely), a line unless its
 * languages are known and every one writes a decimal point.
 */
export function mayReadDecimalComma(reading: {
  readonly source: boolean;
  readonly full: ReadonlySet<string>;
}): boolean {
  return reading.source || reading.full.size === 0 || [...reading.full].some(writesDecimalComma);
}
