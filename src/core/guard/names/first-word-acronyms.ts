/**
 * An acronym as a sentence's first word (h258): first-word-names.ts reads a first word of four
 * letters or more, and none in capitals (a thread's shout, "HUGE"), so "ФСБ запускает новый поезд"
 * of a post about the Russian Railways, "THY yeni hat açtı" of one about the Turkish State
 * Railways (TCDD) named a new body unread. A first word of two to six capitals in a Normal line is
 * a name where the source has it in no form the names reader takes (its letters, the initials of
 * a name it spells out, "MÁV" of "Magyar Államvasutak", a common acronym, "OK", "CEO", or the
 * initials of its words in lower case, "BMI" of "body mass index": spelled-acronyms.ts).
 */
import { isSpelledAcronym } from '../words/spelled-acronyms.ts';
import { isSourceName, type NameSource } from './claim-names.ts';

/** Two to six capitals of one script, no lower-case letter. */
const ACRONYM = /^(?:\p{Lu}\p{M}*){2,6}$/u;

/** Whether `word`, a sentence's first word, is an acronym the source has in no form. */
export function isNewFirstAcronym(word: string, source: NameSource): boolean {
  return ACRONYM.test(word) && !isSourceName(word, source) && !isSpelledAcronym(word, source);
}
