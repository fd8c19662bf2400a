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
 * only, and not a translation (the line's words are not the source's).
 */
import { DIRECTION_WORDS } from './direction-words.data.ts';
import { sameWord } from './negation-claims.ts';
import { negationWordsOf } from './negation-words.ts';
import { isStopWord } from './stop-words.ts';

/** A word's side: its group ("amount") and which of the group's two sides. */
interface Side {
  group: string;
  up: boolean;
}

let sides: Map<string, Side[]> | undefined;

/** The sides a word is on (a word may be in two groups: "lost" of "won" and of "kept"). */
function sidesOf(word: string): Side[] | undefined {
  if (!sides) {
    sides = new Map();
    for (const line of DIRECTION_WORDS.split('\n')) {
      const [group, side, ...words] = line.split(' ');
      if (!group || !side) continue;
      for (const one of words)
        sides.set(one, [...(sides.get(one) ?? []), { group, up: side === 'up' }]);
    }
  }
  return sides.get(word);
}

/** A direction word as a text writes it, with the words about it. */
interface Direction extends Side {
  text: string;
  before: string[];
  after: string[];
}

/** What ends a sentence or a clause no window reads across. */
const SEGMENT_END = /[.!?](?=\s|$)|[;:()[\]{}"“”„«»—–]|\s-\s|\n/u;
/** A figure whole ("3.2", "418,000"), a word with its clitic ("didn't", "Rovers'"), or a comma. */
const TOKEN = /\p{N}+(?:[.,]\p{N}+)*|[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*|,/gu;
/** Words that start another clause: the words about a direction word stop there. */
const COORDINATORS = new Set([
  'and',
  'but',
  'while',
  'whereas',
  'although',
  'though',
  'because',
  'as',
  'since',
  'so',
  'yet',
  'or',
]);
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
/** How many content words are read on each side of a direction word. */
const WINDOW = 3;
/** How many tokens before a direction word a negation turns it from. */
const NEGATED_WITHIN = 3;

interface Token {
  word: string;
  comma: boolean;
  negation: boolean;
}

function tokensOf(segment: string, negations: ReadonlySet<string>): Token[] {
  return [...segment.matchAll(TOKEN)].map(([raw]) => {
    if (raw === ',') return { word: raw, comma: true, negation: false };
    const lower = raw.toLowerCase().replace(/’/g, "'");
    if (lower.endsWith("n't")) return { word: 'not', comma: false, negation: true };
    const word = lower.replace(/'s?$/, '');
    return { word, comma: false, negation: negations.has(word) };
  });
}

/** Function words stopword's English list lacks ("its", "will", "may" and the other auxiliaries). */
const FUNCTION_WORDS = new Set(['its', 'per', ...(negationWordsOf('en')?.auxiliaries ?? [])]);

const isContent = (word: string) =>
  /\p{N}/u.test(word) || (word.length > 2 && !isStopWord(word, 'en') && !FUNCTION_WORDS.has(word));

/** The content words on one side of `index` (step -1 before, 1 after) in its clause. */
function wordsAbout(tokens: readonly Token[], index: number, step: 1 | -1, group: string) {
  const words: string[] = [];
  for (let at = index + step; at >= 0 && at < tokens.length && words.length < WINDOW; at += step) {
    const token = tokens[at] as Token;
    if (COORDINATORS.has(token.word) || (token.comma && step > 0)) break;
    const other = sidesOf(token.word);
    // Another word of the group is another direction's ("fell 10% while Europe grew 4%").
    if (other?.some((side) => side.group === group)) break;
    if (!token.comma && !other && isContent(token.word)) words.push(token.word);
  }
  return words;
}

/** The direction words of a text, each with the words about it; negated ones left out. */
function directionsIn(text: string, negations: ReadonlySet<string>): Direction[] {
  const found: Direction[] = [];
  for (const segment of text.split(SEGMENT_END)) {
    const tokens = tokensOf(segment, negations);
    tokens.forEach((token, index) => {
      const own = sidesOf(token.word);
      if (!own || IDIOMS.has(`${token.word} ${tokens[index + 1]?.word}`)) return;
      // "did not rise", "no more than": a negation turns the word, so it is read as none.
      if (tokens.slice(Math.max(0, index - NEGATED_WITHIN), index).some((one) => one.negation)) {
        return;
      }
      for (const side of own) {
        const before = wordsAbout(tokens, index, -1, side.group);
        const after = wordsAbout(tokens, index, 1, side.group);
        found.push({ ...side, text: token.word, before, after });
      }
    });
  }
  return found;
}

const bySource = /* @__PURE__ */ new WeakMap<object, Map<string, Direction[]>>();

/** The source's direction words by group, read once (one pass over its words). */
function sourceDirections(text: string, negations: ReadonlySet<string>) {
  const groups = new Map<string, Direction[]>();
  for (const direction of directionsIn(text, negations)) {
    groups.set(direction.group, [...(groups.get(direction.group) ?? []), direction]);
  }
  return groups;
}

/** The words of `words` the other direction's words about it hold. */
const shared = (words: readonly string[], other: readonly string[]) =>
  words.filter((word) => other.some((one) => sameWord(word, one)));

/** How many words two directions share, none if all are figures ("lost 2-3" of "won 3-2"). */
function sharedWords(words: readonly string[], other: readonly string[]): number {
  const found = shared(words, other);
  return found.some((word) => !/\p{N}/u.test(word)) ? found.length : 0;
}

/**
 * The line's direction words the source says the other way about the same words ("slipped 3.2
 * to 418,000"), each with the words after it, as the line writes them lower-cased.
 */
export function directionClaims(
  line: string,
  source: {
    readonly text: string;
    readonly langs: readonly string[];
    readonly translated?: boolean;
  },
): string[] {
  if (source.translated || (source.langs[0] ?? 'en') !== 'en') return [];
  const negations = negationWordsOf('en')?.words ?? new Set<string>();
  const lineDirections = directionsIn(line, negations).filter(
    (direction) =>
      direction.after.length > 0 && direction.before.length + direction.after.length >= 2,
  );
  if (lineDirections.length === 0) return [];
  let groups = bySource.get(source);
  if (!groups) {
    groups = sourceDirections(source.text, negations);
    bySource.set(source, groups);
  }
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
        opposite = Math.max(opposite, sharedWords(about, words));
      }
    }
    if (opposite >= 2 && opposite > same) {
      claims.add([direction.text, ...direction.after].join(' '));
    }
  }
  return [...claims];
}
