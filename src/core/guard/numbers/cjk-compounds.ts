/**
 * An amount Japanese, Chinese and Korean write in parts, each with its scale (round twenty-eight):
 * "2億5000万円" is 250,000,000 yen, "8조 2천억 원" 8.2 trillion won, "2천억" 200 billion. The
 * figures' reader takes digits with one scale after them ("40万", "9,400억"), so such an amount
 * was read as two numbers ("2億" and "5000万円") or a wrong one, and a card's "250 million yen" or
 * "8.2 trillion won" of it, or the line's "2億5千万円", was stopped. Each such amount is written
 * here as its digits, in the source and the line alike, before the figures are read.
 */

/** The scales of ten thousand and up, each four zeros beyond the one below it. */
const LARGE: Readonly<Record<string, number>> = {
  万: 1e4,
  萬: 1e4,
  만: 1e4,
  億: 1e8,
  亿: 1e8,
  억: 1e8,
  兆: 1e12,
  조: 1e12,
};
/** The scales under ten thousand that multiply a part's digits ("5千万": 5,000 ten-thousands). */
const SMALL: Readonly<Record<string, number>> = {
  千: 1e3,
  仟: 1e3,
  천: 1e3,
  百: 1e2,
  백: 1e2,
};

const NUMBER = String.raw`\d+(?:,\d{3})*(?:\.\d+)?`;
const PART = String.raw`${NUMBER}\s?[千仟천百백]?[万萬만億亿억兆조]`;
/**
 * Two parts or more, the last perhaps digits with a small scale or none ("3万5千", "3만 5000"); or
 * one part whose digits a small scale multiplies ("2천억", "5千万"). Not after a Latin letter or
 * a digit (a model number's "A3万"); a year or a date after it is no last part ("3억 10만 2025년").
 */
const COMPOUND = new RegExp(
  String.raw`(?<![A-Za-z\d.,])${PART}(?:\s?${PART})*(?:\s?${NUMBER}\s?[千仟천百백]?(?![\d万萬만億亿억兆조]|\s?[년年월月일日시時분分]))?`,
  'gu',
);
const PART_READ = new RegExp(String.raw`(${NUMBER})\s?([千仟천百백]?)([万萬만億亿억兆조]?)`, 'gu');

/** The amount's value, or undefined where its scales do not fall (a list, "3万 5億"). */
function compoundValue(amount: string): number | undefined {
  const parts = [...amount.matchAll(PART_READ)];
  // Two scales of ten thousand and up ("2億5000万"), or one a smaller scale multiplies ("2천억");
  // "40万", "9,400억" and "4万2千" the figures' reader reads already (smaller-scales.ts).
  const large = parts.filter((part) => part[3]).length;
  if (large < 2 && !parts.some((part) => part[2] && part[3])) return;
  let total = 0;
  let previous = Number.POSITIVE_INFINITY;
  for (const [, digits = '', small = '', large = ''] of parts) {
    const scale = LARGE[large] ?? 1;
    // Each part's scale below the one before it ("2億5000万"), a bare part last and under it.
    if (scale >= previous || (scale === 1 && previous === Number.POSITIVE_INFINITY)) return;
    const value = Number(digits.replace(/,/g, '')) * (SMALL[small] ?? 1);
    if (scale > 1 && value >= 1e4) return;
    if (scale === 1 && value >= previous) return;
    total += value * scale;
    previous = scale;
  }
  return Number.isSafeInteger(total) ? total : undefined;
}

/** `text` with each amount written in parts as its digits ("2億5000万円": "250000000円"). */
export function joinCjkCompounds(text: string): string {
  if (!/\d\s?[千仟천百백万萬만億亿억兆조]/u.test(text)) return text;
  return text.replace(COMPOUND, (amount) => {
    const value = compoundValue(amount);
    return value === undefined ? amount : String(value);
  });
}
