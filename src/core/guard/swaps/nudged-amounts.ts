/**
 * A Troll or Meme line's price nudged, not exaggerated (round thirty-two): "Apple charging $299 for
 * AirPods Pro 3" of "$249, same as before", "el abono joven a 15 euros" of "de 20 a 10 euros",
 * "Tiket Whoosh tetap mulai Rp200.000" of "mulai Rp150.000". Troll and Meme may exaggerate
 * (docs/decisions/012), and their figures are otherwise not read; but an amount in the source's
 * currency a little off one of the source's states a price of its own, which a reader takes as the
 * post's. An exaggeration is far off ("$1,000 earbuds" of $249) or the source's own amount.
 *
 * Nudged: in a currency the source writes an amount in, within half again or a third less of one
 * of those amounts (a rounding of it, within 2%, is the amount), and none of the source's. Only
 * the source's own amounts are read (its figures as written, not the other currencies a bare "¥"
 * or "$" may be), and a translated card's currency may be the reader's: none is read there.
 */
import type { ClaimSource } from '../claim-source.ts';
import { figuresOf } from '../figures/claim-figures.ts';

/** How far a nudged amount may stand from the source's: more is an exaggeration's. */
const NUDGE = 1.5;
/** How close an amount is to the source's and still that amount, rounded ("$250" of "$249"). */
const ROUNDED = 0.02;

/** "c:dollar:249" as its currency and value; undefined for a currency no symbol or word tells. */
function amountOf(key: string): [string, number] | undefined {
  const found = /^c:([^?:]+):(\d+(?:\.\d+)?)$/.exec(key);
  return found ? [found[1] as string, Number(found[2])] : undefined;
}

/** The money of the line (`rest`, as unsupportedClaims reads it) nudged off the source's amounts. */
export function nudgedAmounts(rest: string, source: ClaimSource): string[] {
  if (source.translated || !/\d/.test(rest)) return [];
  const money = figuresOf(rest, source.langs).filter((figure) => figure.kind === 'money');
  if (money.length === 0) return [];
  const theirs = new Map<string, number[]>();
  for (const { figure } of source.placed?.() ?? []) {
    // A price's range gives both its ends ("de 20 a 10 euros").
    if (figure.kind !== 'money' && figure.kind !== 'range') continue;
    for (const key of figure.readings.flat()) {
      const amount = amountOf(key);
      if (amount) theirs.set(amount[0], [...(theirs.get(amount[0]) ?? []), amount[1]]);
    }
  }
  const nudged: string[] = [];
  for (const figure of money) {
    if (figure.readings.some((reading) => reading.every((key) => source.figures.has(key))))
      continue;
    const near = figure.readings.some((reading) => {
      const amount = amountOf(reading[0] ?? '');
      const values = amount ? (theirs.get(amount[0]) ?? []) : [];
      if (!amount || values.length === 0) return false;
      const ratios = values.map((value) => Math.max(amount[1], value) / Math.min(amount[1], value));
      return ratios.every((ratio) => ratio > 1 + ROUNDED) && ratios.some((ratio) => ratio <= NUDGE);
    });
    if (near) nudged.push(figure.text);
  }
  return nudged;
}
