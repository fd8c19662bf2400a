/**
 * A growth given to another amount (issue 44 items 1 and 4, docs/decisions/012 "Long documents'
 * figures"): results pair each amount with its change, "Revenue was $2.71 billion, up 34% … data
 * center revenue was a record $1.96 billion, up 58%", and a summary that writes "revenue jumped
 * 58% year over year to $2.71B" holds every figure but pairs the wrong two. A percentage and an
 * amount are a pair where a text writes "rose P to M" (a word of change before P, "to" or "at"
 * between, a year-on-year phrase allowed) or "M, up P". A line's pair is stopped where the source
 * pairs that amount with another percentage only. No noun is read: the two figures bind each other.
 */

import type { Figure } from '../figures/figure-kinds.ts';
import { holds, sourceHolding } from './figure-bindings.ts';
import { CHANGES } from './figure-phrase-words.ts';
import type { Placed } from './figure-ties.ts';

/** Every language's words of change (figure-phrase-words.ts), read wherever a pair is. */
const CHANGE_WORDS = new Set(Object.values(CHANGES).flatMap((words) => [...words]));
/** The word before a percentage, past "by" and "about" ("rose by about 11%", "stieg um rund"). */
const WORD_BEFORE =
  /(\p{L}+)\s+(?:(?:by|un|um|de|d'environ)\s+)?(?:(?:about|some|nearly|almost|rund|etwa)\s+)?$/iu;
/** Whether a word of change comes right before a percentage ("rose 11%", "jumped 58%"). */
const changedBefore = (text: string) => {
  const word = WORD_BEFORE.exec(text)?.[1];
  return word !== undefined && CHANGE_WORDS.has(word.toLowerCase());
};
/** Between the percentage and its amount: "to", "at" ("hasta", "auf", "à"), a year-on-year phrase. */
const TO_AMOUNT =
  /^\s*(?:(?:year[\s-]+(?:on|over)[\s-]+year|from a year (?:ago|earlier)|on the year),?\s+)?(?:to|at|hasta|auf|à)\s+(?:a\s+record\s+|about\s+|some\s+|rund\s+|unos\s+)?$/iu;
/** Between the amount and its percentage: "M, up P", "M, down P". */
const UP_AFTER = /^\s*,?\s*(?:up|down)\s+(?:by\s+)?$/iu;

/** An amount a change is given to: money, or a count of a unit. */
const isAmount = (figure: Figure) => figure.kind === 'money';

/** Each amount of `placed` in `text` with the percentages the text pairs it with. */
function pairsOf(text: string, placed: readonly Placed[]): Array<[Placed, Placed]> {
  const pairs: Array<[Placed, Placed]> = [];
  for (let index = 0; index + 1 < placed.length; index++) {
    const one = placed[index] as Placed;
    const next = placed[index + 1] as Placed;
    const between = text.slice(one.start + one.figure.text.length, next.start);
    if (
      one.figure.kind === 'percent' &&
      isAmount(next.figure) &&
      TO_AMOUNT.test(between) &&
      changedBefore(text.slice(Math.max(0, one.start - 40), one.start))
    ) {
      pairs.push([next, one]);
    } else if (isAmount(one.figure) && next.figure.kind === 'percent' && UP_AFTER.test(between)) {
      pairs.push([one, next]);
    }
  }
  return pairs;
}

const cache = /* @__PURE__ */ new WeakMap<readonly Placed[], Array<[Placed, Placed]>>();

/** The line's percentages (as written) paired with an amount the source pairs with another. */
export function growthPairs(
  lineText: string,
  line: readonly Placed[],
  sourceText: string,
  source: readonly Placed[],
): string[] {
  if (line.length < 2 || !line.some(({ figure }) => figure.kind === 'percent')) return [];
  let theirs = cache.get(source);
  if (!theirs) {
    theirs = pairsOf(sourceText, source);
    cache.set(source, theirs);
  }
  const moved: string[] = [];
  for (const [amount, share] of pairsOf(lineText, line)) {
    const shares = theirs
      .filter(([other]) => holds(amount.figure, other.figure))
      .map(([, other]) => other.figure);
    // The source pairs this amount with other percentages only, and states this one elsewhere.
    if (shares.length === 0 || shares.some((other) => holds(share.figure, other))) continue;
    if (sourceHolding(share.figure, source, true).length > 0) moved.push(share.figure.text);
  }
  return moved;
}
