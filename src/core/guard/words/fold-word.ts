import { indicSpelling } from './indic-spelling.ts';

/**
 * A word as the guard's number lexicons keep it (number-words.ts, number-lexicons.json): lower
 * case, one apostrophe, and, where the marks tell no number from another word, no marks: "Fünf",
 * "fünf" and "funf" are one word; so are "veintidós" and "veintidos", "двісті" and n2words'
 * "двiстi" (a Latin i), "أربعون" and "اربعون".
 */

/** Languages whose number words keep their marks (Vietnamese tones, Indic vowel signs, Hangul). */
export const MARKED_LANGUAGES: readonly string[] = [
  'vi',
  'hi',
  'bn',
  'ko',
  // Telugu, Kannada, Marathi, Gujarati and Punjabi vowel signs tell numbers apart too.
  'te',
  'kn',
  'mr',
  'gu',
  'pa',
];

const INDIC = /[\u0900-\u09ff]/u;

/**
 * Hindi writes a nasal vowel with the candrabindu or the anusvara and leaves a nukta off as often as
 * it writes it: "पाँच" and "पांच" are five, "हज़ार" and "हजार" a thousand (round thirty-seven: a
 * line's "साढ़े पांच लाख" was read as a name, n2words spelling "पाँच"); a nasal before its class's
 * consonant is the anusvara too ("पन्द्रह", "पंद्रह"). One spelling (indic-spelling.ts). The vowel
 * signs stay: they tell words apart.
 */
export function foldWord(word: string, marked: boolean): string {
  const lower = word.toLowerCase().replace(/[’ʼ`]/g, "'");
  // Plain ASCII has nothing else to fold: most words of most texts.
  if (/^[\x20-\x7e]*$/.test(lower)) return lower;
  if (marked) return INDIC.test(lower) ? indicSpelling(lower.normalize('NFC')) : lower;
  return (
    lower
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .replace(/ß/g, 'ss')
      .replace(/[ıі]/g, 'i')
      .replace(/ł/g, 'l')
      // Arabic script: the final yeh and kaf as Arabic and Persian write them, no tatweel.
      .replace(/[ىی]/g, 'ي')
      .replace(/ک/g, 'ك')
      .replace(/ـ/g, '')
  );
}

const plainWords = /* @__PURE__ */ new Map<string, string>();
const PLAIN_WORDS_MAX = 20_000;

/** `foldWord(word, false)`, each word folded once: the same words come back line after line. */
export function plainWord(word: string): string {
  let plain = plainWords.get(word);
  if (plain === undefined) {
    plain = foldWord(word, false);
    if (plainWords.size >= PLAIN_WORDS_MAX) plainWords.clear();
    plainWords.set(word, plain);
  }
  return plain;
}
