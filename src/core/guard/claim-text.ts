/**
 * A text as the guard compares it (docs/decisions/012): every script's digits as ASCII, compatibility
 * forms folded, the spaces and marks of numbers made one.
 */

import { withArabicFirstDays } from './dates/arabic-first-days.ts';
import { withoutBengaliDayEndings } from './dates/bengali-ordinal-days.ts';
import { withPerMilleSigns } from './figures/per-mille-words.ts';
import { withRatioPercents } from './figures/ratio-percent-changes.ts';
import { withArabicJoinedNumbers } from './numbers/arabic-joined-numbers.ts';
import { joinCjkCompounds } from './numbers/cjk-compounds.ts';
import { writeCjkDecimals } from './numbers/cjk-decimals.ts';
import { spaceKoreanScales } from './numbers/korean-scale-words.ts';
import { joinSmallScaleParts } from './numbers/small-scale-parts.ts';
import { withTenthShares } from './numbers/tenth-shares.ts';
import { withGershayim } from './words/hebrew-gershayim.ts';

const digitValues = /* @__PURE__ */ new Map<string, string>();
/**
 * The ASCII digit of a decimal digit of any script: Unicode puts each script's ten digits in a
 * row, zero first, so its value is its distance from the start of its run (counted in tens).
 */
function asciiDigit(digit: string): string {
  let known = digitValues.get(digit);
  if (known === undefined) {
    const code = digit.codePointAt(0) ?? 48;
    let start = code;
    while (start > 0 && /\p{Nd}/u.test(String.fromCodePoint(start - 1))) start -= 1;
    known = String((code - start) % 10);
    digitValues.set(digit, known);
  }
  return known;
}

/** An ordinal's mark and the private character that stands for it while NFKC folds the text. */
const ORDINAL_MARKS: Record<string, string> = {
  º: '\uE0BA',
  ª: '\uE0AA',
  '\uE0BA': 'º',
  '\uE0AA': 'ª',
};
const ordinalMark = (mark: string) => ORDINAL_MARKS[mark] ?? mark;

/** A code unit outside ASCII. */
const NON_ASCII = /[\u0080-\uffff]/;

/**
 * The text as the guard compares it: compatibility forms folded (full-width letters, digits and
 * signs), every script's digits as ASCII, non-breaking and thin spaces as spaces.
 */
/** "百分之" and the numerals or digits after it: a Chinese percentage, its share written first. */
const PERCENT_BEFORE =
  /百分之([〇零一二两兩三四五六七八九十百千壹贰貳叁參肆伍陆陸柒捌玖拾佰仟]+|\d+(?:\.\d+)?)/gu;

export function normaliseForClaims(written: string): string {
  // Per mille in words ("17,5 pour mille", "8,9 por mil"): its sign (per-mille-words.ts), read
  // first as a Spanish line may be all ASCII.
  const text = withPerMilleSigns(written);
  // ASCII has nothing to fold: no square, keycap, other digits or spaces (most lines, many posts).
  if (!NON_ASCII.test(text)) return text;
  // A decimal in Chinese numerals ("十四点五"): as its digits (cjk-decimals.ts), before a
  // percentage written first ("百分之三点五") is read.
  const folded = writeCjkDecimals(
    // An abbreviation's gershayim ('ש"ח') is no quotation mark (hebrew-gershayim.ts).
    withGershayim(text)
      // A unit's square or cube ("m²", "km³") is no figure: NFKC would make it a digit ("m2").
      .replace(/(?<=\p{L})[²³](?!\p{N})/gu, ' ')
      // An ordinal's "º" or "ª" after its digits ("1º de julho", "2ª feira") stays itself: NFKC
      // would make it a letter ("1o"), and the day a word no month follows. Spanish and Portuguese
      // write a full stop before it ("58.º", "9.ª"): the same ordinal, not 58 and a letter.
      .replace(/(?<=\d)\.(?=[ºª])/gu, '')
      .replace(/(?<=\d)[ºª]/gu, ordinalMark)
      // The numero sign ("трамвай №11") numbers a thing: NFKC would make it a capitalised "No", a
      // Latin name in a Cyrillic line (round twenty-six).
      .replace(/№/gu, ' ')
      .normalize('NFKC')
      // Thai's and Lao's SARA AM ("กำไร") stays one letter: NFKC splits it in two, and ICU's
      // dictionary then cut "มีกำไร" into a word it does not know, a name (h276).
      .replace(/\u0e4d\u0e32/gu, '\u0e33')
      .replace(/\u0ecd\u0eb2/gu, '\u0eb3')
      .replace(/[\uE0BA\uE0AA]/gu, ordinalMark)
      // A keycap ("3️⃣") numbers a post or a point; it states no figure.
      .replace(/[\d#*]\uFE0F?\u20E3/gu, ' ')
      .replace(/[^\d\P{Nd}]/gu, asciiDigit)
      // Arabic and Persian write their own thousands and decimal marks ("۵٬۰۰۰", "۲٫۵").
      .replace(/\u066c/g, ',')
      .replace(/\u066b/g, '.')
      .replace(/[\u00a0\u2007\u2009\u202f]/g, ' ')
      // Swiss grouping written with the typographic apostrophe ("12’500"): the ASCII one's, read
      // as a thousands mark. Only between groups of three digits after one to three ("5’10” " not).
      .replace(/(?<=(?:^|[^\d.,'’])\d{1,3}(?:’\d{3})*)’(?=\d{3}(?!\d))/gu, "'")
      // The figure dash (U+2012), which Estonian CLDR writes between a range's ends ("30‒50 cm"),
      // is the en dash of every other language's range: read as one, a changed end is seen.
      .replace(/\u2012/g, '–')
      // The marks of direction CLDR writes into Arabic and Hebrew dates and sums ("14‏/3‏/2025"):
      // invisible, they would split a figure in two.
      .replace(/[\u200e\u200f\u061c]/g, ''),
  );
  // Chinese writes a percentage before its number ("百分之十五", "百分之2.5"): as its sign after.
  // Tenths as a share ("三成", "2割"): as their percent (tenth-shares.ts).
  // An amount written in parts ("2億5000万円", "8조 2천억 원"): as its digits (cjk-compounds.ts).
  // A Korean scale written against its word ("3만원"): a word of its own (korean-scale-words.ts).
  // Digits each with a small scale ("1천2백만"): as the digits they make (small-scale-parts.ts).
  // A Bengali day's ordinal ending ("১লা জানুয়ারি"): the day alone (bengali-ordinal-days.ts).
  // Arabic's first of a month ("أول يناير"): the day 1 (arabic-first-days.ts).
  // An Arabic number word with "ب", "ل", "و" joined on ("بخمسة"): the word (arabic-joined-numbers.ts).
  // A Japanese change against a base with no sign ("前年比12.5増"): a percent (ratio-percent-changes.ts).
  return withRatioPercents(
    withArabicJoinedNumbers(
      withArabicFirstDays(
        withoutBengaliDayEndings(
          joinCjkCompounds(
            joinSmallScaleParts(
              spaceKoreanScales(withTenthShares(folded).replace(PERCENT_BEFORE, '$1%')),
            ),
          ),
        ),
      ),
    ),
  );
}
