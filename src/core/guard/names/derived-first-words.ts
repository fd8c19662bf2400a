/**
 * A sentence's first word made of a common word (h300): the common-words lists keep a language's
 * 10,000 most common words, from subtitles, so news's nouns of derivation were read as names when
 * they opened a card's line: "Réouverture mardi 20 août" of a bakery's "On rouvre le mardi 20
 * août", "Riapertura delle scuole", "Reabertura da piscina", Indonesian "Penutupan jalan",
 * "Kenaikan tarif", "Perpanjangan masa berlaku". A first word is such a word where it is
 *
 * - a prefix of derivation of its language before a common word of six letters or more
 *   ("ré-ouverture", "ri-apertura", "re-abertura", "om-leiding"), as prefixed-words.ts reads
 *   English's; a name rarely opens on one before a word so long;
 * - in Indonesian and Malay, a noun made by a circumfix (pe-…-an, per-…-an, ke-…-an) of a common
 *   word or one of the source's, the prefix's nasal put back ("penutupan" of "tutup", "pengurangan"
 *   of "kurang", "kenaikan" of "naik").
 */
import { isCommonWord } from '../words/common-words.ts';
import { isPrefixedWord } from '../words/prefixed-words.ts';

/** Prefixes of derivation by language, longest first; none of one letter. */
const PREFIXES: Readonly<Record<string, RegExp>> = {
  es: /^(?:contra|inter|super|multi|sobre|anti|auto|semi|post|des|pre|sub|pos|re|co|ex|in)/u,
  pt: /^(?:contra|inter|super|multi|sobre|anti|auto|semi|des|pré|pre|pós|sub|re|co|ex|in)/u,
  it: /^(?:contro|inter|super|multi|sovra|sotto|anti|auto|semi|post|dis|pre|sub|ri|re|co|ex|in)/u,
  fr: /^(?:contre|inter|super|multi|anti|auto|semi|post|sous|dés|pré|sur|dé|ré|re|co|ex|in)/u,
  nl: /^(?:tegen|onder|over|voor|door|her|ver|ont|mis|wan|mee|uit|aan|be|om|op|af|na)/u,
};

/** The fewest letters of the common word after a prefix. */
const SHORTEST_REST = 6;

/**
 * Indonesian's and Malay's nominal circumfixes (their "-an" after the root): the prefix, then what
 * its nasal replaced (the root's first letter, "" where it kept it).
 */
const CIRCUMFIXES: readonly (readonly [string, readonly string[]])[] = [
  ['peng', ['', 'k']],
  ['peny', ['s']],
  ['pem', ['', 'p']],
  ['pen', ['', 't']],
  ['per', ['']],
  ['pe', ['']],
  ['ke', ['']],
];

/** The fewest letters of a circumfix's root. */
const SHORTEST_ROOT = 4;

/**
 * Whether a capitalised first word is a word of `lang` made of a common word (or, in Indonesian
 * and Malay, of one of `sourceWords`), not a name.
 */
export function isDerivedFirstWord(
  word: string,
  lang: string,
  sourceWords: ReadonlySet<string>,
): boolean {
  const code = lang.toLowerCase().split(/[-_]/)[0] ?? '';
  const lower = word.normalize('NFC').toLowerCase();
  if (code === 'id' || code === 'ms') {
    if (!lower.endsWith('an')) return false;
    // Each prefix the word opens on ("pem-ogok" and "pe-mogok"), each letter its nasal replaced.
    return CIRCUMFIXES.some(
      ([prefix, firsts]) =>
        lower.startsWith(prefix) &&
        firsts.some((first) => {
          const root = first + lower.slice(prefix.length, -2);
          return (
            [...root].length >= SHORTEST_ROOT && (isCommonWord(root, 'id') || sourceWords.has(root))
          );
        }),
    );
  }
  // "Reopening", "Postwar": English's, read as translated-names.ts reads them (prefixed-words.ts).
  if (code === 'en') return isPrefixedWord(word, 'en');
  const prefix = PREFIXES[code]?.exec(lower);
  if (!prefix) return false;
  const rest = lower.slice(prefix[0].length);
  return [...rest].length >= SHORTEST_REST && isCommonWord(rest, code);
}
