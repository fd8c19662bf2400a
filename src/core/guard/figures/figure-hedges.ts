/**
 * The words that hedge a figure where rounded-figures.ts's HEDGES (English and Europe's words just
 * before it) do not look (issue 44 item 4, false stops): after the figure ("約3,000戸" is before,
 * "3,000戸以上", "3,000채 이상", "3,000多户", "3.000'den fazla", "3,000 से अधिक" after, a
 * counter between), before it in scripts without spaces ("近3,000户", "超过3%"), and in the
 * languages whose words rounded-figures.ts lacks (ar نحو/حوالي, tr yaklaşık, hi लगभग, ru примерно,
 * pl prawie). Two sorts: a rounding ("about", "nearly": the source's figure rounds to the line's,
 * on its side) and a bound ("more than", "under": the source's figure lies past the line's, within
 * one step of its last digit: bounded-figures.ts).
 */

import { approachHedge } from './approach-hedges.ts';
import { WORLD_BOUNDS_AFTER, worldBound } from './world-bounds.ts';
import { worldHedge } from './world-hedges.ts';

/** A side the source's figure stands on from the line's: 0 either, 1 above, -1 below. */
export type Side = -1 | 0 | 1;

/** How far back and ahead of a figure its hedge words are looked for. */
const REACH = 24;

/** A word's start in a spaced script: no letter just before (Arabic's ب/و/ل "with/and" may be). */
const START = '(?:^|[^\\p{L}\\p{M}])[وبل]?';
/**
 * A bound said not to hold is the other bound ("no more than 3%" is at most 3%), and one said to
 * be near ("just over", "un peu plus de", "knapp über") is rounded-figures.ts's, a tenth at most.
 */
const NOT =
  '(?<!(?:^|[^\\p{L}])(?:no|not|nicht|pas|non|nie|не|ni|just|slightly|little|peu|poco|pouco|algo|knapp|nieco|чуть|немного|sedikit)\\s)';
/** "more than" may take a word before the figure: "más de un 3 %", "более чем на 3%". */
const LINK = '(?:\\s+(?:un|una|el|la|на|в|o|of))?';

/** Rounding words before a figure in the languages rounded-figures.ts's HEDGES lacks. */
const ROUND_BEFORE: ReadonlyArray<readonly [RegExp, Side]> = [
  [
    new RegExp(
      `${START}(?:نحو|حوالي|حوالى|قرابة|زهاء|ما يقارب|ما يقرب من|yaklaşık|aşağı yukarı|लगभग|करीब|क़रीब|तकरीबन|примерно|приблизительно|порядка|kurang lebih|약|대략)${LINK}\\s+$`,
      'iu',
    ),
    0,
  ],
  [new RegExp(`${START}(?:neredeyse|prawie|niemal|blisko|just shy of|거의)${LINK}\\s+$`, 'iu'), -1],
  // Han and kana words stand without spaces: "約3,000戸", "近3,000户", "大约3%".
  [/(?:約|约|大约|大約|およそ|ほぼ|约为)\s*$/u, 0],
  [/(?:将近|接近|近)\s*$/u, -1],
];

/** Rounding words after a figure, a counter or unit between ("3,000戸近く", "3,000채 가까이"). */
const ROUND_AFTER: ReadonlyArray<readonly [RegExp, Side]> = [
  [/^(?:程度|ほど|くらい|ぐらい|前後|左右|上下|가량|정도|쯤|안팎|내외)/u, 0],
  [/^(?:近く|가까이|弱)/u, -1],
  [/^(?:civarında|civarı)(?![\p{L}])/iu, 0],
  [/^'?(?:[ey]a|[ey]e|a|e) yakın(?![\p{L}])/iu, -1],
];

/** Bound words before a figure: "more than", "under", in the languages of the sets. */
const BOUND_BEFORE: ReadonlyArray<readonly [RegExp, 1 | -1]> = [
  [
    new RegExp(
      `${START}${NOT}(?:more than|over|upwards of|in excess of|más de|más del|plus de|mehr als|über|più di|più del|oltre|mais de|meer dan|över|mer enn|flere enn|ponad|przeszło|więcej niż|více než|több mint|более|более чем|больше|свыше|понад|більше|lebih dari|hơn|yli|أكثر من|ما يزيد على|ما يزيد عن)${LINK}\\s+$`,
      'iu',
    ),
    1,
  ],
  [
    new RegExp(
      `${START}${NOT}(?:under|below|less than|fewer than|menos de|menos del|por debajo del?|moins de|sous|sous les|en dessous de|meno di|meno del|sotto il|abaixo de|onder|weniger als|unter|minder dan|mniej niż|poniżej|менее|меньше|kurang dari|أقل من)${LINK}\\s+$`,
      'iu',
    ),
    -1,
  ],
  // "At least 3%" of 3.2%, "no more than 3%" of 2.8%: a bound as the others, the figure's side said.
  [
    new RegExp(
      `${START}(?:at least|no less than|not less than|no fewer than|north of|mindestens|wenigstens|au moins|al menos|por lo menos|almeno|pelo menos|ao menos|minstens|ten minste|co najmniej|не менее|не менее чем|по меньшей мере|как минимум|en az|setidaknya|sekurang-kurangnya|paling sedikit|minst|vähintään|legalább|nejméně|alespoň|कम से कम)${LINK}\\s+$`,
      'iu',
    ),
    1,
  ],
  [
    new RegExp(
      `${START}(?:at most|no more than|not more than|no higher than|höchstens|au plus|tout au plus|como máximo|a lo sumo|al massimo|no máximo|hooguit|maximaal|najwyżej|co najwyżej|не более|не более чем|максимум|en fazla|paling banyak)${LINK}\\s+$`,
      'iu',
    ),
    -1,
  ],
  [/(?:少なくとも|最低|至少|最少|최소|적어도)\s*$/u, 1],
  [/(?:多くとも|至多|最多|최대)\s*$/u, -1],
  [/(?:超过|超過|逾|多于|高于)\s*$/u, 1],
  [/(?:不到|不足|低于|少于)\s*$/u, -1],
];

/** Bound words after a figure, a counter or unit between ("3,000戸以上", "3,000多户"). */
const BOUND_AFTER: ReadonlyArray<readonly [RegExp, 1 | -1]> = [
  [/^(?:以上|余り|余|超|強|多|이상|넘게|넘는|넘은|남짓|على الأقل)/u, 1],
  [/^(?:未満|以下|未満|미만|이하)/u, -1],
  [/^से (?:अधिक|ज़्यादा|ज्यादा|ऊपर)(?![\p{L}\p{M}])/u, 1],
  [/^से कम(?![\p{L}\p{M}])/u, -1],
  [/^'?(?:[dt][ea]n) fazla(?![\p{L}])/iu, 1],
  [/^'?(?:[dt][ea]n) az(?![\p{L}])/iu, -1],
];

/** A counter or unit of an unspaced script between a figure and its hedge ("戸", "채 ", "가구 "). */
const COUNTERS = [
  /^\s*[\p{Script=Han}\p{Script=Hangul}\p{Script=Katakana}]\s*/u,
  /^\s*[\p{Script=Han}\p{Script=Hangul}\p{Script=Katakana}]{2}\s*/u,
];
/** Korean's "여" just after the digits: "3,000여 채", some 3,000 and more. */
const KOREAN_ODD = /^여(?=\s|[\p{Script=Hangul}]|$)/u;

/** What follows a figure, and that after a counter of one or two letters: where a hedge may be. */
function afterPlaces(after: string): string[] {
  const places = [after.replace(/^\s+/u, '')];
  for (const counter of COUNTERS) {
    const found = counter.exec(after)?.[0];
    if (found !== undefined) places.push(after.slice(found.length));
  }
  return places;
}

/** Where the figure `text` stands in `line` from `at`: the text before and after it. */
function around(line: string, at: number, end: number): { before: string; after: string } {
  return { before: line.slice(Math.max(0, at - REACH), at), after: line.slice(end, end + REACH) };
}

/**
 * The side a rounding word around the figure at `at`‥`end` of `line` allows the source's figure
 * ("約3,000戸": either, "3,000戸近く": below), where rounded-figures.ts's HEDGES finds none.
 */
export function roundingHedge(line: string, at: number, end: number): Side | undefined {
  const { before, after } = around(line, at, end);
  const first = ROUND_BEFORE.find(([pattern]) => pattern.test(before));
  if (first) return first[1];
  for (const place of afterPlaces(after)) {
    const found = ROUND_AFTER.find(([pattern]) => pattern.test(place));
    if (found) return found[1];
  }
  // "khoảng 10.000", "حدود ۵۰۰۰", "כ-10,000": the languages these lists lack (world-hedges.ts);
  // "frôle les 25 €", "3900万台に迫った": words of approach (approach-hedges.ts).
  return worldHedge(line, at, end) ?? approachHedge(line, at, end);
}

/**
 * The side a bound word around the figure at `at`‥`end` of `line` puts the source's figure on:
 * 1 for "more than 3%", "3,000戸以上", "3,000여 채"; -1 for "under 5%", "3,000 से कम".
 */
export function boundSide(line: string, at: number, end: number): 1 | -1 | undefined {
  const { before, after } = around(line, at, end);
  const first = BOUND_BEFORE.find(([pattern]) => pattern.test(before));
  if (first) return first[1];
  if (KOREAN_ODD.test(after)) return 1;
  for (const place of afterPlaces(after)) {
    const found = BOUND_AFTER.find(([pattern]) => pattern.test(place));
    if (found) return found[1];
  }
  // "πάνω από 2 εκατομμύρια", "بیش از ۲ میلیون", "2,000 سے زیادہ": the languages these lack.
  return worldBound(line, at, end);
}

/** The word or counter a figure counts, past its after-hedge ("채" of "3,000채 이상이"). */
export function countedWord(after: string): string | undefined {
  // An abbreviated scale's full stop before a word in lower case ("2,1 εκατ. επισκέπτες", "3 mln.
  // osób"): no sentence's end.
  let rest = after.replace(/^\.?\s+(?=\p{Ll})|^\s+/u, '');
  const odd = KOREAN_ODD.exec(rest);
  if (odd) rest = rest.slice(odd[0].length).replace(/^\s+/u, '');
  for (const [pattern] of [...BOUND_AFTER, ...ROUND_AFTER, ...WORLD_BOUNDS_AFTER]) {
    const hedge = pattern.exec(rest);
    if (hedge) rest = rest.slice(hedge[0].length).replace(/^\s+/u, '');
  }
  const word = /^[\p{L}\p{M}]+/u.exec(rest)?.[0]?.toLowerCase();
  if (word === undefined) return undefined;
  // An unspaced script's counter is its first letter ("戸が停電" → "戸", "채가" → "채").
  return /^[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(word)
    ? word.slice(0, 1)
    : word;
}
