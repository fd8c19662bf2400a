/**
 * Whether a source's whole number may be a year, so that no figure rounds or is bounded from it
 * (rounded-figures.ts: "more than 2,000 m²" is not of "from 2027"). A year is never written with a
 * group separator: "The city counted 1,987 new homes" (or "1.987", "1 987") counts homes, and
 * "about 2,000 new homes" rounds it (issue 44 item 4, false stops); "in 1987" stays a year.
 */
/** A whole number that may be a year. */
const YEAR = /^(?:1[89]|20|21)\d\d$/;
/** A number of the years' range written with a group separator (a comma, dot or space). */
const GROUPED = /(?<![\p{N}.,])([12])[,.\u00a0\u202f '’](\d{3})(?![\p{N}]|[.,]\p{N})/gu;

/** The last text read and its grouped counts: a card's lines ask one source in turn. */
let last: { text: string; found: ReadonlySet<number> } | undefined;

/** The year-like counts a text writes with a group separator ("1,987"). */
function groupedOf(text: string): ReadonlySet<number> {
  if (last?.text === text) return last.found;
  const found = new Set<number>();
  for (const match of text.matchAll(GROUPED)) found.add(Number(`${match[1]}${match[2]}`));
  last = { text, found };
  return found;
}

/**
 * Whether the source's count `value` may be a year: in the years' range and written nowhere in
 * `text` with a group separator the figure readers took as one number (`keys` holds "n1987").
 */
export function mayBeYear(value: number, text: string, keys: ReadonlySet<string>): boolean {
  if (!YEAR.test(String(value))) return false;
  return !(groupedOf(text).has(value) && (keys.has(`n${value}`) || keys.has(`nu:${value}`)));
}

/** The source's year-like counts written with a group separator, which a line may round from. */
export function groupedYearCounts(text: string, keys: ReadonlySet<string>): number[] {
  return [...groupedOf(text)].filter((value) => !mayBeYear(value, text, keys));
}
