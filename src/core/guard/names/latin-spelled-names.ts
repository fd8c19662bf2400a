/**
 * A name the source writes in Latin letters, written by the line in its own script (issue 44,
 * round twenty-seven): a Hindi card's "नेहा ने दिल्ली हाफ मैराथन…" of a post by Neha Gupta, "अंकित
 * वर्मा का किराया" of Ankit Verma's. A Hindi post's author signs in Latin letters; the card names
 * her in Devanagari. Where no capital tells a name (unknown-names.ts), such a word is no name the
 * source lacks: any-ascii spells it as the source does ("neha"), or with the same consonants
 * ("amkit", "vrma" of "Ankit", "Verma", as roman-names.ts reads them). A name the source never
 * writes in any script ("प्रिया", Priya) is still read as one.
 */
import anyAscii from 'any-ascii';
import { oncePer } from '../once-per-source.ts';
import { abjadSpellsLatin } from './abjad-spelled-latin.ts';
import { hangulSpellsLatin } from './hangul-spelled-latin.ts';
import { consonantKeys } from './roman-names.ts';
import { spellsShortLatinWord } from './short-latin-spellings.ts';
import { spellsSourceAcronym } from './source-acronym-letters.ts';

/** A Latin word of three letters or more: shorter ones spell too many words of other scripts. */
const LATIN_WORD = /\p{Script=Latin}{3,}/gu;
/** Consonants enough for two spellings alike to be one name, not two short words. */
const MIN_CONSONANTS = 3;

interface LatinWords {
  spelled: Set<string>;
  consonants: Set<string>;
}

const latinWords = /* @__PURE__ */ oncePer((source: { readonly text: string }): LatinWords => {
  const read: LatinWords = { spelled: new Set(), consonants: new Set() };
  for (const [word] of source.text.matchAll(LATIN_WORD)) {
    read.spelled.add(anyAscii(word).toLowerCase());
    const [key] = consonantKeys(word);
    if (key.length >= MIN_CONSONANTS) read.consonants.add(key);
  }
  return read;
});

/**
 * Whether `word`, in a script other than Latin, spells a word the source writes in Latin letters
 * (`source.text`: the post, its author's names and facts).
 */
export function spelledInLatin(word: string, source: { readonly text: string }): boolean {
  if (/\p{Script=Latin}/u.test(word)) return false;
  // "आईपीएल" of "IPL": an acronym by its letters' names (source-acronym-letters.ts).
  if (spellsSourceAcronym(word, source)) return true;
  // "إيلون ماسك" of "Elon Musk": an abjad's skeleton of the name (abjad-spelled-latin.ts).
  if (abjadSpellsLatin(word, source)) return true;
  // "넷플릭스가" of "Netflix": Hangul's consonants as Korean says them (hangul-spelled-latin.ts).
  if (hangulSpellsLatin(word, source)) return true;
  const ascii = anyAscii(word)
    .toLowerCase()
    .replace(/[^a-z]+/g, '');
  if (ascii.length < 3) return false;
  const read = latinWords(source);
  if (read.spelled.size === 0) return false;
  if (read.spelled.has(ascii)) return true;
  const [key] = consonantKeys(word);
  if (key.length >= MIN_CONSONANTS) return read.consonants.has(key);
  // "दिल्ली" of "Delhi": two consonants, read with their vowels' places (short-latin-spellings.ts).
  return spellsShortLatinWord(word, source);
}
