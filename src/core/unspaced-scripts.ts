/**
 * A character of a script written without spaces between words (Chinese, Japanese, Thai): where a
 * word cannot be told by its spaces, readers that rest on them step aside. One pattern for every
 * reader (no `g` flag: `test` keeps no state between calls).
 */
export const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
