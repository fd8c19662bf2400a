/**
 * Tied opposites of languages tied-opposites.data.ts keeps none of (h274), kept apart so that file
 * stays within its length: Chinese, matched inside its spaceless text as Japanese is (words of one
 * sense as a substring only: "举行" held, "取消" cancelled; "前" and "后", before and after, start
 * too many other words), Urdu and Swahili. Same form: a group's "up" side's words, then its "down"
 * side's, separated by spaces.
 */
export const MORE_TIED_OPPOSITES: Readonly<
  Record<string, Readonly<Record<string, readonly [string, string]>>>
> = {
  zh: { held: ['举行 举办 如期 照常', '取消'] },
  ur: { held: ['منعقد', 'منسوخ'] },
  // Swahili's verbs carry their subject and tense in front: the forms a summary writes.
  sw: {
    held: [
      'lilifanyika ilifanyika yalifanyika zilifanyika ulifanyika kilifanyika vilifanyika litafanyika itafanyika',
      'lilifutwa ilifutwa yalifutwa zilifutwa ulifutwa kilifutwa vilifutwa limefutwa imefutwa lilisitishwa ilisitishwa',
    ],
    order: ['kabla', 'baada'],
  },
};

/**
 * Words that hold a negation's letters and negate nothing, taken out before NEGATION_PARTS are
 * looked for: Japanese "にもかかわらず" (despite), "必ず" (always), "わずか" (only), "まず" (first);
 * Chinese "不顾" (despite), "不管" (whatever), "不断" (ever), "不仅" (not only), "不过" (but).
 */
export const NOT_NEGATING: Readonly<Record<string, readonly string[]>> = {
  ja: ['かかわらず', '関わらず', 'かならず', '必ず', 'わずか', 'まず'],
  zh: ['不顾', '不管', '不论', '不断', '不仅', '不过', '不久'],
};
