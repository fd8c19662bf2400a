/**
 * A sentence's first word that opens on an elided word of French, Italian or Catalan (issue 44
 * item 5, docs/decisions/012): "Jusqu'à 9 millions", "Lorsqu'il", "Quell'anno", "Aujourd'hui".
 * first-word-names.ts strips the articles' and prepositions' elisions ("L'", "dell'") and reads the
 * word after; other elided words were read as the name before the apostrophe ("Jusqu"). Here the
 * part before the apostrophe is an elided word where, with its dropped vowel back, it is a common
 * word of the language ("jusque", "lorsque", "quello"), and the whole word is no name where it is
 * one ("aujourd'hui"). What follows is read as before: "D'après Macron" still finds "Macron".
 */
import { commonWordsOf } from '../words/common-words.ts';

/** The languages that write an elided vowel as an apostrophe inside a word. */
const ELIDING = new Set(['fr', 'it', 'ca']);
/** The vowels an elision drops. */
const DROPPED = ['e', 'a', 'o', 'i'];
/** A word's part before its first apostrophe, and the rest. */
const SPLIT = /^([\p{L}\p{M}]+)['’](.*)$/u;

/**
 * The rest of a first word after an elided word of `lang` ("à" of "Jusqu'à", "" of
 * "Aujourd'hui"), undefined where it opens on none.
 */
export function afterElidedWord(word: string, lang: string): string | undefined {
  if (!ELIDING.has(lang.split('-')[0]?.toLowerCase() ?? '')) return undefined;
  const parts = SPLIT.exec(word);
  if (!parts) return undefined;
  const [, head = '', rest = ''] = parts;
  // The list's own words only: a fuzzy reading would take a name's start ("Dupont'…").
  const words = commonWordsOf(lang);
  if (words?.has(word.toLowerCase().replace(/’/gu, "'"))) return '';
  const lower = head.toLowerCase();
  // One letter is first-word-names.ts's ("L'", "D'"); a longer head is an elided word only where
  // its vowel makes a common word back.
  if (lower.length < 2) return undefined;
  return DROPPED.some((vowel) => words?.has(lower + vowel)) ? rest : undefined;
}
