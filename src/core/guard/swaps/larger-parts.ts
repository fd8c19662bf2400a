/**
 * A part larger than its whole (issue 44, two figures swapped): "mites from 41 of 17 apiaries" of
 * "we tested mites from 41 apiaries … and found resistance in 17 of them". Both counts are the
 * source's, so neither is stopped as new, and no word beside them is another's; but "41 of 17"
 * cannot be true of anything. A line's two counts joined only by a word of "of" (`PART_OF`), the
 * first larger, both held by the source, and never written so in the source, are a swap: the
 * larger is stopped. A year is no whole ("10 of 2025"), a share no part ("40% of 12"). The whole
 * may take its article ("24 of the 19 evenings billed" of "billed 24 … attended on 19"): "the 19"
 * is still the whole the 24 is told a part of.
 */

import type { Figure } from '../figures/figure-kinds.ts';
import { sourceHolding } from './figure-bindings.ts';
import type { Placed } from './figure-ties.ts';

/**
 * Between a part and its whole, as the languages the guard reads write it: "of", "out of",
 * "von", "van", "av", "ud af", "sur", "su", "de", "di", "das", "z", "из"; in English, Spanish, French
 * and Italian with the whole's definite article ("of the", "de los", "des", "sur les", "dei").
 */
const PART_OF =
  /^\s+(?:(?:of|out\s+of)(?:\s+the)?|von|van|av|ud\s+af|sur(?:\s+les)?|su|de(?:\s+(?:los|las|les))?|des|di|dei|delle|degli|dos|das|z|ze|из)\s+$/iu;

/** A count's value, for a figure read as one plain count ("41", "1,200"); else undefined. */
function countOf(figure: Figure): number | undefined {
  if (figure.kind !== 'count' || figure.readings.length !== 1) return undefined;
  const [key, ...rest] = figure.readings[0] ?? [];
  const value = rest.length === 0 ? /^n(\d+)$/.exec(key ?? '')?.[1] : undefined;
  return value === undefined ? undefined : Number(value);
}

/** A figure that reads as a year: no whole a part is taken of. */
const yearLike = (value: number, figure: Figure) =>
  /^\d{4}$/.test(figure.text) && value >= 1800 && value <= 2100;

/** Each "A of B" a text writes with its figures (`placed`): A placed, and both values. */
function partsOf(text: string, placed: readonly Placed[]): Array<[Placed, number, number]> {
  const found: Array<[Placed, number, number]> = [];
  for (let at = 1; at < placed.length; at++) {
    const part = placed[at - 1] as Placed;
    const whole = placed[at] as Placed;
    const between = text.slice(part.start + part.figure.text.length, whole.start);
    if (!PART_OF.test(between)) continue;
    const a = countOf(part.figure);
    const b = countOf(whole.figure);
    // A share or a measure after the whole is no count of it ("12 of 40%").
    if (a === undefined || b === undefined || yearLike(b, whole.figure)) continue;
    if (/^\s*[%‰]/u.test(text.slice(whole.start + whole.figure.text.length))) continue;
    found.push([part, a, b]);
  }
  return found;
}

/**
 * The line's parts (as written) larger than the whole they are "of", where the source holds both
 * and writes no such part of its own: two of its counts swapped.
 */
export function largerParts(
  lineText: string,
  line: readonly Placed[],
  sourceText: string,
  source: readonly Placed[],
): string[] {
  if (line.length < 2) return [];
  const larger = partsOf(lineText, line).filter(([, part, whole]) => part > whole);
  if (larger.length === 0) return [];
  const written = new Set(partsOf(sourceText, source).map(([, a, b]) => `${a}:${b}`));
  const claims: string[] = [];
  for (const [placed, part, whole] of larger) {
    if (written.has(`${part}:${whole}`)) continue;
    const next = line[line.indexOf(placed) + 1] as Placed;
    const held = (one: Placed) => sourceHolding(one.figure, source, true).length > 0;
    if (held(placed) && held(next)) claims.push(placed.figure.text);
  }
  return claims;
}
