/**
 * A century written in Roman numerals (round twenty-two): Russian, French, Spanish, Italian and
 * Polish write "XVIII век", "XVIIIe siècle", "siglo XVIII"; a line's "XVII веке" of the source's
 * "XVIII веке" changed the century, and Roman numerals were no figure the guard read. A line's
 * Roman century must be one the source gives, in Roman numerals or in digits ("18th century").
 */

/** A century's word, after or before its numeral, in the languages that write it so. */
const CENTURY =
  'век\\p{L}*|столітт\\p{L}*|stoleti|století|wiek\\p{L}*|siècles?|secol[oi]|siglos?|séculos?|jahrhunderts?|century|centuries';
const ROMAN = '[IVXL]{1,7}';
const ROMAN_CENTURY = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(${ROMAN})(?:e|ème|-?й|-?го|-?м)?\\s(?:${CENTURY})|(?:${CENTURY})\\s(${ROMAN}))(?![\\p{L}\\p{N}])`,
  'giu',
);
const DIGIT_CENTURY = new RegExp(
  `(?<![\\p{N}])(\\d{1,2})(?:-?\\p{L}{1,3}|\\.)?\\s(?:${CENTURY})(?![\\p{L}])`,
  'giu',
);
const ROMAN_VALUES: Readonly<Record<string, number>> = { I: 1, V: 5, X: 10, L: 50 };

/** A Roman numeral's value, or undefined where the letters are no well-formed one. */
function romanValue(text: string): number | undefined {
  let total = 0;
  for (let index = 0; index < text.length; index++) {
    const value = ROMAN_VALUES[text[index] as string] ?? 0;
    const next = ROMAN_VALUES[text[index + 1] as string] ?? 0;
    total += value < next ? -value : value;
  }
  return total > 0 && total <= 21 ? total : undefined;
}

/** The centuries a text writes, with where each numeral stands. */
function centuries(text: string, digits: boolean): Array<{ value: number; text: string }> {
  const found: Array<{ value: number; text: string }> = [];
  if (!/[IVXL]/u.test(text) && !digits) return found;
  for (const match of text.matchAll(ROMAN_CENTURY)) {
    const numeral = match[1] ?? match[2] ?? '';
    // Upper case only: "vi" or "xl" in a word's place is no numeral.
    const value = numeral === numeral.toUpperCase() ? romanValue(numeral) : undefined;
    if (value !== undefined) found.push({ value, text: numeral });
  }
  if (digits) {
    for (const match of text.matchAll(DIGIT_CENTURY)) {
      found.push({ value: Number(match[1]), text: match[1] ?? '' });
    }
  }
  return found;
}

/** The Roman centuries of `line` that `sourceText` gives in no form. */
export function romanCenturies(line: string, sourceText: string): string[] {
  const written = centuries(line, false);
  if (written.length === 0) return [];
  const known = new Set(centuries(sourceText, true).map((century) => century.value));
  return written.filter((century) => !known.has(century.value)).map((century) => century.text);
}
