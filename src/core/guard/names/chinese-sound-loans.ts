/**
 * A foreign person's name a Chinese source writes by its sounds (issue 44, lines in another
 * script): Chinese spells a foreigner's name syllable by syllable, its parts joined by "·"
 * ("若昂·席尔瓦", João Silva: Xi Er Wa), a vowel after every consonant, "l" and "r" both written
 * 尔 or 里, "v" as 瓦 or 维. A translated line gives the name back in its own letters, which is no
 * pinyin of the characters (pinyin-names.ts), so "Silva has agreed to a contract until 2030" was
 * stopped. A line's word is such a part where its consonants, read in loose classes (the sounds
 * a transcription trades), are the part's as any-ascii reads it, and its first vowel is in the
 * part's first syllable. Only names the source marks with "·" are read (where the first part
 * starts and the last ends nothing marks: up to four characters from the dot): a club's or a
 * town's sound loan has no mark, and read anywhere in a post's characters a key of three
 * consonants is met by chance. Three consonants or more: a shorter key tells nothing.
 */
import anyAscii from 'any-ascii';
import { oncePer } from '../once-per-source.ts';

/** The fewest consonants a name must have to be read back so. */
const MIN_KEY = 3;
/** A foreign name in Han characters, its parts joined by a middle dot. */
const DOTTED = /\p{Script=Han}+(?:[·・•‧]\p{Script=Han}+)+/gu;

/**
 * A letter's class as transcriptions trade it: voiced and voiceless alike, "l" and "r" (尔, 里),
 * "f", "v" and "w" (菲, 瓦, 维), the hissing sounds (pinyin's x, j, q, zh, ch, sh, z, c, s); "h" and
 * "y" (pinyin's digraphs, a glide) and vowels have none.
 */
function classOf(letter: string): string {
  if ('bp'.includes(letter)) return 'p';
  if ('dt'.includes(letter)) return 't';
  if ('gk'.includes(letter)) return 'k';
  if ('lr'.includes(letter)) return 'l';
  if ('fvw'.includes(letter)) return 'f';
  if ('sxzjq'.includes(letter)) return 's';
  if (letter === 'm' || letter === 'n') return letter;
  return '';
}

/** Letters' consonants in their classes, a class repeated once ("Silva", "XiErWa" → "slf"). */
export function soundLoanKey(text: string): string {
  const letters = anyAscii(text)
    .toLowerCase()
    .replace(/[^a-z]+/g, '')
    // "ph" is "f"; a Latin "c" hard before a, o, u and soft before e, i, y; "ng" one nasal.
    .replace(/ph/g, 'f')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c/g, 'k')
    .replace(/ng/g, 'n');
  let key = '';
  for (const letter of letters) {
    const sound = classOf(letter);
    if (sound !== '' && !key.endsWith(sound)) key += sound;
  }
  return key;
}

/** The first of a, e, i, o, u in a text as any-ascii reads it. */
const firstVowel = (text: string) =>
  /[aeiou]/.exec(
    anyAscii(text)
      .toLowerCase()
      .replace(/[^a-z]+/g, ''),
  )?.[0];

interface Part {
  key: string;
  /** The first character's letters. */
  opening: string;
}

/** The most characters a name's part is read over, either side of its dot. */
const PART_LENGTH = 4;

/**
 * The parts of the source's dotted foreign names, each with its key: a part between two dots
 * whole, and the first and the last, whose other edge nothing marks, at each length up to four
 * characters from their dot.
 */
const dottedParts = /* @__PURE__ */ oncePer(
  (source: { readonly text: string }): readonly Part[] => {
    const found: Part[] = [];
    const add = (characters: readonly string[]) =>
      found.push({
        key: soundLoanKey(characters.join('')),
        opening: anyAscii(characters[0] ?? '').toLowerCase(),
      });
    for (const [name] of source.text.matchAll(DOTTED)) {
      const split = name.split(/[·・•‧]/u).map((part) => [...part]);
      split.forEach((characters, at) => {
        if (at > 0 && at < split.length - 1) add(characters);
        for (let length = 1; length <= Math.min(PART_LENGTH, characters.length); length++) {
          if (at === 0) add(characters.slice(-length));
          if (at === split.length - 1) add(characters.slice(0, length));
        }
      });
    }
    return found;
  },
);

/**
 * Whether `word` (Latin letters) is a part of a foreign name the source writes in Han characters
 * joined by "·": the part's consonants in their classes, its first vowel in the first syllable.
 */
export function isChineseSoundLoan(word: string, source: { readonly text: string }): boolean {
  const key = soundLoanKey(word.replace(/['’]s$/u, ''));
  if (key.length < MIN_KEY) return false;
  const vowel = firstVowel(word);
  return dottedParts(source).some(
    (part) => part.key === key && vowel !== undefined && part.opening.includes(vowel),
  );
}
