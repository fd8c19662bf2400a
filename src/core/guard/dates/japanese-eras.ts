/**
 * A Japanese source's year under its era's name, as a translation writes it in the Gregorian
 * calendar (round twenty-eight): "令和7年10月9日" is the "9 October 2025" of an English card, and
 * "令和元年" (the first year) is 2019. Japanese is written in the Gregorian calendar by default, so
 * calendar-eras.ts, which converts a language's own calendar, reads these as the bare number 7. The
 * eras and their first years are CLDR's, through `Intl`'s Japanese calendar: no table is kept here.
 */

/** The Gregorian years an era's years are looked for in. */
const FIRST_YEAR = 1926;
const LAST_YEAR = 2100;

let eraYears: ReadonlyMap<string, readonly number[]> | undefined;
let eraPattern: RegExp | undefined;

/** Each era's year ("令和7", "令和元") with the Gregorian years it falls in, made on first need. */
function eraYearsOf(): ReadonlyMap<string, readonly number[]> {
  if (eraYears) return eraYears;
  const found = new Map<string, number[]>();
  try {
    const format = new Intl.DateTimeFormat('ja-u-ca-japanese', {
      era: 'long',
      year: 'numeric',
      timeZone: 'UTC',
      numberingSystem: 'latn',
    });
    for (let year = FIRST_YEAR; year <= LAST_YEAR; year++) {
      // An era may begin within a year (令和 on 1 May 2019): both its first and last day's.
      for (const date of [new Date(Date.UTC(year, 0, 1)), new Date(Date.UTC(year, 11, 31))]) {
        const parts = format.formatToParts(date);
        const era = parts.find((part) => part.type === 'era')?.value;
        const own = parts.find((part) => part.type === 'year')?.value;
        if (!era || !own || !/^\p{sc=Han}+$/u.test(era)) continue;
        const key = `${era}${own}`;
        const list = found.get(key) ?? [];
        if (!list.includes(year)) list.push(year);
        found.set(key, list);
      }
    }
  } catch {
    // A runtime without the Japanese calendar reads no era.
  }
  eraYears = found;
  const eras = [...new Set([...found.keys()].map((key) => key.replace(/(?:元|\d+)$/u, '')))];
  eraPattern =
    eras.length > 0 ? new RegExp(`(${eras.join('|')})\\s?(元|\\d{1,2})\\s?年`, 'gu') : undefined;
  return eraYears;
}

/** Adds to a source's `keys` the Gregorian year of each era's year its `text` writes ("令和7年"). */
export function addJapaneseEraYears(text: string, keys: Set<string>): void {
  if (!text.includes('年') || !/\p{sc=Han}{2}\s?(?:元|\d)/u.test(text)) return;
  const years = eraYearsOf();
  if (!eraPattern) return;
  for (const [, era, own] of text.matchAll(eraPattern)) {
    const number = own === '元' ? own : String(Number(own));
    for (const year of years.get(`${era}${number}`) ?? []) keys.add(`n${year}`);
  }
}

/**
 * Whether `figure` is an era's year a line writes ("令和8年" of a source's "2026年4月3日", issue 44
 * item 4) whose Gregorian year `keys` hold; "令和7年" of 2026 stays stopped.
 */
export function heldJapaneseEraYear(
  figure: { readonly text: string },
  line: string,
  keys: ReadonlySet<string>,
): boolean {
  if (!/^\d{1,2}$/u.test(figure.text) || !line.includes('年')) return false;
  const years = eraYearsOf();
  if (!eraPattern) return false;
  for (const [, era, own] of line.matchAll(eraPattern)) {
    if (own === '元' || Number(own) !== Number(figure.text)) continue;
    if ((years.get(`${era}${Number(own)}`) ?? []).some((year) => keys.has(`n${year}`))) return true;
  }
  return false;
}
