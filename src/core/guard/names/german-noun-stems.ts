/**
 * Two stems German makes nouns and compounds of that its words' plain forms do not show (issue 44
 * item 4), read by german-names.ts's compound reader:
 * - a Latinate verb's stem without "-ieren": "Protest(e)" of "protestieren", "Reform" of
 *   "reformieren", "Kontrolle" of "kontrollieren", so "Bauernproteste" of "Die Bauern
 *   protestieren" joins two of the source's words;
 * - a plural of "-er" with its umlaut as a compound's first part: "Bäder-schließung" of the
 *   source's "Schwimmbäder", "Dörfer-", "Länder-"; the list holds "Bad", seldom "Bäder".
 * Only a stem of five letters or more is taken of a verb ("stud-ieren", "pass-ieren" give none).
 */

/** A Latinate verb's forms: "protest-ieren", "-iert", "-ierte", "-ierten", "-ierst", "-iere". */
const LATIN_VERB = /^(\p{L}{5,})ier(?:en|end|t|te|ten|tes|ter|st|e)$/u;

/** The stem of a Latinate verb's form (`lower`, lower case), or undefined. */
export function latinVerbStem(lower: string): string | undefined {
  return LATIN_VERB.exec(lower)?.[1];
}

/** A plural's umlaut undone: "bäd" → "bad". */
const withoutUmlaut = (word: string) =>
  word.replace(/ä/gu, 'a').replace(/ö/gu, 'o').replace(/ü/gu, 'u');

/**
 * Whether `piece` (lower case) is a plural in "-er" with an umlaut of a word `known` holds: "bäder"
 * of "bad", "dörfer" of "dorf".
 */
export function isUmlautPlural(piece: string, known: (part: string) => boolean): boolean {
  if (!piece.endsWith('er') || !/[äöü]/u.test(piece)) return false;
  const stem = piece.slice(0, -2);
  return [...stem].length >= 3 && known(withoutUmlaut(stem));
}
