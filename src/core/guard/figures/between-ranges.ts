/**
 * A range written "between X and Y" (figure-ranges.ts): the conjunction joins a range's ends only
 * after a word of "between", so "zwischen 62.000 und 74.000 Euro" is the source's "62.000–74.000 €"
 * (its first end shares the currency written after the last) while "3 and 4 goals" stays two
 * counts. Languages that put "between" after the pair (Turkish "arasında") are read with the
 * postpositions (postposition-ranges.ts). An article may stand before each end ("tra i 10 e i 20
 * milioni", "entre los 10 y los 20 millones"), and Arabic joins its "and" to the second end ("بين
 * 10 و20 مليون"): h246, a money range read as two figures, its first a bare count.
 */
import { foldWord } from '../words/fold-word.ts';

const folded = (words: string) => new Set(words.split(' ').map((word) => foldWord(word, false)));

/** "between" in the languages that write it before a range's first end. */
const BETWEEN_WORDS = folded(
  'between zwischen entre tra fra tussen między pomiędzy antara giữa mellan mellem mellom între mezi между між između بين',
);

/** The conjunction between a range's ends after a word of "between". */
const AND_WORDS = folded('and und y e et en a i dan và och og și и і و');

/** The articles that may stand before a range's ends after "between": "tra i 10 e i 20". */
const END_ARTICLES = folded('i gli le il la los las os as les');

/** Whether `word` (folded) is an article a range's end may follow after "between". */
export const isEndArticle = (word: string): boolean => END_ARTICLES.has(word);

/** Arabic's "and", written joined to the number after it ("و20"). */
export const JOINED_AND = foldWord('و', false);

/**
 * The word `after` a number (folded) joins it to the next as a range's ends, where `before` (the
 * word before the number, folded) says "between".
 */
export function joinsBetween(before: string | undefined, after: string): boolean {
  return before !== undefined && BETWEEN_WORDS.has(before) && AND_WORDS.has(after);
}

/**
 * Whether `after` (folded) may join a range "between" opened: joinsBetween's test of the word after
 * alone, asked first so that the word before (a slice and a pattern) is read only after an "and".
 */
export const mayJoinBetween = (after: string): boolean => AND_WORDS.has(after);
