/**
 * A person's other half changed in a translation (issue 44 item 5, docs/decisions/012, round
 * twenty-four): a card in another language of a post in Latin letters keeps "Marco" of the source's
 * "Marco Santini" and writes "Marco Bellini", or "Paulo Lacerda" of "Pedro Lacerda". The
 * translation's names reader lets a name near one of the source's pass as its exonym ("Bolonha" of
 * "Bologna"), and "Bellini" is near "Bologna". Two capitalised words side by side where the source
 * writes one of them beside another name are a name whole: the other half is the source's where it
 * is that name in any accent or any of the source's words, else it is a new one. First names are
 * common words in the lists ("Marco", "Pedro"): every capitalised word past a sentence's first is read.
 */
import anyAscii from 'any-ascii';
import { oncePer } from '../once-per-source.ts';
import { isCommonWord } from '../words/common-words.ts';
import { consonantKeys } from './roman-names.ts';

const WORD = /[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)?/gu;
const CAPITALISED = /^\p{Lu}\p{Ll}/u;

/**
 * Two keys of one name: the same, or one the other's start, a case ending put on ("Arena" of
 * Hungarian "Arénában").
 */
const sameName = (a: string, b: string) =>
  a === b || (Math.min(a.length, b.length) >= 2 && (a.startsWith(b) || b.startsWith(a)));

/**
 * An English word a translation puts in a name for the source's own ("Storm Kristine" of "Bagyong
 * Kristine", "Groupama Arena"): the name's title or kind, no other person. Not where it starts as
 * the source's word does: the English list holds names too ("Paulo" of "Pedro Lacerda",
 * "Marchand" of "Étienne Marchal"), and a kind is another language's word.
 */
const noun = (word: string) => isCommonWord(word, 'en');

/** A word in lower case without accents ("Étienne": "etienne"). */
const fold = (word: string) => anyAscii(word).toLowerCase();

/** Side-by-side capitalised words of a text, folded: only a space between them. */
type Pair = [first: string, second: string, writtenFirst: string, writtenSecond: string];

function pairsOf(text: string): Pair[] {
  const pairs: Pair[] = [];
  let previous: { word: string; end: number } | undefined;
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    // A sentence's first word is capitalised whatever it is ("Il Real Betis").
    const opens = /(?:^|[.!?:;]\s*)$/u.test(text.slice(Math.max(0, match.index - 3), match.index));
    const named = CAPITALISED.test(word) && !opens;
    if (named && previous && text.slice(previous.end, match.index) === ' ') {
      pairs.push([fold(previous.word), fold(word), previous.word, word]);
    }
    previous = named ? { word, end: match.index + word.length } : undefined;
  }
  return pairs;
}

const sourcePairs = /* @__PURE__ */ oncePer(
  (source: {
    readonly text: string;
    readonly langs: readonly string[];
  }): { pairs: Pair[]; words: Set<string> } => {
    // German capitalises its nouns: two of them side by side are no name.
    const pairs = source.langs[0] === 'de' ? [] : pairsOf(source.text);
    const words = new Set((source.text.match(WORD) ?? []).map(fold));
    const theirs: { pairs: Pair[]; words: Set<string> } = { pairs, words };
    return theirs;
  },
);

/** The names a translated line (in `lang`) makes of one half of a source's two-word name. */
export function changedNameHalves(
  line: string,
  source: { readonly text: string; readonly langs: readonly string[] },
  lang: string,
): string[] {
  const theirs = sourcePairs(source);
  if (theirs.pairs.length === 0 || lang === 'de') return [];
  const { pairs, words } = theirs;
  const found: string[] = [];
  const key = (word: string) => consonantKeys(word)[0];
  for (const [first, second, writtenFirst, writtenSecond] of pairsOf(line)) {
    if (pairs.some(([a, b]) => a === first && b === second)) continue;
    // The half that differs from the source's, where it is none of its words nor that name's
    // consonants ("Marchal" spelled "Marschal").
    const changed = (mine: string, shown: string, other: string | undefined) =>
      other !== undefined &&
      !words.has(mine) &&
      !sameName(key(mine), key(other)) &&
      (!noun(shown) || mine[0] === other[0])
        ? shown
        : undefined;
    const lastChanged = changed(second, writtenSecond, pairs.find(([a]) => a === first)?.[1]);
    const firstChanged = changed(first, writtenFirst, pairs.find(([, b]) => b === second)?.[0]);
    for (const name of [lastChanged, firstChanged]) {
      if (name && !found.includes(name)) found.push(name);
    }
  }
  return found;
}
