/**
 * Japanese and Chinese numerals as the guard reads figures (docs/decisions/012): "三百" is 300,
 * "四万" 40,000, and the scales they write after digits ("40万", "2.5億").
 */

// With the formal numerals of cheques and contracts (壹贰叁, 拾佰仟), as n2words' Chinese writes.
const CJK_DIGITS: Readonly<Record<string, number>> = {
  〇: 0,
  零: 0,
  一: 1,
  壹: 1,
  二: 2,
  两: 2,
  兩: 2,
  贰: 2,
  貳: 2,
  三: 3,
  叁: 3,
  參: 3,
  四: 4,
  肆: 4,
  五: 5,
  伍: 5,
  六: 6,
  陆: 6,
  陸: 6,
  七: 7,
  柒: 7,
  八: 8,
  捌: 8,
  九: 9,
  玖: 9,
};
const CJK_SMALL: Readonly<Record<string, number>> = {
  十: 10,
  拾: 10,
  百: 100,
  佰: 100,
  千: 1000,
  仟: 1000,
};
const CJK_LARGE: Readonly<Record<string, number>> = {
  万: 1e4,
  萬: 1e4,
  億: 1e8,
  亿: 1e8,
  兆: 1e12,
};

/** The factor a CJK scale after digits stands for ("万" → 10,000), or undefined. */
export function cjkScale(char: string): number | undefined {
  return CJK_LARGE[char] ?? CJK_SMALL[char];
}

/** A run of CJK numerals as a number ("三百" → 300, "二〇二四" → 2024, "四万" → 40,000). */
export function cjkValue(run: string): number {
  let total = 0;
  let section = 0;
  let current = 0;
  let previousDigit = false;
  for (const char of run) {
    const digit = CJK_DIGITS[char];
    if (digit !== undefined) {
      current = previousDigit ? current * 10 + digit : digit;
      previousDigit = true;
      continue;
    }
    previousDigit = false;
    const small = CJK_SMALL[char];
    if (small !== undefined) {
      section += (current || 1) * small;
    } else {
      total += (section + current || 1) * (CJK_LARGE[char] ?? 1);
      section = 0;
    }
    current = 0;
  }
  return total + section + current;
}

/**
 * Numerals that are numbers only inside a longer one, or parts of everyday words: "一" alone (one,
 * a: 一緒, 一番), "十分" (enough), "万一" (just in case), "百貨" (a department store), "八百屋" (a
 * greengrocer). Every other numeral is a figure, alone too ("千本", "百名").
 */
export function isCjkWeak(run: string, text: string, end: number): boolean {
  if (run === '一' || run === '〇' || run === '零' || run === '万一') return true;
  const after = text.slice(end, end + 1);
  if (givenNameEnd(run, text, end)) return true;
  return (
    (run === '十' && after === '分') ||
    (run === '百' && after === '貨') ||
    (run === '八百' && after === '屋')
  );
}

/** A numeral behind a kanji, before an honorific or "郎": a given name's end ("健二氏", "一郎さん"). */
const NAME_FOLLOWS = /^(?:郎|氏|さん|様|君|くん|ちゃん|選手|監督|教授|博士|容疑者)/u;
const NAME_KANJI = /\p{Script=Han}$/u;
/** A kanji before it that makes the numeral a number's: another numeral, 第 (the nth), 約 (about). */
const CJK_NUMERAL_CHAR = /[〇零一二三四五六七八九十百千万萬億亿兆两兩第約约]/u;

/**
 * Japanese given names end in numerals, 健二 (Kenji), 一郎 (Ichirō), 三郎: such a numeral, written
 * against a kanji before it and followed by an honorific (氏, さん, 選手…) or by 郎, is the name's
 * (round twenty-four: "京都大学の渡辺健二氏" of "Kenji Watanabe" was stopped for 二).
 */
function givenNameEnd(run: string, text: string, end: number): boolean {
  const before = text.slice(Math.max(0, end - run.length - 1), end - run.length);
  return (
    run.length === 1 &&
    NAME_KANJI.test(before) &&
    !CJK_NUMERAL_CHAR.test(before) &&
    NAME_FOLLOWS.test(text.slice(end, end + 3))
  );
}
