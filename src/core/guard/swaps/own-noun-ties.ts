/**
 * A figure kept with its own noun, read as traded at the word before it (h271, docs/decisions/012):
 * a summary reorders a list and keeps each figure's noun, "mua 12 xe điện và 40 xe buýt" of "mua 40
 * xe buýt và 12 xe điện", "48% in the south and 62% in the north" of "62% in the north and 48% in
 * the south". figure-ties.ts pins the verb before the list's first figure ("mua", "was") to the
 * source's first (40, 62), and the line's other figure there reads as the two traded; the word
 * right after each is a classifier or a preposition both share ("xe", "in"), so no tie after them
 * tells the nouns apart.
 *
 * Kept only where the trade is read at a word before the figure, and the line's words after it, up
 * to the first that parts from those after every pinned figure ("điện" against "buýt"; three words
 * at most), are those the source writes after a figure of the line's value: the figure is with its
 * own noun. A trade ("12 xe buýt và 40 xe điện") finds its noun after the other value only.
 */
import type { Figure } from '../figures/figure-kinds.ts';

interface Tied {
  figure: Figure;
  ties: readonly string[];
  start: number;
}

/** How many words after a figure its noun may stand ("in the south": three). */
const NOUN = 3;
/** A figure's written number and signs, before any letter of a unit or noun it holds. */
const NUMERIC = /^[^\p{L}]*/u;
/** How much of a figure is its number: its digits and signs, or all of a number word ("six"). */
const numberLength = (text: string) =>
  /\p{N}/u.test(text) ? (NUMERIC.exec(text)?.[0] ?? '').length : text.length;
/** A word, or a mark that ends a clause. */
const TOKEN = /[\p{L}\p{M}\p{N}]+|[.,;:!?()،؛。，、]/gu;

/** The first words after a figure up to its clause's end, lower case. */
function wordsAfter(text: string, start: number, length: number): string[] {
  const words: string[] = [];
  for (const [token] of text.slice(start + length, start + length + 80).matchAll(TOKEN)) {
    if (!/[\p{L}\p{M}\p{N}]/u.test(token) || words.length === NOUN) break;
    words.push(token.toLowerCase());
  }
  return words;
}

/** The words `one` and `other` share from their start, and the first word where they part. */
const partAt = (one: readonly string[], other: readonly string[]) => {
  let at = 0;
  while (at < one.length && one[at] === other[at]) at += 1;
  return at;
};

/**
 * Whether the words after a figure (`after`), up to the first that parts them from every one of
 * `others` (the phrases after figures of another value), are those of one of `own`.
 */
function withOwn(
  after: readonly string[],
  own: readonly string[][],
  others: readonly string[][],
): boolean {
  if (after.length === 0 || others.length === 0) return false;
  let parted = 0;
  for (const other of others) {
    const at = partAt(after, other);
    if (at >= after.length) return false;
    parted = Math.max(parted, at + 1);
  }
  const noun = after.slice(0, parted);
  return own.some((phrase) => partAt(noun, phrase) >= noun.length);
}

/**
 * True when the trade read at `tie` ("b:mua") is none: `mine` is followed, up to the word that
 * parts it from every pinned figure of `theirs`, by the words the source writes after a figure
 * holding its value, and the line's figure of the pinned value by the pinned figure's words.
 */
export function keptWithOwnNoun(
  tie: string,
  mine: Tied,
  line: readonly Tied[],
  texts: readonly [line: string, source: string] | undefined,
  theirs: readonly Figure[],
  source: readonly Tied[],
  holds: (line: Figure, source: Figure) => boolean,
): boolean {
  if (texts === undefined || !tie.startsWith('b:')) return false;
  const [lineText, sourceText] = texts;
  // From the figure's last digit or sign: a figure may hold its noun as a unit ("150 män").
  const phraseOf = (one: Tied, text: string) =>
    wordsAfter(text, one.start, numberLength(one.figure.text));
  const pinned = source
    .filter((one) => one.ties.includes(tie) && theirs.includes(one.figure))
    .map((one) => phraseOf(one, sourceText));
  const own = source
    .filter((one) => holds(mine.figure, one.figure) && !one.ties.includes(tie))
    .map((one) => phraseOf(one, sourceText));
  if (!withOwn(phraseOf(mine, lineText), own, pinned)) return false;
  // The other figure of the two read as traded keeps its own words too: a list reordered, not a
  // figure put where another's was ("8 for 19 at the line" of "Turner had 19 points").
  return line.some(
    (other) =>
      other !== mine &&
      theirs.some((their) => holds(other.figure, their)) &&
      withOwn(phraseOf(other, lineText), pinned, own),
  );
}
