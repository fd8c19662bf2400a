/**
 * A line that states as certain what the source only hedges (issue 44, docs/decisions/012 "A
 * fifth set of documents"): "construction will take eight months" of "could take up to eight
 * months", "a total fire ban has been declared" of "may be declared", "the bank will cut rates
 * further" of "the policy rate is likely to be reduced further". Every word but the hedge is the
 * source's, so no other reader stops the line.
 *
 * The line's claim is a word after an auxiliary that states ("will take", "has been declared", "is
 * an alternative") with no hedge before it in its clause and no negation just before it. It is
 * stopped where the source writes that word (or a word of its direction's side: "climbing" of
 * "increase") after a hedge in its clause ("could", "may", "likely", "expected", "considering
 * whether"), with two words about it the line's (clause-words.ts), and nowhere without a hedge
 * with as many: a source that says it both ways lets the line say it plainly. English only, not a
 * translation, and never the other way (a line may hedge what its source states).
 */

import { oncePer } from '../once-per-source.ts';
import {
  endsClause,
  readsEnglishClauses,
  segmentTokens,
  sidesOf,
  type Token,
  wordsAbout,
} from '../words/clause-words.ts';
import { type ClauseSource, sameWord } from './negation-claims.ts';

/** Words that make what follows them in a source's clause a possibility, not a fact. */
export const STRONG_HEDGES = [
  'could',
  'may',
  'might',
  'possibly',
  'possible',
  'perhaps',
  'potentially',
  'considering',
  'whether',
];
/** Words of an expectation: a line may tell it as what someone said will happen. */
const EXPECTING = [
  'likely',
  'unlikely',
  'expected',
  'expect',
  'expects',
  'probably',
  // A hope is no plan settled: "which I hope to finish next year" is not "she will finish" it.
  'hope',
  'hopes',
  'hoping',
];
export const HEDGES = new Set([...STRONG_HEDGES, ...EXPECTING]);
/** A line's words that hedge besides those: what it says after them is no fact either. */
const LINE_HEDGES = new Set([
  ...HEDGES,
  'should',
  'would',
  'can',
  'plans',
  'planned',
  'aims',
  'hopes',
  'intends',
  'proposed',
]);
/** Words that tell what follows as someone's ("the CEO said supply will stay tight"). */
const REPORTING = new Set([
  'said',
  'says',
  'say',
  'told',
  'tells',
  'warned',
  'warns',
  'added',
  'according',
  'believes',
  'thinks',
  'predicted',
  'predicts',
  'forecast',
  'forecasts',
]);
/** Words between a stating auxiliary and what it states ("has been declared", "is an"). */
const BETWEEN = new Set([
  'been',
  'being',
  'the',
  'also',
  'still',
  'now',
  'then',
  'just',
  'already',
  'not',
  'yet',
]);
/** Auxiliaries that state what follows them. */
const STATING = new Set(['will', 'has', 'have', 'had', 'is', 'are', 'was', 'were']);
/** How far before a word a hedge reaches, and a negation turns it. */
const HEDGED_WITHIN = 5;
const NEGATED_WITHIN = 3;

/** A word a text says, with the words about it. */
interface Said {
  word: string;
  before: string[];
  after: string[];
  /** A line's statement told as someone's ("the CEO said supply will stay tight"). */
  reported?: boolean;
}

/** Whether a hedge of `hedges` stands within reach before `index`, in its clause. */
export function hedged(
  tokens: readonly Token[],
  index: number,
  hedges: ReadonlySet<string>,
): boolean {
  for (let at = index - 1; at >= 0 && at >= index - HEDGED_WITHIN; at -= 1) {
    const token = tokens[at] as Token;
    if (hedges.has(token.word) && !token.month) return true;
    if (endsClause(token)) return false;
  }
  return false;
}

/**
 * Whether a negation stands within reach before `index`: read in place, for a long source asks it
 * of every word (a slice of the tokens before each was a new array a word).
 */
export function negated(tokens: readonly Token[], index: number): boolean {
  for (let at = Math.max(0, index - NEGATED_WITHIN); at < index; at += 1) {
    if ((tokens[at] as Token).negation) return true;
  }
  return false;
}

const never = () => false;
const isHedge = (word: string) => LINE_HEDGES.has(word);
const STRONG = new Set(STRONG_HEDGES);

/**
 * A figure's digit. One pattern for every word: a pattern written in a function is a new object
 * each call, and a long source asks it of thousands of words.
 */
const FIGURE = /\p{N}/u;

/** A word a statement may be about: three letters or more, no figure, no word between. */
const isStated = (word: string) => word.length > 2 && !FIGURE.test(word) && !BETWEEN.has(word);

/** What the line states: each word after a stating auxiliary, unhedged and not negated. */
export function statedIn(line: string): Said[] {
  const said: Said[] = [];
  for (const tokens of segmentTokens(line)) {
    tokens.forEach((token, index) => {
      if (!STATING.has(token.word)) return;
      // The first word after it that says something ("will take", "has been declared", "is an alternative").
      let at = index + 1;
      while (at <= index + 3 && at < tokens.length && !isStated(tokens[at]?.word ?? '')) at += 1;
      const word = tokens[at]?.word;
      if (word === undefined || at > index + 3 || LINE_HEDGES.has(word)) return;
      if (hedged(tokens, at, LINE_HEDGES) || negated(tokens, at)) return;
      const reported = tokens.slice(0, index).some((one) => REPORTING.has(one.word));
      const before = wordsAbout(tokens, index, -1, never, isHedge);
      const after = wordsAbout(tokens, at, 1, never, isHedge);
      said.push({ word, before, after, reported });
    });
  }
  return said;
}

/**
 * A source's word where it stands: the words about it are read only when a line's word is matched
 * against it (a long source has thousands of words, a line a few statements; issue 44 item 7).
 */
interface SourceSaid {
  word: string;
  tokens: readonly Token[];
  index: number;
  /** A word hedged only by an expectation ("expect supply to stay tight"). */
  expectation: boolean;
  /** The words before and after it, once read. */
  about?: string[];
}

/** The source's words, hedged or not, by their first four letters and by their direction. */
interface SourceWords {
  hedged: Map<string, SourceSaid[]>;
  plain: Map<string, SourceSaid[]>;
}

const keysOf = (word: string) => [
  word.slice(0, 4),
  ...(sidesOf(word) ?? []).map((side) => `${side.group} ${side.up}`),
];

const bySource = /* @__PURE__ */ oncePer(
  (source: ClauseSource): SourceWords => sourceWords(source.text),
);

/** Every content word of the source, once, as hedged or plain. */
function sourceWords(text: string): SourceWords {
  const read: SourceWords = { hedged: new Map(), plain: new Map() };
  // A word's keys, read once a word: a long source says its words again and again.
  const keys = new Map<string, string[]>();
  const segments = segmentTokens(text);
  const hedging = segments.map((tokens) =>
    tokens.some((token) => HEDGES.has(token.word) && !token.month),
  );
  // A source that hedges nothing holds no hedged word, and a line's statement is stopped only
  // against one (hedgeClaims): its plain words are not read (a long source has thousands).
  if (!hedging.includes(true)) return read;
  segments.forEach((tokens, segment) => {
    // A segment without a hedge word hedges none of its words: no window read before each.
    const hedges = hedging[segment] === true;
    tokens.forEach((token, index) => {
      if (!isStated(token.word) || HEDGES.has(token.word) || negated(tokens, index)) return;
      const strong = hedges && hedged(tokens, index, STRONG);
      const said: SourceSaid = { word: token.word, tokens, index, expectation: !strong };
      const expected = hedges && !ownPlan(tokens, index) && hedged(tokens, index, HEDGES);
      const into = strong || expected ? read.hedged : read.plain;
      let wordKeys = keys.get(token.word);
      if (!wordKeys) {
        wordKeys = keysOf(token.word);
        keys.set(token.word, wordKeys);
      }
      for (const key of wordKeys) {
        const list = into.get(key);
        if (list) list.push(said);
        else into.set(key, [said]);
      }
    });
  });
  return read;
}

/** Words by which a subject tells what it will do itself: "the council expects to draw". */
const OWN_PLAN = new Set(['expects', 'expect']);

/**
 * Whether a source's word is its subject's own plan, "expects to draw £6 million from reserves":
 * the verb just after "expects to" (h265). A summary's "the council will draw on reserves" tells
 * that plan as a report does; "is expected to rise" and "expects prices to rise" stay expectations,
 * and a strong hedge ("may expect to") is read before this.
 */
function ownPlan(tokens: readonly Token[], index: number): boolean {
  return tokens[index - 1]?.word === 'to' && OWN_PLAN.has(tokens[index - 2]?.word ?? '');
}

/** Whether two words are one claim's: the same word, or words of one direction's side. */
function sameClaim(one: string, two: string): boolean {
  if (sameWord(one, two)) return true;
  const sides = sidesOf(two) ?? [];
  return (sidesOf(one) ?? []).some((side) =>
    sides.some((other) => other.group === side.group && other.up === side.up),
  );
}

/** The words before and after a source's word, read the first time they are asked. */
function aboutOf(other: SourceSaid): string[] {
  other.about ??= [
    ...wordsAbout(other.tokens, other.index, -1, never, isHedge),
    ...wordsAbout(other.tokens, other.index, 1, never, isHedge),
  ];
  return other.about;
}

/** How many of the line's words about its word the source's hold, none if all are figures. */
function sharedAbout(line: Said, other: SourceSaid): number {
  const words = aboutOf(other);
  const found = [...line.before, ...line.after].filter((word) =>
    words.some((one) => sameWord(word, one)),
  );
  return found.some((word) => !FIGURE.test(word)) ? found.length : 0;
}

/**
 * The best a source's words (of one kind) match the line's word; a statement the line reports
 * ("said … will") is matched only by a source's possibility, not its expectation.
 */
function bestMatch(line: Said, words: ReadonlyMap<string, SourceSaid[]>, hedges = false): number {
  let best = 0;
  for (const key of keysOf(line.word)) {
    for (const other of words.get(key) ?? []) {
      if (hedges && line.reported && other.expectation) continue;
      if (sameClaim(line.word, other.word)) best = Math.max(best, sharedAbout(line, other));
    }
  }
  return best;
}

/**
 * The line's words that state what the source hedges ("will take eight months" of "could take up
 * to eight months"), each with the words after it.
 */
export function hedgeClaims(line: string, source: ClauseSource): string[] {
  if (!readsEnglishClauses(source)) return [];
  const stated = statedIn(line);
  if (stated.length === 0) return [];
  const words = bySource(source);
  const claims = new Set<string>();
  for (const said of stated) {
    const hedgedBest = bestMatch(said, words.hedged, true);
    if (hedgedBest >= 2 && hedgedBest > bestMatch(said, words.plain)) {
      claims.add([said.word, ...said.after].join(' '));
    }
  }
  return [...claims];
}
