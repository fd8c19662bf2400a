/**
 * A club's, a firm's or a town's name a Chinese source writes by its sounds with no mark (issue
 * 44, lines in another script): "本菲卡" is Benfica (Ben Fei Ka), "阿森纳" Arsenal, a sound loan
 * written in the running text, where only a person's name gets the "·" chinese-sound-loans.ts
 * reads. A translated line gives it back in its own letters, which is no pinyin of the characters,
 * so "Milan are negotiating with Benfica" was stopped. With no mark to bound the loan, a window of
 * the source's Han is read only where it is as long as the word's syllables (a character per
 * vowel, or one more for a closing consonant: "托特纳姆", Tottenham), where the word's consonants
 * in their classes are the window's, four of them at least (three are met by chance in a post's
 * characters), and where the word's first vowel is in the window's first syllable. A name the
 * source writes no window of ("Inter" of a post about 本菲卡) is still a new name.
 */
import anyAscii from 'any-ascii';
import { oncePer } from '../once-per-source.ts';
import { soundLoanKey } from './chinese-sound-loans.ts';

/** The fewest consonants an unmarked loan must have to be read back so. */
const MIN_KEY = 4;
/** A run of Han characters. */
const HAN_RUN = /\p{Script=Han}+/gu;

/** Letters as any-ascii reads them, lower case, nothing but a to z. */
const lettersOf = (text: string) =>
  anyAscii(text)
    .toLowerCase()
    .replace(/[^a-z]+/g, '');

/** The source's Han runs, each as its characters; read once per source. */
const hanRuns = /* @__PURE__ */ oncePer(
  (source: { readonly text: string }): readonly (readonly string[])[] => {
    return [...source.text.matchAll(HAN_RUN)].map(([run]) => [...run]);
  },
);

/**
 * Whether `word` (Latin letters) is a name the source writes by its sounds in an unmarked run of
 * Han characters: a window of one character per vowel of the word (or one more) whose consonants
 * in their classes are the word's, four at least, and whose first syllable holds its first vowel.
 */
export function isUndottedSoundLoan(word: string, source: { readonly text: string }): boolean {
  const bare = word.replace(/['’]s$/u, '');
  const key = soundLoanKey(bare);
  if (key.length < MIN_KEY) return false;
  const letters = lettersOf(bare);
  const vowel = /[aeiou]/.exec(letters)?.[0];
  const syllables = letters.match(/[aeiouy]+/g)?.length ?? 0;
  if (vowel === undefined || syllables < 2) return false;
  for (const run of hanRuns(source)) {
    for (let size = syllables; size <= syllables + 1; size++) {
      for (let at = 0; at + size <= run.length; at++) {
        const window = run.slice(at, at + size);
        if (
          soundLoanKey(window.join('')) === key &&
          lettersOf(window[0] as string).includes(vowel)
        ) {
          return true;
        }
      }
    }
  }
  return false;
}
