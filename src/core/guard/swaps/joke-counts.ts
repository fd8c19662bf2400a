/**
 * A Troll or Meme line's count of the post changed (issue 44, rounds 28 and 32): "Bought 20
 * Powerball tickets" of "I bought 10 tickets", "Only 32 Iranian universities made the Times list"
 * of "۲۳ دانشگاه ایرانی". A joke may exaggerate (docs/decisions/012): "1,000 tickets" of 10 is a
 * joke no reader takes for the post's; but a count a little off it, of the same thing, or the
 * post's digits in another order, reads as the post's figure, as a nudged price does
 * (nudged-amounts.ts).
 *
 * Stopped: a whole number the post does not write that counts a thing the post counts (the word
 * after it, or the one after that, begins as the word after the post's number does) and is within
 * three times that number, where the post counts that thing once and the line does not count it
 * as the post does; or whose digits are a post's number's in another order (read in
 * translations too, where the counted words are the reader's). Fractions, prices, percentages and
 * times are not counts, nor a price's number in words ("15 euros").
 */

import type { ClaimSource } from '../claim-source.ts';
import { figuresOf } from '../figures/claim-figures.ts';

/** How far a nudged count may stand from the post's: further is an exaggeration. */
const NUDGE = 3;
/** A whole number that is no part of a decimal, price, percentage, time, range or date. */
const COUNT =
  /(?<![\p{L}\p{N}$€£¥₹.,:/-])(\d{1,3}(?:,\d{3})+|\d+)(?![\p{N}]|[.,:/]\d|\s*%)((?:\s+[\p{L}\p{M}]+){0,2})/gu;
/** How much of a counted word two spellings share to be the same thing ("ticket", "tickets"). */
const STEM = 5;

interface Count {
  readonly text: string;
  readonly value: number;
  readonly digits: string;
  readonly stems: string[];
}

function countsOf(text: string): Count[] {
  return [...text.matchAll(COUNT)].map((match) => {
    const digits = (match[1] ?? '').replace(/,/g, '');
    const stems = (match[2] ?? '')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => word.toLowerCase().slice(0, STEM));
    return { text: match[1] ?? digits, value: Number(digits), digits, stems };
  });
}

const sorted = (digits: string) => [...digits].sort().join('');

/** The counts of the line (`rest`, as unsupportedClaims reads it) changed from the post's. */
export function nudgedCounts(rest: string, source: ClaimSource): string[] {
  if (!/\d/.test(rest)) return [];
  const translated = !!source.translated;
  const theirs = countsOf(source.text);
  // A price's number is money ("a 15 euros"), which nudged-amounts.ts reads.
  const money = figuresOf(rest, source.langs)
    .filter((figure) => figure.kind === 'money')
    .map((figure) => figure.text);
  const values = new Set(theirs.map((count) => count.value));
  const changed: string[] = [];
  const line = countsOf(rest);
  for (const count of line) {
    if (values.has(count.value) || money.some((text) => text.includes(count.text))) continue;
    const swapped = theirs.some(
      (their) => count.digits.length > 1 && sorted(their.digits) === sorted(count.digits),
    );
    const nudged =
      !translated &&
      theirs.some((their) => {
        const thing = their.stems[0];
        if (thing === undefined || !count.stems.includes(thing)) return false;
        // A thing the post counts twice ("1 घंटा 52 मिनट", "10 मिनट"), or the line counts as the
        // post does too ("for 50 people … 49 people do nothing"), gives a joke sums of its own.
        const counted = (counts: Count[]) =>
          new Set(counts.filter((other) => other.stems[0] === thing).map((other) => other.value));
        if (counted(theirs).size > 1 || counted(line).has(their.value)) return false;
        const ratio = Math.max(count.value, their.value) / Math.min(count.value, their.value);
        return ratio <= NUDGE;
      });
    if (swapped || nudged) changed.push(count.text);
  }
  return changed;
}
