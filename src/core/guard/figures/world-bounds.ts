/**
 * Bound words ("more than", "over", "under") of the languages figure-hedges.ts's lists lack (issue
 * 44 item 4, h301): a faithful line cuts the source's "2,1 εκατ. επισκέπτες" to "πάνω από 2
 * εκατομμύρια επισκέπτες", "۲٬۱ میلیون" to "بیش از ۲ میلیون", "2,150 افراد" to "2,000 سے زیادہ
 * افراد", and was stopped for a figure the source does not hold. figure-hedges.ts asks these after
 * its own; the bound still has to hold (bounded-figures.ts: the source's figure past the line's on
 * the word's side, within one step of its last digit), so "πάνω από 3 εκατομμύρια" of 2.1 million
 * and "κάτω από 2 εκατομμύρια" of it stay stopped. A verb of passing ("superó los 3 millones",
 * "exceeded", "تجاوز") bounds the figure too, a word or two between them.
 */

/** A word's start: no letter or mark just before (Arabic script's و "and" may be). */
const START = '(?:^|[^\\p{L}\\p{M}])و?';

/** Bound words just before a figure, with the side they put the source's figure on. */
const BEFORE: ReadonlyArray<readonly [RegExp, 1 | -1]> = [
  [
    new RegExp(
      `${START}(?:πάνω από|περισσότερ(?:ο|οι|ες|α) από|πλέον των|άνω των|بیش از|بیشتر از|بالغ بر|mahigit|higit sa|lampas sa|mais de|peste|mai mult de|mai bine de|mer än|fler än|yli|přes|víc než|trên|hơn|понад|більше ніж|більш ніж|лише понад|над|повече от|preko|više od|viac ako|viac než|több, mint|zeker)\\s+$`,
      'iu',
    ),
    1,
  ],
  [
    new RegExp(
      `${START}(?:κάτω από|λιγότερ(?:ο|οι|ες|α) από|کمتر از|kulang sa|mas mababa sa|mai puțin de|sub|mindre än|färre än|alle|méně než|pod|dưới|chưa đến|chưa tới|менше ніж|менш ніж|по-малко от|manje od|menej ako|kevesebb, mint|kevesebb mint)\\s+$`,
      'iu',
    ),
    -1,
  ],
  // Hebrew's "more than" ends in the preposition מ joined to the figure: "יותר מ-2 מיליון".
  [/(?:^|[^\p{L}\p{M}])(?:יותר|למעלה)\s+מ[-־]?$/u, 1],
  [/(?:^|[^\p{L}\p{M}])פחות\s+מ[-־]?$/u, -1],
];

/**
 * Verbs of passing a figure, a noun or two between them and it ("تجاوز عدد المطعمين 3 ملايين",
 * "exceeded 3 million", "superó los 3 millones"): the source's figure above the line's.
 */
const PASSED = new RegExp(
  `${START}(?:تجاوز|تجاوزت|يتجاوز|تخطى|تخطت|exceeded|exceeds|surpassed|topped|superó|supera|superaron|dépassé|dépasse|überstieg|übersteigt|übertraf|superato|supera|ultrapassou|przekroczył\\p{L}*|překročil\\p{L}*|meghaladta|aştı|geçti|vượt|vượt qua|melebihi|melampaui|ξεπέρασ\\p{L}*|превысил\\p{L}*|перевищ\\p{L}*|översteg|ylitti)(?:\\s+[^\\s\\d]+){0,2}\\s+$`,
  'iu',
);

/** Bound words just after a figure: Urdu's, Bengali's and Tamil's postpositions. */
export const WORLD_BOUNDS_AFTER: ReadonlyArray<readonly [RegExp, 1 | -1]> = [
  [
    /^\s*(?:سے زیادہ|سے زائد|سے اوپر|এর বেশি|-এর বেশি|এরও বেশি|-এরও বেশি|க்கும் மேல்|க்கு மேல்|க்கும் அதிகமான|க்கும் மேற்பட்ட)(?![\p{L}\p{M}])/u,
    1,
  ],
  [/^\s*(?:سے کم|এর কম|-এর কম|க்கும் குறைவான|க்கும் குறைவாக)(?![\p{L}\p{M}])/u, -1],
];

/**
 * The side a bound word around the figure at `at`‥`end` of `line` puts the source's figure on (1
 * past it, -1 below it), in the languages above; undefined where there is none.
 */
export function worldBound(line: string, at: number, end: number): 1 | -1 | undefined {
  const before = line.slice(Math.max(0, at - 24), at);
  const first = BEFORE.find(([pattern]) => pattern.test(before));
  if (first) return first[1];
  if (PASSED.test(line.slice(Math.max(0, at - 40), at))) return 1;
  const after = line.slice(end, end + 24);
  return WORLD_BOUNDS_AFTER.find(([pattern]) => pattern.test(after))?.[1];
}
