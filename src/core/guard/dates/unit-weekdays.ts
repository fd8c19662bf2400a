/**
 * A weekday's short name that is a unit's name after a number: Indonesian "Min" (Minggu, Sunday)
 * is "min" in "45 min", minutes in English, and an English card of "45 mnt" was stopped for a
 * Sunday the source never named. After digits, a word CLDR writes as a unit's name (long, short
 * or narrow, through `Intl.NumberFormat`'s unit style) in the card's or the source's languages is
 * that unit, no day; the figure beside it is the figures readers' to check.
 */
import { cldrUnitNames } from '../figures/cldr-unit-names.ts';
import { UNITS } from '../names/spoken-units.ts';

/** Numbers whose plural forms differ across languages, and a fraction. */
const VALUES = [1, 2, 3, 5, 11, 21, 100, 1.5];

const namesByLang = /* @__PURE__ */ new Map<string, ReadonlySet<string>>();

/** The unit names `lang` writes after a number, lower case, read once a language. */
function unitNamesIn(lang: string): ReadonlySet<string> {
  let names = namesByLang.get(lang);
  if (names) return names;
  const found = new Set<string>();
  for (const { parts, before } of cldrUnitNames(lang, UNITS, VALUES)) {
    if (before > 0 || parts.length !== 1) continue;
    const name = (parts[0] ?? '').trim().toLowerCase();
    if (/^[\p{L}\p{M}]+$/u.test(name)) found.add(name);
  }
  names = found;
  if (namesByLang.size >= 200) namesByLang.clear();
  namesByLang.set(lang, names);
  return names;
}

/** Whether `word`, right after digits (`before` the text before it), is a unit's name in `langs`. */
export function isUnitAfterNumber(word: string, before: string, langs: readonly string[]): boolean {
  if (!/\d\s?$/u.test(before)) return false;
  const lower = word.toLowerCase();
  return langs.some((lang) => unitNamesIn(lang).has(lower));
}
