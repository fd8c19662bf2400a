/**
 * A direction turned round in other words than the source's (issue 44, docs/decisions/012
 * "Opposite words in other words"): "though it could come earlier" of a forecast's "A cool change
 * is likely to reach … Adelaide on Wednesday morning … it could be delayed", "which the agent
 * thought likely" of "I think that's unlikely", "over ProCover's more expensive one" of
 * "ProCover's lower bid", "because of milder weather" of "Colder weather … is the most likely
 * reason", "upholding a county court ruling" of "overturned that decision". direction-claims.ts
 * wants the same words right after both directions; a paraphrase keeps its clause's words but
 * moves them, so here a line's direction word (direction-words.data.ts) is read against the
 * source's sentence that its clause says:
 *
 * - **Its sentence**: the line's clause (commas and "and", "but", "though" … end it; a clause of
 *   fewer than three content words reads the one before it too, its subject) is matched to the
 *   source's segment that shares most of its content words (a figure counts twice, two words at
 *   least that are no figure, three in all). The line's word is stopped where every such segment
 *   holds a word of the other side of its group near one of the clause's words, and none of its
 *   own side: "dropped 7% … while Europe grew 4%" reads "grew" against the sentence of Europe.
 * - **Before the same noun**: "milder weather" where the source writes "colder weather" and never
 *   a word of the line's side before "weather".
 * - **A ruling**: "upheld" where the source overturns a ruling and upholds none.
 *
 * Not read: "up" and "down" but before a figure ("used up soil water", "two goals down"), and who
 * won (score-sides.ts reads the sides of a result). English only, and not a translation; a
 * negation just before a word turns it, so it is not read.
 */

import { oncePer } from '../once-per-source.ts';
import {
  endsClause,
  isContent,
  readsEnglishClauses,
  type Side,
  segmentTokens,
  sidesOf,
  type Token,
} from '../words/clause-words.ts';
import { sameVerbForm } from '../words/verb-forms.ts';
import { type ClauseSource, sameWord } from './negation-claims.ts';

/** A direction word, where it stands, the content words about it and the word after it. */
interface Direction extends Side {
  text: string;
  index: number;
  about: string[];
  next: string | undefined;
}

/** A direction word that, with the word after it, says no direction ("up to 15", "close to 2%"). */
const IDIOMS = new Set([
  'up to',
  'close to',
  'closer to',
  'more or',
  'fall asleep',
  'fell asleep',
  'falls asleep',
  'falling asleep',
]);
/** Words that say a direction only before a figure ("down 10%", not "used up", "goals down"). */
const PARTICLES = new Set(['up', 'down']);
/** Groups whose sides are people's (who won), not a thing's direction. */
const PEOPLES = new Set(['win']);
/** Groups read over the whole source: one ruling is upheld or overturned in a document. */
const WHOLE = new Set(['ruling']);
/** How many tokens before a direction word a negation turns it from; how many about it count. */
const NEGATED_WITHIN = 3;
const ABOUT = 4;
/** How many words a line's clause and the source's segment share at least. */
const SHARED_LEAST = 3;

const same = (one: string, two: string) => sameWord(one, two) || sameVerbForm(one, two);
const isFigure = (word: string) => /\p{N}/u.test(word);

/** The content words of `tokens` that are no direction word. */
const contentOf = (tokens: readonly Token[]) =>
  tokens
    .filter((token) => !token.comma && !sidesOf(token.word) && isContent(token.word))
    .map((token) => token.word);

/** The direction words of a segment's tokens; negated ones, idioms and people's left out. */
function directionsOf(tokens: readonly Token[]): Direction[] {
  const found: Direction[] = [];
  tokens.forEach((token, index) => {
    const sides = sidesOf(token.word);
    const next = tokens[index + 1]?.word;
    if (!sides || IDIOMS.has(`${token.word} ${next}`)) return;
    if (PARTICLES.has(token.word) && !isFigure(next ?? '')) return;
    if (tokens.slice(Math.max(0, index - NEGATED_WITHIN), index).some((one) => one.negation)) {
      return;
    }
    const about = contentOf([
      ...tokens.slice(Math.max(0, index - ABOUT), index),
      ...tokens.slice(index + 1, index + 1 + ABOUT),
    ]);
    for (const side of sides) {
      if (!PEOPLES.has(side.group)) found.push({ ...side, text: token.word, index, about, next });
    }
  });
  return found;
}

interface Segment {
  words: string[];
  directions: Direction[];
}

/** The source's segments, each with its content words and direction words, read once. */
const segmentsOf = /* @__PURE__ */ oncePer((source: ClauseSource): Segment[] => {
  const segments = segmentTokens(source.text).map((tokens) => ({
    words: contentOf(tokens),
    directions: directionsOf(tokens),
  }));
  return segments;
});

/** The content words of the clause about `index`, with the clauses before it while too few. */
function clauseOf(tokens: readonly Token[], index: number) {
  let to = index;
  while (to + 1 < tokens.length && !endsClause(tokens[to + 1] as Token)) to += 1;
  let from = index + 1;
  let words: string[] = [];
  do {
    from -= 1;
    while (from > 0 && !endsClause(tokens[from - 1] as Token)) from -= 1;
    words = contentOf(tokens.slice(from, to + 1));
  } while (words.length < SHARED_LEAST && from > 0);
  return { words, clause: tokens.slice(from, to + 1) };
}

/** The source's segments that share most of `words` (three at least, two of them no figure). */
function segmentsSaying(segments: readonly Segment[], words: readonly string[]): Segment[] {
  let best = SHARED_LEAST - 1;
  let found: Segment[] = [];
  for (const segment of segments) {
    const shared = words.filter((word) => segment.words.some((other) => same(word, other)));
    const figures = shared.filter(isFigure).length;
    const score = shared.length - figures >= 2 ? shared.length + figures : 0;
    if (score > best) {
      best = score;
      found = [segment];
    } else if (score === best) found.push(segment);
  }
  return found;
}

/** Whether two directions' words about them share two words, one at least no figure. */
function saysAbout(theirs: readonly string[], mine: readonly string[]): boolean {
  const shared = mine.filter((word) => theirs.some((other) => same(word, other)));
  return shared.length >= 2 && shared.some((word) => !isFigure(word));
}

/** Whether `others` hold the other side of `direction`'s group (as `near` asks) and none of its own. */
function turned(
  direction: Direction,
  others: readonly Direction[],
  near: (other: Direction) => boolean,
): boolean {
  const group = others.filter((other) => other.group === direction.group);
  return (
    group.some((other) => other.up !== direction.up && near(other)) &&
    !group.some((other) => other.up === direction.up)
  );
}

/** The line's direction words the source's sentence they say holds the other way round. */
export function sentenceDirections(line: string, source: ClauseSource): string[] {
  if (!readsEnglishClauses(source)) return [];
  const claims = new Set<string>();
  for (const tokens of segmentTokens(line)) {
    const directions = directionsOf(tokens);
    if (directions.length === 0) continue;
    const segments = segmentsOf(source);
    for (const direction of directions) {
      const all = segments.flatMap((segment) => segment.directions);
      const noun = direction.next;
      if (noun && /^\p{L}/u.test(noun) && isContent(noun) && !sidesOf(noun)) {
        const before = all.filter((other) => other.next !== undefined && same(other.next, noun));
        if (turned(direction, before, () => true)) {
          claims.add(`${direction.text} ${noun}`);
          continue;
        }
      }
      if (WHOLE.has(direction.group) && turned(direction, all, () => true)) {
        claims.add(direction.text);
        continue;
      }
      // The source says this side about the word's own words ("its lowest since March 2021" of
      // "the lowest inflation rate since March 2021"): the sentence a short clause borrows its
      // subject from is no matter.
      const told = all.some(
        (other) =>
          other.group === direction.group &&
          other.up === direction.up &&
          saysAbout(other.about, direction.about),
      );
      if (told) continue;
      const { words, clause } = clauseOf(tokens, direction.index);
      // A clause that says both sides ("rose after falling") is read by direction-claims.ts.
      const both = directionsOf(clause).some(
        (one) => one.group === direction.group && one.up !== direction.up,
      );
      if (both) continue;
      const saying = segmentsSaying(segments, words);
      const near = (other: Direction) =>
        other.about.some((word) => words.some((one) => same(word, one)));
      if (saying.length > 0 && saying.every((one) => turned(direction, one.directions, near))) {
        claims.add(direction.text);
      }
    }
  }
  return [...claims];
}
