/**
 * Names whose last vowel falls out as they are declined (issue 44, round forty-four): Polish and
 * Czech "Marek" is "Marka" in the genitive ("według prezesa Marka Zielińskiego"), Czech "Karel"
 * "Karla", Russian "Павел" "Павла", Croatian "Petar" "Petra". The shared start stops before the
 * vowel ("Mar"), too short for inflected-names.ts's measure, so the line's name was stopped.
 *
 * Narrow: the source's word ends in a vowel the language drops and one consonant; the line's word
 * is the source's with that vowel gone and a case ending after, which begins with a vowel
 ("-a", "-owi", "-em", "-у"); four letters or more shared. "Marta" of "Marek" is no such word
 * ("t" is not "k"), nor "Markiewicz" (its ending is too long for a case's); "Marko" would be read
 * as one of its cases, a name differing only so being rare beside the source's.
 */

/** The vowels each language drops from a name's last syllable as it declines it. */
const FLEETING: Readonly<Record<string, string>> = {
  pl: 'e',
  cs: 'eě',
  sk: 'eoá',
  ru: 'еоё',
  uk: 'еоі',
  be: 'еоё',
  hr: 'a',
  sr: 'aа',
  bs: 'a',
  sl: 'e',
};

/** Whether `lang` drops a vowel from its names as it declines them. */
export const dropsVowels = (lang: string): boolean => FLEETING[lang] !== undefined;

const CASE_ENDING = /^[aeiouyąęóáéíýůúěаеёиоуыэюяіїєь][\p{L}]{0,3}$/u;

/** Whether `line` is `source` (both lower case) with its last vowel dropped and a case ending. */
export function droppedVowel(line: string, source: string, lang: string): boolean {
  const vowels = FLEETING[lang];
  if (!vowels) return false;
  const b = [...source];
  const vowel = b[b.length - 2] ?? '';
  const last = b[b.length - 1] ?? '';
  if (b.length < 4 || !vowels.includes(vowel) || !/\p{L}/u.test(last) || vowels.includes(last)) {
    return false;
  }
  const stem = [...b.slice(0, -2), last].join('');
  return line.startsWith(stem) && CASE_ENDING.test(line.slice(stem.length));
}
