/**
 * A clause the line says in the opposite direction (issue 44, docs/decisions/012 "A fifth set of
 * documents"): "the median price slipped 3.2% to $418,000" of a report's "rose 3.2 percent to
 * $418,000", "the council rejected protected bike lanes" of "voted to approve a plan for protected
 * bike lanes", "condos did better than detached houses" of "performed worse than detached houses".
 * Every figure and name is the source's, so no other reader stops the line: the direction is the edit.
 *
 * A direction word (direction-words.data.ts: pairs of opposite sides, each word in every form) is
 * read with the words about it: up to three content words before it and three after it, in its
 * clause ("while", "and", "but" end it; a comma ends the words after it), word starts compared as
 * negation-claims.ts compares them. The line's word is stopped where the source writes a word of
 * the other side with those words (one of the words after it at least, two in all) and no word of
 * its own side with as many: "dropped" of "fell" keeps the source's side, and "won three in a row"
 * where the source has United win five and Rovers lose three is read by the words after each. A
 * negation just before a word turns it ("did not rise" of "fell"): such a word is not read. English
 * here, and not a translation (the line's words are not the source's); German, Spanish, French,
 * Portuguese, Italian and Dutch in language-direction-claims.ts.
 */

import { oncePer } from '../once-per-source.ts';
import {
  readsEnglishClauses,
  type Side,
  segmentTokens,
  sidesOf,
  wordsAbout,
} from '../words/clause-words.ts';
import { languageDirectionClaims } from './language-direction-claims.ts';
import { type ClauseSource, sameWord } from './negation-claims.ts';

/** A direction word as a text writes it, with the words about it. */
interface Direction extends Side {
  text: string;
  before: string[];
  after: string[];
}

/** A direction word that, with the word after it, says no direction ("up to 15", "close to 2%"). */
const IDIOMS = new Set([
  'up to',
  'close to',
  'closer to',
  'closest to',
  'fall asleep',
  'fell asleep',
  'falls asleep',
  'falling asleep',
  'fallen asleep',
  'more or',
]);
/** How many tokens before a direction word a negation turns it from. */
const NEGATED_WITHIN = 3;

/** The direction words of a text, each with the words about it; negated ones left out. */
function directionsIn(text: string): Direction[] {
  const found: Direction[] = [];
  for (const tokens of segmentTokens(text)) {
    tokens.forEach((token, index) => {
      const own = sidesOf(token.word);
      if (!own || IDIOMS.has(`${token.word} ${tokens[index + 1]?.word}`)) return;
      // "did not rise", "no more than": a negation turns the word, so it is read as none.
      if (tokens.slice(Math.max(0, index - NEGATED_WITHIN), index).some((one) => one.negation)) {
        return;
      }
      for (const side of own) {
        // Another word of the group is another direction's ("fell 10% while Europe grew 4%").
        const stop = (word: string) =>
          sidesOf(word)?.some((one) => one.group === side.group) === true;
        const skip = (word: string) => sidesOf(word) !== undefined;
        const before = wordsAbout(tokens, index, -1, stop, skip);
        const after = wordsAbout(tokens, index, 1, stop, skip);
        found.push({ ...side, text: token.word, before, after });
      }
    });
  }
  return found;
}

const bySource = /* @__PURE__ */ oncePer(
  (source: ClauseSource): Map<string, Direction[]> => sourceDirections(source.text),
);

/** The source's direction words by group, read once (one pass over its words). */
function sourceDirections(text: string) {
  const groups = new Map<string, Direction[]>();
  for (const direction of directionsIn(text)) {
    const group = groups.get(direction.group);
    if (group) group.push(direction);
    else groups.set(direction.group, [direction]);
  }
  return groups;
}

/** The words of `words` the other direction's words about it hold. */
const shared = (words: readonly string[], other: readonly string[]) =>
  words.filter((word) => other.some((one) => sameWord(word, one)));

/**
 * A figure's unit or scale: a report writes it after every figure ("4.4 percent", "$96 million"),
 * so two directions sharing it share no subject ("core inflation fell to 3.0 percent" is not about
 * "services inflation remained high at 4.4 percent").
 */
const UNIT_WORD = /^(?:percent|per|cent|pct|points?|thousand|million|billion|trillion)$/iu;

/** How many words two directions share, none if all are figures ("lost 2-3" of "won 3-2"). */
function sharedWords(words: readonly string[], other: readonly string[]): number {
  const found = shared(words, other).filter((word) => !UNIT_WORD.test(word));
  return found.some((word) => !/\p{N}/u.test(word)) ? found.length : 0;
}

/**
 * Whether another direction of the line says the source's `other` its own way, about as many of
 * its words: "Lower supply pushed rents higher" of "the decline in supply was the main cause of
 * rising rents" joins the source's two directions, and "rising"'s words reach back to "supply"; the
 * line's "higher" tells that rise (h265), so "lower" is not read against it.
 */
function toldByAnother(
  all: readonly Direction[],
  direction: Direction,
  other: Direction,
  count: number,
): boolean {
  const words = [...other.before, ...other.after];
  return all.some(
    (one) =>
      one !== direction &&
      one.text !== direction.text &&
      one.group === other.group &&
      one.up === other.up &&
      sharedWords([...one.before, ...one.after], words) >= count,
  );
}

/**
 * The line's direction words the source says the other way about the same words ("slipped 3.2
 * to 418,000"), each with the words after it, as the line writes them lower-cased.
 */
export function directionClaims(line: string, source: ClauseSource): string[] {
  // Six other languages have their own words (language-direction-claims.ts).
  if (!readsEnglishClauses(source)) return languageDirectionClaims(line, source);
  const all = directionsIn(line);
  const lineDirections = all.filter(
    (direction) =>
      direction.after.length > 0 && direction.before.length + direction.after.length >= 2,
  );
  if (lineDirections.length === 0) return [];
  const groups = bySource(source);
  const claims = new Set<string>();
  for (const direction of lineDirections) {
    const about = [...direction.before, ...direction.after];
    let opposite = 0;
    let same = 0;
    for (const other of groups.get(direction.group) ?? []) {
      const words = [...other.before, ...other.after];
      if (other.up === direction.up) same = Math.max(same, shared(about, words).length);
      // The other side about the same thing: a word after each is the same ("rose 3.2" / "slipped 3.2").
      else if (shared(direction.after, other.after).length > 0) {
        const count = sharedWords(about, words);
        if (count > opposite && !toldByAnother(all, direction, other, count)) opposite = count;
      }
    }
    if (opposite >= 2 && opposite > same) {
      claims.add([direction.text, ...direction.after].join(' '));
    }
  }
  return [...claims];
}
