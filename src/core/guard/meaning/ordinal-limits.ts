/**
 * A group limited by an ordinal before its noun (issue 44, round forty-four): "Την πρώτη Κυριακή
 * κάθε μήνα η είσοδος είναι ελεύθερη" limits Sundays to the first of each month, so a line's
 * "Κάθε Κυριακή η είσοδος … ελεύθερη" says of every Sunday what the post says of one in four or
 * five; "every Sunday" of "on the first Sunday of every month", "jeden Sonntag" of "am ersten
 * Sonntag im Monat". widened-groups.ts reads a limit after the noun ("children under 12"); this is
 * the one written before it. The words are the ordinals of a month's or a series' few first and its
 * last, per language, which no installed library lists as words (n2words writes cardinals).
 */
export const ORDINALS: Readonly<Record<string, readonly string[]>> = {
  en: ['first', 'second', 'third', 'fourth', 'last'],
  el: [
    'πρώτη',
    'πρώτο',
    'πρώτος',
    'πρώτες',
    'δεύτερη',
    'δεύτερο',
    'τρίτη',
    'τρίτο',
    'τέταρτη',
    'τελευταία',
    'τελευταίο',
  ],
  fr: ['premier', 'première', 'deuxième', 'troisième', 'quatrième', 'dernier', 'dernière'],
  de: ['erste', 'ersten', 'erster', 'zweite', 'zweiten', 'dritte', 'dritten', 'letzte', 'letzten'],
  nl: ['eerste', 'tweede', 'derde', 'vierde', 'laatste'],
  es: ['primer', 'primera', 'segundo', 'segunda', 'tercer', 'tercera', 'último', 'última'],
  pt: ['primeiro', 'primeira', 'segundo', 'segunda', 'terceiro', 'terceira', 'último', 'última'],
  it: ['primo', 'prima', 'secondo', 'seconda', 'terzo', 'terza', 'ultimo', 'ultima'],
  pl: ['pierwszy', 'pierwsza', 'pierwszą', 'pierwsze', 'drugi', 'drugą', 'ostatni', 'ostatnią'],
  ru: ['первый', 'первое', 'первую', 'первая', 'второй', 'вторую', 'последний', 'последнюю'],
  uk: ['перший', 'першу', 'перша', 'другий', 'другу', 'останній', 'останню'],
  sv: ['första', 'andra', 'tredje', 'sista'],
  da: ['første', 'anden', 'tredje', 'sidste'],
  nb: ['første', 'andre', 'tredje', 'siste'],
};

/** The ordinal right before the noun at `at` that limits which of it are meant, if any. */
export function ordinalBefore(
  tokens: readonly string[],
  at: number,
  lang: string,
): string | undefined {
  const before = tokens[at - 1];
  return before !== undefined && (ORDINALS[lang] ?? []).includes(before) ? before : undefined;
}
