/**
 * An English text read as the clause readers of meaning read it (direction-claims.ts,
 * hedge-claims.ts): its segments (a sentence, or what a colon, semicolon or bracket sets apart),
 * each as tokens, and the content words about a token in its clause, compared as
 * negation-claims.ts compares words. One pass over a text; nothing here compares two texts.
 */
import { DIRECTION_WORDS } from '../meaning/direction-words.data.ts';
import type { ClauseSource } from '../meaning/negation-claims.ts';
import { negationWordsOf } from '../meaning/negation-words.ts';
import { isStopWord } from './stop-words.ts';

/** The clause readers of meaning read an English source's lines in English only (no translation). */
export function readsEnglishClauses(source: ClauseSource): boolean {
  return !source.translated && (source.langs[0] ?? 'en') === 'en';
}

/** A word's side: its group ("amount") and which of the group's two sides. */
export interface Side {
  group: string;
  up: boolean;
}

let sides: Map<string, Side[]> | undefined;

/** The sides a word is on (a word may be in two groups: "lost" of "won" and of "kept"). */
export function sidesOf(word: string): Side[] | undefined {
  if (!sides) {
    sides = new Map();
    for (const line of DIRECTION_WORDS.split('\n')) {
      const [group, side, ...words] = line.split(' ');
      if (!group || !side) continue;
      for (const one of words) {
        sides.set(one, [...(sides.get(one) ?? []), { group, up: side === 'up' }]);
      }
    }
  }
  return sides.get(word);
}

/** What ends a sentence or a clause no window reads across. */
const SEGMENT_END = /[.!?](?=\s|$)|[;:()[\]{}"“”„«»—–]|\s-\s|\n/u;
/** A figure whole ("3.2", "418,000"), a word with its clitic ("didn't", "Rovers'"), or a comma. */
const TOKEN = /\p{N}+(?:[.,]\p{N}+)*|[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*|,/gu;
/** Words that start another clause: the words about a word stop there. */
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
/** How many content words are read on each side of a word. */
const WINDOW = 3;

export interface Token {
  readonly word: string;
  readonly comma: boolean;
  readonly negation: boolean;
  /**
   * "May" capitalised within a sentence: the month (or a name), never the hedge "may" ("work is
   * expected to finish in May"), and a content word about another.
   */
  readonly month?: boolean;
}

const NEGATIONS = negationWordsOf('en')?.words ?? new Set<string>();

/** Whether a token ends the clause the words about another are read in. */
export const endsClause = (token: Token) => token.comma || COORDINATORS.has(token.word);

/** The tokens of the clause `index` is in (from the last clause end before it to the next), and
 * where they start: the readers that weigh a word by its own clause's words. */
export function clauseTokens(
  tokens: readonly Token[],
  index: number,
): { start: number; clause: readonly Token[] } {
  let start = index;
  while (start > 0 && !endsClause(tokens[start - 1] as Token)) start -= 1;
  let end = index;
  while (end + 1 < tokens.length && !endsClause(tokens[end + 1] as Token)) end += 1;
  return { start, clause: tokens.slice(start, end + 1) };
}

/**
 * The last texts' segments (issue 44, the guard's cost): a dozen readers cut the same line and the
 * same source's sentences again, for each line of a card. Read-only, so one caller's copy is all's.
 */
const segmented = new Map<string, readonly (readonly Token[])[]>();
const SEGMENTED_KEPT = 64;

/** A text's segments, each as its tokens (lower case, "'s" dropped, "n't" read as "not"). */
export function segmentTokens(text: string): readonly (readonly Token[])[] {
  const kept = segmented.get(text);
  if (kept) return kept;
  const segments = text.split(SEGMENT_END).map((segment) =>
    [...segment.matchAll(TOKEN)].map(([raw], index): Token => {
      if (raw === ',') return { word: raw, comma: true, negation: false };
      if (raw === 'May' && index > 0)
        return { word: 'may', comma: false, negation: false, month: true };
      const lower = raw.toLowerCase().replace(/’/g, "'");
      if (lower.endsWith("n't")) return { word: 'not', comma: false, negation: true };
      const word = lower.replace(/'s?$/, '');
      return { word, comma: false, negation: NEGATIONS.has(word) };
    }),
  );
  if (segmented.size >= SEGMENTED_KEPT) segmented.delete(segmented.keys().next().value as string);
  segmented.set(text, segments);
  return segments;
}

/** Function words stopword's English list lacks ("its", "will", "may" and the other auxiliaries). */
const FUNCTION_WORDS = new Set(['its', 'per', ...(negationWordsOf('en')?.auxiliaries ?? [])]);

/**
 * Words already judged content or not: a long source's windows ask each of its words about six
 * times (issue 44 item 7). Emptied when it grows large, so a server's years of words do not pile.
 */
const judged = new Map<string, boolean>();
const JUDGED_KEPT = 20_000;

/** A figure, or a word of three letters or more that is no function word. */
export function isContent(word: string): boolean {
  let content = judged.get(word);
  if (content === undefined) {
    content =
      /\p{N}/u.test(word) ||
      (word.length > 2 && !isStopWord(word, 'en') && !FUNCTION_WORDS.has(word));
    if (judged.size >= JUDGED_KEPT) judged.clear();
    judged.set(word, content);
  }
  return content;
}

/**
 * The content words on one side of `index` (step -1 before, 1 after) in its clause: a coordinator
 * ends it, a comma ends the words after a word (a subject may stand before commas: "The median
 * sale price, however, rose"), and so does a word `stop` names; words `skip` names are passed over.
 */
export function wordsAbout(
  tokens: readonly Token[],
  index: number,
  step: 1 | -1,
  stop: (word: string) => boolean,
  skip: (word: string) => boolean,
): string[] {
  const words: string[] = [];
  for (let at = index + step; at >= 0 && at < tokens.length && words.length < WINDOW; at += step) {
    const token = tokens[at] as Token;
    if (COORDINATORS.has(token.word) || (token.comma && step > 0) || stop(token.word)) break;
    if (token.month || (!token.comma && !skip(token.word) && isContent(token.word))) {
      words.push(token.word);
    }
  }
  return words;
}
