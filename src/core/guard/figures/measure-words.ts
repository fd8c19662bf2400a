/**
 * A measure's word after its number, as English joins them ("a 30-degree limit", "31 feet"): the
 * figures reader reads a number with a hyphen and a word as a plain count, so a line's "30-inch
 * limit" held where the source's 30 is degrees (an edit of the third held-out set of long
 * documents, docs/decisions/012). A line's number with a measure word is stopped where the source
 * writes that number with measure words and never this one, in any of its spellings ("31-foot" of
 * "31 feet" holds). The source is read once, kept by its guard's source object.
 */

/** Each spelling of a measure, as the one measure it is. */
const MEASURES: Readonly<Record<string, string>> = {};
for (const [measure, spellings] of [
  ['inch', 'inch inches'],
  ['foot', 'foot feet ft'],
  ['mile', 'mile miles'],
  ['yard', 'yard yards'],
  ['degree', 'degree degrees'],
  ['pound', 'pound pounds lb lbs'],
  ['ounce', 'ounce ounces oz'],
  ['gram', 'gram grams'],
  ['kilogram', 'kilogram kilograms kg kilo kilos'],
  ['metre', 'metre metres meter meters'],
  ['kilometre', 'kilometre kilometres kilometer kilometers km'],
  ['litre', 'litre litres liter liters'],
  ['gallon', 'gallon gallons'],
  ['minute', 'minute minutes'],
  ['hour', 'hour hours'],
  ['day', 'day days'],
  ['week', 'week weeks'],
  ['month', 'month months'],
  ['year', 'year years'],
] as const) {
  for (const spelling of spellings.split(' '))
    (MEASURES as Record<string, string>)[spelling] = measure;
}
const SPELLINGS = Object.keys(MEASURES)
  .sort((a, b) => b.length - a.length)
  .join('|');
/** A number, a hyphen or a space, a measure's word: "30-degree", "31 feet", "6,500 kilometres". */
const MEASURED = new RegExp(
  String.raw`(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)[-\s](${SPELLINGS})(?![\p{L}\d])`,
  'giu',
);

/** Each number of `text` and the measures it is written with. */
function measuresOf(text: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  if (!/\d[-\s]\p{L}/u.test(text)) return found;
  for (const [, number, word] of text.matchAll(MEASURED)) {
    const measure = MEASURES[(word ?? '').toLowerCase()];
    if (!measure) continue;
    const key = (number ?? '').replace(/,/g, '');
    const set = found.get(key) ?? new Set<string>();
    set.add(measure);
    found.set(key, set);
  }
  return found;
}

const sources = new WeakMap<object, Map<string, Set<string>>>();

/**
 * The numbers with a measure in `line` ("30-inch") that the source writes with other measures
 * only. `owner`: the object the source's reading is kept on.
 */
export function changedMeasures(line: string, sourceText: string, owner: object): string[] {
  const mine = [...line.matchAll(MEASURED)];
  if (mine.length === 0) return [];
  let source = sources.get(owner);
  if (!source) {
    source = measuresOf(sourceText);
    sources.set(owner, source);
  }
  const claims: string[] = [];
  for (const [text, number, word] of mine) {
    const measure = MEASURES[(word ?? '').toLowerCase()];
    const theirs = source.get((number ?? '').replace(/,/g, ''));
    if (measure && theirs && !theirs.has(measure)) claims.push(text);
  }
  return claims;
}
