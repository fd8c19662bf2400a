/**
 * A title's abbreviation before a name, where the source writes the title in full (issue 44,
 * faithful lines still stopped): "La Dra. Fernández" of "la doctora Lucía Fernández", "le Pr.
 * Dupont" of "le professeur Jean Dupont", "O Sr. Lima" of "o senhor João Lima", "Cllr Helen
 * Hayden" of "Councillor Helen Hayden". The abbreviation is capitalised mid-sentence, so the names
 * reader took it for a name the source lacks (opening a line, for one put in the place of the
 * source's word: replaced-names.ts asks here too). It is the source's title shortened; the name
 * after it is read as any other ("La Dra. Gómez" stops "Gómez"). A title the source does not give
 * its person ("Dra." of a plain "Lucía Fernández") is still stopped: it says what the source does
 * not.
 */

/**
 * Abbreviations of titles in the languages the guard reads in Latin letters, each with the
 * starts of its full forms there (a start holds the gendered and plural forms: "doctor-a",
 * "professeur-e", "senhor-a"). A closed class of a few words a language; no library lists them.
 */
const TITLES: ReadonlyMap<string, readonly string[]> = new Map([
  ['dr', ['doctor', 'doutor', 'docteur', 'dottor', 'doktor']],
  ['dra', ['doctora', 'doutora']],
  ['pr', ['professeur', 'profesor', 'professor']],
  ['prof', ['professeur', 'profesor', 'professor']],
  ['sr', ['señor', 'senhor']],
  ['sra', ['señora', 'senhora']],
  ['srta', ['señorita', 'senhorita']],
  ['mme', ['madame']],
  ['mlle', ['mademoiselle']],
  ['sig', ['signor']],
  ['ing', ['ingeniero', 'ingegner', 'ingenieur', 'engenheiro']],
  ['lic', ['licenciad']],
  // English's offices before a name, as a local paper or a council shortens them ("Cllr Helen
  // Hayden" of "Councillor Helen Hayden"; round forty-one).
  ['cllr', ['councillor', 'councilor']],
  ['sen', ['senator']],
  ['rep', ['representative']],
  ['gov', ['governor']],
  ['supt', ['superintendent']],
  ['insp', ['inspector']],
  ['sgt', ['sergeant']],
  ['det', ['detective']],
  ['capt', ['captain']],
  ['rev', ['reverend']],
]);

/** A word of a text, lower case. */
const WORD = /[\p{L}\p{M}]+/gu;

const wordsOf = /* @__PURE__ */ new Map<string, readonly string[]>();

/** The source's words, lower case (the last few texts read are kept). */
function sourceWords(text: string): readonly string[] {
  let words = wordsOf.get(text);
  if (!words) {
    words = [...new Set(text.toLowerCase().match(WORD) ?? [])];
    if (wordsOf.size >= 8) wordsOf.clear();
    wordsOf.set(text, words);
  }
  return words;
}

/**
 * Whether `word`, a capitalised word the names reader stopped in `line`, is a title's
 * abbreviation written before a name ("Dra. Fernández", "Pr Dupont") whose full form the source
 * writes.
 */
export function isWrittenTitle(word: string, line: string, sourceText: string): boolean {
  const starts = TITLES.get(word.toLowerCase());
  if (!starts) return false;
  const before = new RegExp(`(?<![\\p{L}\\p{M}])${word}\\.?\\s+\\p{Lu}`, 'u');
  if (!before.test(line)) return false;
  const words = sourceWords(sourceText);
  return words.some((known) => starts.some((start) => known.startsWith(start)));
}
