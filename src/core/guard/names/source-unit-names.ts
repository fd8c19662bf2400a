/**
 * A unit's name after a number, where the source writes the same unit after a number in another of
 * CLDR's names for it: "28 degrees Celsius" of "28 °C", "8 Millimeter" of "8 mm", "28 градусов
 * Цельсия" of "28 °C". The long name is a restatement, not a name the line adds: its capital
 * ("Celsius", a German noun) made the names readers stop it. The names come from `Intl`'s unit
 * style (cldr-unit-names.ts) in every plural form, so no table is kept; the figure beside the name
 * is still checked by the figures' readers, and another unit than the source's (kilograms of its
 * grams) is left to the names readers as before (spoken-units.ts reads one word the same way).
 */
import { cldrUnitNames } from '../figures/cldr-unit-names.ts';
import { UNITS } from './spoken-units.ts';

/**
 * The units whose names are read here: spoken-units.ts's and the digital ones CLDR names ("50 GB"
 * of "50 gigabytes", "2 TB" of "2 terabytes": the symbol's capitals read as a name of its own).
 * Only here: the figures' readers already hold a gigabyte in either name.
 */
const NAMED_UNITS = [...UNITS, 'kilobyte', 'megabyte', 'gigabyte', 'terabyte', 'petabyte'];

/** Numbers whose plural forms differ across languages: one, two, few, many, other; a fraction. */
const VALUES = [1, 2, 3, 5, 11, 21, 100, 400, 1.5];

interface UnitReader {
  /** A unit's name right after a number (a space or none between). */
  after: RegExp;
  unitOf: ReadonlyMap<string, string>;
}

const readers = /* @__PURE__ */ new Map<string, UnitReader | null>();

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The unit names `lang` writes after a number, read from CLDR once a language. */
function readerOf(lang: string): UnitReader | null {
  const known = readers.get(lang);
  if (known !== undefined) return known;
  const unitOf = new Map<string, string>();
  for (const { unit, parts, before } of cldrUnitNames(lang, NAMED_UNITS, VALUES)) {
    // A name before the number (Turkish "yüzde 5") or split around it is read elsewhere.
    if (before > 0 || parts.length !== 1) continue;
    const name = (parts[0] ?? '').trim().toLowerCase();
    // One letter after a number is also a word (Polish "w", "30:28 w Gdańsku"): spoken-units.ts
    // reads it where the source writes the same unit.
    if ([...name].length < 2) continue;
    // A name two units share ("م", metre and Celsius' degree) tells neither.
    if (name && unitOf.get(name) !== undefined && unitOf.get(name) !== unit) unitOf.set(name, '');
    else if (name) unitOf.set(name, unit);
  }
  const names = [...unitOf].filter(([, unit]) => unit).map(([name]) => name);
  const reader =
    names.length === 0
      ? null
      : {
          after: new RegExp(
            `(?<=(?<![\\p{Nd}.,:])\\p{Nd}+(?:[.,]\\p{Nd}+)?[\\s\\u00a0\\u202f]?)(?:${names
              .sort((a, b) => b.length - a.length)
              .map(escaped)
              .join('|')})(?![\\p{L}\\p{M}])`,
            'giu',
          ),
          unitOf,
        };
  if (readers.size >= 200) readers.clear();
  readers.set(lang, reader);
  return reader;
}

const sourceUnitCache = /* @__PURE__ */ new Map<string, ReadonlySet<string | undefined>>();

/** The units the source writes after a number, in any of the languages' names, read once. */
function sourceUnits(
  sourceText: string,
  read: readonly UnitReader[],
  langs: readonly string[],
): ReadonlySet<string | undefined> {
  const key = `${langs.join(',')}\n${sourceText}`;
  let units = sourceUnitCache.get(key);
  if (units) return units;
  const found = new Set<string | undefined>();
  for (const reader of read) {
    for (const match of sourceText.matchAll(reader.after)) {
      found.add(reader.unitOf.get(match[0].toLowerCase()));
    }
  }
  units = found;
  if (sourceUnitCache.size >= 50) sourceUnitCache.clear();
  sourceUnitCache.set(key, units);
  return units;
}

/**
 * `line` with each unit's name after a number blanked where `sourceText` writes the same unit
 * after a number, in any of `langs`' names for it.
 */
export function withoutSourceUnitNames(
  line: string,
  sourceText: string,
  langs: readonly string[],
): string {
  if (!/\p{Nd}/u.test(line) || !/\p{Nd}/u.test(sourceText)) return line;
  const read = [...new Set(langs)].map(readerOf).filter((reader) => reader !== null);
  const units = sourceUnits(sourceText, read, langs);
  if (units.size === 0) return line;
  let text = line;
  for (const reader of read) {
    text = text.replace(reader.after, (name) =>
      units.has(reader.unitOf.get(name.toLowerCase())) ? ' '.repeat(name.length) : name,
    );
  }
  return text;
}
