/**
 * Whether a text's Cyrillic letters are all letters of a language's alphabet: eld reads letter
 * groups, and on a short line of names ("СКА дома обыграл ЦСКА") its groups for Bulgarian or
 * Serbian may win though the line writes "ы", a letter neither has. A letter the language never
 * writes is decisive where a score is a coin toss, so detect-language.ts drops such languages
 * from eld's scores. Only the Cyrillic languages eld knows are listed: a language not listed fits.
 */

/** The Cyrillic alphabets of the languages eld knows in that script, lower case. */
const CYRILLIC_ALPHABETS: Readonly<Record<string, string>> = {
  ru: 'абвгдеёжзийклмнопрстуфхцчшщъыьэюя',
  uk: 'абвгґдеєжзиіїйклмнопрстуфхцчшщьюя',
  be: 'абвгґдеёжзійклмнопрстуўфхцчшыьэюя',
  bg: 'абвгдежзийклмнопрстуфхцчшщъьюя',
  sr: 'абвгдђежзијклљмнњопрстћуфхцчџш',
};

const CYRILLIC_LETTER = /\p{Script=Cyrillic}/gu;

/** True unless `text` writes a Cyrillic letter that `language`'s alphabet lacks. */
export function fitsAlphabet(language: string, text: string): boolean {
  const alphabet = CYRILLIC_ALPHABETS[language];
  if (alphabet === undefined) return true;
  for (const [letter] of text.toLowerCase().matchAll(CYRILLIC_LETTER))
    if (!alphabet.includes(letter)) return false;
  return true;
}
