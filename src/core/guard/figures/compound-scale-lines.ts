/**
 * A line's amount in two scales held by the source's one figure: "ایک ارب 20 کروڑ روپے" (1 arab 20
 * crore) of "1.2 ارب روپے", "2 लाख 50 हज़ार" of "2,50,000", "Rs 1 crore 20 lakh" of "Rs 1.2 crore"
 * (round forty-eight). The line's reader reads each scale as its own figure, neither of which the
 * source holds; their sum is what it says (compound-scales.ts reads it, and the source's own two
 * scales). A changed part changes the sum, which the source then does not hold.
 */
import type { ClaimSource } from '../claim-source.ts';
import { type CompoundScale, compoundScales } from './compound-scales.ts';
import type { Figure } from './figure-kinds.ts';

/** The line's amounts in two scales, read once a line (the last line read is kept). */
let last: { line: string; amounts: CompoundScale[] } | undefined;

function amountsOf(line: string, read: (text: string) => Figure[]): CompoundScale[] {
  if (last?.line !== line) {
    const keys = (part: string) => new Set(read(part).flatMap((figure) => figure.readings.flat()));
    last = { line, amounts: compoundScales(line, keys) };
  }
  return last.amounts;
}

/** Whether `figure` is a part of an amount in two scales whose sum the source holds. */
export function heldCompoundScale(
  figure: Figure,
  line: string,
  read: (text: string) => Figure[],
  source: ClaimSource,
): boolean {
  if (figure.text === '') return false;
  const at = line.indexOf(figure.text);
  if (at < 0) return false;
  return amountsOf(line, read).some(
    (amount) =>
      at < amount.end &&
      at + figure.text.length > amount.start &&
      amount.keys.some((key) => source.figures.has(key)),
  );
}
