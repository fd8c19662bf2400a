/**
 * A unit's name after a number, in the line's language, where the source writes the same unit
 * after a number (round 45's "عبوات 400 غ" of "العبوات سعة 400 غرام": "غ", the gram's narrow
 * name, of the gram's long one). The rare-swaps reader, with no capital to tell a name, read the
 * one-letter abbreviation as a word put in the source's place. CLDR's unit names, through
 * `Intl.NumberFormat`'s units (long, short and narrow, in each plural form), tell which unit a
 * word names; after a number even one letter is read, as figure-measures.ts will not in running
 * text. Another unit ("400 كغ", kilograms, of "400 غرام") is no unit the source writes, so it
 * stays what the names reader makes of it.
 */
import { cldrUnitNames } from '../figures/cldr-unit-names.ts';

/** The units people write after a number: mass, volume, length, speed, heat, shares and time. */
export const UNITS = [
  'gram',
  'kilogram',
  'milligram',
  'liter',
  'milliliter',
  'meter',
  'centimeter',
  'millimeter',
  'kilometer',
  'kilometer-per-hour',
  'celsius',
  'percent',
  'second',
  'minute',
  'hour',
  'day',
  'week',
  'month',
  'year',
] as const;

/** Numbers whose plural forms differ across languages: one, two, few, many, other. */
const VALUES = [1, 2, 3, 5, 11, 21, 100, 400];

const unitsByLanguage = /* @__PURE__ */ new Map<string, Map<string, string>>();

/** A language's unit words, each to its unit, read from CLDR once a language. */
function unitWords(lang: string): Map<string, string> {
  let words = unitsByLanguage.get(lang);
  if (words) return words;
  words = new Map();
  for (const { unit, parts } of cldrUnitNames(lang, UNITS, VALUES)) {
    for (const part of parts) {
      const word = part.trim().toLowerCase();
      // A unit that two units share a name for ("م", metre and Celsius' degree) keeps its first.
      if (word && !words.has(word)) words.set(word, unit);
    }
  }
  unitsByLanguage.set(lang, words);
  return words;
}

/** Whether `word` names a unit in `lang` (CLDR's names, as above): "كغ", "غرام". */
export const isUnitWord = (word: string, lang: string): boolean =>
  unitWords(lang).has(word.toLowerCase());

/** A word of a text, in order: whether it is a number, and whether a clause breaks before it. */
export interface UnitSlot {
  text: string;
  number: boolean;
  broken: boolean;
}

/** The unit the word at `index` names right after a number, or undefined. */
function unitAt(slots: readonly UnitSlot[], index: number, lang: string): string | undefined {
  const word = slots[index];
  if (!word || word.broken || !slots[index - 1]?.number) return undefined;
  return unitWords(lang).get(word.text.toLowerCase());
}

/**
 * Whether the line's word at `index` (of `line`'s words) is a unit's name after a number, and the
 * source writes the same unit after a number in any of its names (see the file's comment).
 */
export function isSourceUnit(
  line: readonly UnitSlot[],
  index: number,
  source: readonly UnitSlot[],
  lang: string,
): boolean {
  const unit = unitAt(line, index, lang);
  if (unit === undefined) return false;
  return source.some((_, at) => unitAt(source, at, lang) === unit);
}
