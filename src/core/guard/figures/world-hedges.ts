/**
 * Rounding words of the languages the other hedge lists lack (issue 44 item 4, h290): a faithful
 * line rounds the source's 9,850 to "khoảng 10.000", "حدود ۱۰٬۰۰۰", "כ-10,000", "প্রায় ২,০০০"
 * and was stopped for a figure the source does not hold. figure-hedges.ts asks these after its own
 * words; a rounding still has to meet the source's figure at the line's precision
 * (rounded-figures.ts), so "khoảng 12.000" of 9,850 stays stopped.
 */

/** The side the source's figure stands on: figure-hedges.ts' Side (it imports this file). */
type Side = -1 | 0 | 1;

/** A word's start: no letter or mark just before (Arabic script's و "and" may be). */
const START = '(?:^|[^\\p{L}\\p{M}])و?';

/** Rounding words just before a figure, with the side each allows the source's figure. */
const BEFORE: ReadonlyArray<readonly [RegExp, Side]> = [
  [
    new RegExp(
      `${START}(?:khoảng|chừng|xấp xỉ|ước tính|در حدود|حدود|حدوداً|حدودا|تقریباً|تقریبا|لگ بھگ|قریباً|প্রা(?:য়|য়)|আনুমানিক|בערך|בסביבות|சுமார்|ஏறக்குறைய|கிட்டத்தட்ட|mga|tinatayang|asi|kolem|okolo|cca\\.?|ok\\.|mniej więcej|en torno a|en torno al|em torno de|por volta de|perto de|intorno a|intorno ai|attorno a|attorno ai|autour de|aux alentours de|kring|suunnilleen|arviolta|γύρω στα|γύρω στις|γύρω στους)\\s+$`,
      'iu',
    ),
    0,
  ],
  // Hebrew's "about" is a letter joined to the figure by a hyphen or maqaf: "כ-10,000".
  [/(?:^|[^\p{L}\p{M}])כ[-־]$/u, 0],
  // "Nearly": the source's figure below the line's.
  [new RegExp(`${START}(?:gần|közel|כמעט|نزدیک به|vajaat|vajaa|uppemot|närmare)\\s+$`, 'iu'), -1],
  [/(?:^|[^\p{L}\p{M}])קרוב ל[-־]?$/u, -1],
  // "A good": a little above ("drygt 10 000" of 10 300, "runsaat", "reilut", "poco più di").
  [new RegExp(`${START}(?:drygt|dryga|runsaat|runsas|reilut|reilu|poco più di)\\s+$`, 'iu'), 1],
];

/** Rounding words just after a figure: Hungarian's postposition, Urdu's and Hindi's "near". */
const AFTER: ReadonlyArray<readonly [RegExp, Side]> = [
  [/^\s*(?:körül|körüli|kadar|کے قریب|के करीब|के आसपास)(?![\p{L}\p{M}])/iu, 0],
];

/** Turkish's "nearly" after a figure in the dative ("10 bine yakın", "5.000'e yakın"). */
const DATIVE = /(?:\d'?[ey]?[ae]|bin[ea]|milyona|milyara)$/iu;
const NEAR = /^\s*yakın(?![\p{L}])/iu;

/**
 * The side a rounding word around the figure at `at`‥`end` of `line` allows the source's figure
 * (0 either, 1 above, -1 below), in the languages above; undefined where there is none.
 */
export function worldHedge(line: string, at: number, end: number): Side | undefined {
  const before = line.slice(Math.max(0, at - 24), at);
  const first = BEFORE.find(([pattern]) => pattern.test(before));
  if (first) return first[1];
  const after = line.slice(end, end + 16);
  if (NEAR.test(after) && DATIVE.test(line.slice(at, end))) return -1;
  return AFTER.find(([pattern]) => pattern.test(after))?.[1];
}
