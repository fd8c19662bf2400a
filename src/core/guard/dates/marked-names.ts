/**
 * A word with a mark a month's or weekday's name lacks is another word (round thirty-seven): the
 * names are looked up folded, so that "marz" and "sroda" written without their marks are still
 * "März" and "środa", but folding made Polish "mają" (they have) the genitive "maja" (of May), and
 * "Klasy 1–3 mają zebranie" was stopped for a third of May its source never had. A writer drops
 * marks; none adds one the name does not have.
 */
import { foldWord } from '../words/fold-word.ts';

/**
 * A word as compared letter by letter: lower case, composed, Romanian's s and t with a cedilla
 * ("marţi", the old keyboards' spelling) as the comma below CLDR writes ("marți"), one letter
 * (h258: "Marţi" was no Tuesday). Turkish's "ş" is read so on both sides alike.
 */
export const spelledForm = (word: string): string =>
  word.toLowerCase().normalize('NFC').replace(/ş/gu, 'ș').replace(/ţ/gu, 'ț');

/**
 * Whether `written` (spelledForm's) may be one of `forms`, the name's own spellings as CLDR gives
 * them (spelledForm's too, or their starts where a declined name is read by its stem): a letter of
 * the word that bears a mark stands as written in one of the forms. True where none is known.
 */
export function marksAgree(written: string, forms: ReadonlySet<string> | undefined): boolean {
  if (forms === undefined || forms.has(written)) return true;
  const letters = [...written];
  // Most words have no mark: nothing to compare.
  if (letters.every((letter) => foldWord(letter, false) === letter)) return true;
  for (const form of forms) {
    const own = [...form];
    const agrees = letters.every(
      (letter, at) => at >= own.length || letter === own[at] || foldWord(letter, false) === letter,
    );
    if (agrees) return true;
  }
  return false;
}
