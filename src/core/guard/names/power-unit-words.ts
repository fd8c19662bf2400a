/**
 * A German word that spells out a squared or cubed unit the source writes with its symbol (issue
 * 44, false stops): "40 Litern pro Quadratmeter" of "40 l/m²", "Kubikmeter" of "m³". German
 * capitalises the noun, and its first part ("Quadrat-", "Kubik-") is in no common words' list, so
 * german-names.ts read it as a name. The word ends with the unit's long German name (CLDR's, through
 * `Intl.NumberFormat`: "Meter", "Kilometer") and the source writes that unit's symbol raised to a
 * power ("m²", "km³"): the word says the source's unit. A word ending so where the source has no
 * such unit ("Quadratmeter" of a post that gives no area) is read as before. The source's symbols
 * are read where it is read (claim-source.ts's raisedUnits).
 */
import { cldrUnitNames } from '../figures/cldr-unit-names.ts';

/** The units whose squares and cubes posts give: areas and volumes. */
const UNITS = ['meter', 'kilometer', 'centimeter', 'millimeter'] as const;
/** Numbers whose plural forms differ: one, two and the rest. */
const VALUES = [1, 2, 5];

/** A unit's symbol raised to a power: "m²", "km³", "m^2". */
const RAISED = /(?<![\p{L}\p{M}])(\p{L}{1,2})(?:[²³]|\^[23])/gu;

let names: Array<{ name: string; symbols: ReadonlySet<string> }> | undefined;

/**
 * Each unit's long German names, longest first, with its symbols: a name of three letters or
 * fewer is a symbol ("m", "km"), a longer one a long name ("Meter", "Kilometern").
 */
function germanUnitNames(): Array<{ name: string; symbols: ReadonlySet<string> }> {
  if (names) return names;
  const byUnit = new Map<string, { long: Set<string>; symbols: Set<string> }>();
  for (const { unit, parts } of cldrUnitNames('de', UNITS, VALUES)) {
    let entry = byUnit.get(unit);
    if (!entry) {
      entry = { long: new Set(), symbols: new Set() };
      byUnit.set(unit, entry);
    }
    for (const part of parts) {
      const word = part.trim().toLowerCase();
      if (word) (word.length > 3 ? entry.long : entry.symbols).add(word);
    }
  }
  names = [...byUnit.values()]
    .flatMap(({ long, symbols }) => [...long].map((name) => ({ name, symbols })))
    .sort((one, other) => other.name.length - one.name.length);
  return names;
}

/**
 * The unit symbols a text writes raised to a power, lower case: read from the post as written, as
 * normaliseForClaims blanks the power sign (claim-text.ts).
 */
export function raisedSymbols(text: string): Set<string> {
  if (!/[²³^]/u.test(text)) return new Set();
  return new Set([...text.matchAll(RAISED)].map((match) => (match[1] ?? '').toLowerCase()));
}

/**
 * Whether a capitalised German word is a squared or cubed unit's name the source writes by its
 * symbol: it ends with the unit's long name after a first part of four letters or more.
 */
export function isPowerUnitWord(word: string, raised: ReadonlySet<string>): boolean {
  if (raised.size === 0) return false;
  const lower = word.normalize('NFC').toLowerCase();
  const unit = germanUnitNames().find(
    ({ name }) => lower.endsWith(name) && lower.length - name.length >= 4,
  );
  if (!unit) return false;
  return [...unit.symbols].some((symbol) => raised.has(symbol));
}
