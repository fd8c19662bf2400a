/**
 * Whether a run of capitalised words just after a comma is the name a role before the comma
 * announces ("el presidente de la asociación de placeros, Manuel Reyes"), read by role-claims.ts.
 *
 * Not where a name ends the phrase before the comma (issue 44, round forty-four): "mengguncang
 * wilayah Kabupaten Cianjur, Jawa Barat" names a place and its province, as "Springfield, Illinois"
 * does, or a list goes on ("Madrid, Sevilla"); reading "Jawa Barat" as what "mengguncang" (shook)
 * names made a line's "mengguncang Cianjur" a role traded, and the source's own town was stopped.
 */

import { languagesOfWord } from '../numbers/number-words.ts';
import { foldWord } from '../words/fold-word.ts';

/** The most content words a phrase before a comma has to be a name's role (the one above: three). */
const APPOSITION_WORDS = 4;

/** The phrase before a comma: its first role word, its content words, all its words. */
interface Phrase {
  readonly role: string | undefined;
  readonly words: number;
  readonly all: number;
}

/** Whether the names after a comma are `before`'s role's; `named`: a name ended the phrase. */
export function apposes(before: Phrase, named: boolean): boolean {
  return before.role !== undefined && before.all >= 2 && before.words <= APPOSITION_WORDS && !named;
}

/**
 * A number word of any lexicon ("cuarenta", "hundred") counts; it is no role a comma announces: in
 * "cuarenta y dos, Aéé, a hundred, Àç" no name is a forty's or a hundred's, and a line listing them
 * in another order trades no roles (the guard's property test met it).
 */
export function isNumberWord(word: string): boolean {
  return languagesOfWord(foldWord(word, false)) !== undefined;
}
