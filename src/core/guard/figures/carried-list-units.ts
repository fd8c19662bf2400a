/**
 * A bare amount of a list whose unit is written once, after its last member (issue 44, long
 * documents' summaries): "at 44 and 39 percent respectively" of a report's "at 44 percent … at 39
 * percent", "30, 32 and 35%", "$5 and $7 million". A summary that groups a document's figures
 * writes their unit once, as "from 950 to 1,200 euros" does (carried-change-ends.ts); the first
 * members are the source's amounts in that unit, not counts the source never gives.
 *
 * Narrow: the members are joined by commas and one coordinator, no word between a member and the
 * next; the carried unit must make the member another figure than it was alone and no count (a
 * percent, a scale, a measure: "120 and 8 people" gives 120 no people) and the source must hold it so (an invented member still
 * stops, and so does one the source holds in another unit).
 */
import type { Figure } from './figure-kinds.ts';

const AMOUNT = String.raw`\p{Sc}?\d[\d,.]*\d|\p{Sc}?\d`;
/** The words that join a list's last member, in the languages the guard reads most. */
const AND = 'and|or|&|und|oder|et|ou|y|e|en|och|og|и';
/** The list: members, a coordinator, the last member and its unit (a sign or a word). */
const LIST = new RegExp(
  String.raw`(?<![\p{L}\p{M}\d.,])((?:(?:${AMOUNT})\s*,\s*)*(?:${AMOUNT}))\s*,?\s+(?:${AND})\s+(?:${AMOUNT})\s?(%|[\p{L}\p{M}]+)`,
  'giu',
);
const MEMBER = new RegExp(AMOUNT, 'gu');

/**
 * Whether the line's `figure` is a first member of a list whose unit stands after its last, and
 * the source holds the member in that unit (`read` reads a text's figures as the line's are,
 * `supported` says whether the source holds one).
 */
export function carriedListUnit(
  figure: Figure,
  line: string,
  read: (text: string) => Figure[],
  supported: (figure: Figure) => boolean,
): boolean {
  // Only a line that lists: a figure, a coordinator, a figure (cheap before the pattern).
  if (!/\d\s*,?\s+\S{1,3}\s+\p{Sc}?\d/u.test(line)) return false;
  const own = JSON.stringify(figure.readings);
  for (const [, members, unit] of line.matchAll(LIST)) {
    if (!(members as string).match(MEMBER)?.includes(figure.text)) continue;
    const carried = read(`${figure.text}${unit === '%' ? '' : ' '}${unit}`);
    const one = carried[0];
    // The unit must make the member something else than a count: "cost 120 and 8 people" does
    // not make the price 120 people.
    if (carried.length !== 1 || !one || one.kind === 'count') continue;
    if (JSON.stringify(one.readings) === own) continue;
    if (supported(one)) return true;
  }
  return false;
}
