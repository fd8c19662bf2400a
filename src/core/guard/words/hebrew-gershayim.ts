/**
 * Hebrew's gershayim (docs/decisions/012, round forty-seven): an abbreviation or acronym marks its
 * last letter with ״ ("ש״ח" for shekels, "צה״ל", "ארה״ב"), and keyboards write it as a straight
 * double quote ('ש"ח'). Read as a quotation mark, two such abbreviations made a quotation of the
 * words between them ('"ח, לסטודנטים 390 ש"'), and the figures beside them lost their currency.
 */

/**
 * A straight or typographic double quote between Hebrew letters with one letter after it and the
 * word's end: the gershayim of an abbreviation (a Hebrew prefix before a quotation, 'ב"המלך ליר"',
 * has a whole word after its mark, and stays a quotation).
 */
const GERSHAYIM = /(?<=\p{Script=Hebrew}\p{M}*)["”“״](?=\p{Script=Hebrew}(?![\p{L}\p{M}\p{N}]))/gu;

/** The text with each abbreviation's gershayim written as the Hebrew mark ״, no quotation mark. */
export function withGershayim(text: string): string {
  return text.replace(GERSHAYIM, '\u05f4');
}
