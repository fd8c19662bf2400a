/**
 * A short name's last piece is its source word whole with a case ending after it (h293): "Нацбанку",
 * "Нацбанка" of "Національний банк", "Мінфіну" of "Міністерство фінансів" where the source's last
 * word ends in a consonant. phrase-abbreviations.ts reads pieces no longer than the word they open,
 * so a word ending past its source word ("банк|у") was read as a new name.
 */

/** The most letters of a case ending after the word: "-у", "-ом", "-ie". */
const ENDING = 2;

/** Whether `rest` (a short name's last piece, lower-cased) is `word` and a short case ending. */
export function isDeclinedWord(rest: string, word: string): boolean {
  const extra = rest.length - word.length;
  return extra >= 1 && extra <= ENDING && rest.startsWith(word) && /^\p{L}+$/u.test(rest);
}
