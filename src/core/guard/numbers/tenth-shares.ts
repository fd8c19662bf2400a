/**
 * Tenths as Chinese and Japanese write a share (issue 44, round 59's probes): Chinese "三成" is
 * 30%, "两成" 20%, "八成" 80%; Japanese "2割" is 20%, "1割5分" 15% ("分", hundredths, after it).
 * The figures' reader read "三成" as 3, so "游客人数增长两成" of "增长20%" was stopped, and "80%"
 * of "八成的受访者" too. Each is written here as its percent, in the source and the line alike,
 * before the figures are read; a wrong share ("三成" of 20%) is then a percent the source lacks.
 * "成" is a share only where it ends its word (the word segmenter's): "三成员", "三成为" are
 * "three members", "three become". "八成是", "九成会" (most likely is, will) are no share.
 * "割" after a number is a share but in "割れ" (falling below: "3万円割れ"). Korean writes tenths
 * "할" and hundredths "푼" ("2할" 20%, "3할 2푼" 32%), after digits only ("할 수 있다" is a verb).
 */

const NUMERAL: Readonly<Record<string, number>> = {
  一: 1,
  二: 2,
  两: 2,
  兩: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
  十: 10,
};

const TENTHS =
  /(?<![〇零一二两兩三四五六七八九十百千万萬億亿\d.,])(10|[1-9]|[一二两兩三四五六七八九十])(成|割|할)(?:\s?([1-9]|[一二三四五六七八九])[分푼])?/gu;
/** The verbs and adverbs after "八成", "九成" that make it "most likely". */
const LIKELY_AFTER = /^[是会會要就也能得]/u;

let segmenter: Intl.Segmenter | undefined;

/** Whether "成" at `at` ends its word: the segmenter joins it to no character after it. */
function endsWord(text: string, at: number): boolean {
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' });
  const window = text.slice(Math.max(0, at - 2), at + 3);
  const offset = at - Math.max(0, at - 2);
  const part = segmenter.segment(window).containing(offset);
  return part !== undefined && part.index + part.segment.length === offset + 1;
}

const numeralValue = (numeral: string) => NUMERAL[numeral] ?? Number(numeral);

/** `text` with each share in tenths written as its percent ("三成": "30%", "1割5分": "15%"). */
export function withTenthShares(text: string): string {
  if (!/[成割할]/u.test(text)) return text;
  return text.replace(TENTHS, (whole, tenths: string, mark: string, hundredths, at: number) => {
    const after = text.slice(at + whole.length);
    const markAt = at + tenths.length;
    if (mark === '成') {
      if (hundredths === undefined && !endsWord(text, markAt)) return whole;
      if (/^[八九]$/u.test(tenths) && hundredths === undefined && LIKELY_AFTER.test(after)) {
        return whole;
      }
    } else if (mark === '할' && /\D/u.test(tenths)) return whole;
    else if (hundredths === undefined && after.startsWith('れ')) return whole;
    const value =
      numeralValue(tenths) * 10 + (hundredths === undefined ? 0 : numeralValue(hundredths));
    return value <= 100 ? `${value}%` : whole;
  });
}
