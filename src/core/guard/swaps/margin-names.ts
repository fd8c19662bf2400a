/**
 * A figure moved to another of the post's people named right after it (issue 44, round
 * forty-eight): "dojel … s náskokem 38 sekund před Matějem Zahálkou" of a post where Seixas came
 * in "38 sekund před Belgičanem Jarnem Widarem a 1 minutou 12 sekund před Čechem Matějem
 * Zahálkou". A gap, a margin or a share said "before", "ahead of", "behind" someone: every figure
 * and name is the post's, so no figures or names reader stops the line; the pairing is not.
 *
 * A figure is tied to the run of capitalised words that follows it within three lower-case words
 * (its unit, a preposition: "38 sekund před", "38 seconds ahead of"), with no mark, figure or
 * coordinating conjunction of the source's language between. The line's pair is stopped where the
 * source ties the figure to other people only, and ties the line's person to other figures only:
 * both ties clear, so a line that tells the same pair, or a pair the source never ties, is kept.
 * Names are one where one word of each is the other's, declined or not ("Zahálkou", "Zahálka").
 */

import type { ClauseSource } from '../meaning/negation-claims.ts';
import { isGermanNoun } from '../names/german-names.ts';
import { sameDeclined } from '../names/inflected-names.ts';
import { COORDINATORS } from './clause-swaps.ts';

interface Tie {
  figure: string;
  name: string[];
}

const SENTENCE_END = /[.!?](?=\s|$)|\n/u;
const TOKEN = /\d+(?:[.,:]\d+)*|[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*|[^\s\p{L}\p{M}\d]/gu;
const FIGURE = /^\d/u;
const CAPITAL = /^\p{Lu}/u;
const LOWER = /^\p{Ll}/u;
const DASH = /^[-–—]$/u;
/** Lower-case words between a figure and its person at most ("sekund před"; "seconds ahead of"). */
const BETWEEN = 3;
const NONE: ReadonlySet<string> = new Set();
/**
 * A tie's figure (a digit) and a person's word (a capital) anywhere in a sentence: one without
 * either ties nothing, and is not cut into tokens (a long source of numbers, issue 44 item 7).
 */
const DIGIT = /\d/u;
const UPPER = /\p{Lu}/u;

/**
 * The figure-and-person ties of a text, the person's words lower-cased; `and`: its conjunctions;
 * `noun`: a capitalised word that is no person's (German's nouns: "118 Millionen Euro" is a sum,
 * no margin before a "Millionen Euro", h308).
 */
function tiesOf(text: string, and: ReadonlySet<string>, noun: (word: string) => boolean): Tie[] {
  const ties: Tie[] = [];
  for (const sentence of text.split(SENTENCE_END)) {
    if (!DIGIT.test(sentence) || !UPPER.test(sentence)) continue;
    const tokens = sentence.match(TOKEN) ?? [];
    tokens.forEach((figure, at) => {
      if (!FIGURE.test(figure)) return;
      // "31-17 à Ernest-Wallon": a score's second figure is no margin before its venue or a side.
      if (at > 1 && DASH.test(tokens[at - 1] as string) && FIGURE.test(tokens[at - 2] as string))
        return;
      let next = at + 1;
      while (next < tokens.length && next - at - 1 < BETWEEN) {
        const word = tokens[next] as string;
        if (!(LOWER.test(word) || (CAPITAL.test(word) && noun(word))) || and.has(word)) break;
        next += 1;
      }
      const name: string[] = [];
      for (; next < tokens.length; next++) {
        const word = tokens[next] as string;
        if (!CAPITAL.test(word) || noun(word)) break;
        name.push(word.toLowerCase());
      }
      if (name.length > 0) ties.push({ figure, name });
    });
  }
  return ties;
}

const oneWord = (one: string, two: string) =>
  one === two || (one.length > 3 && two.length > 3 && sameDeclined(one, two));
/** Two names are one where a word of each (three letters or more) is one word. */
const samePerson = (one: readonly string[], two: readonly string[]) =>
  one.some((word) => word.length >= 3 && two.some((other) => oneWord(word, other)));

const bySource = /* @__PURE__ */ new WeakMap<object, Tie[]>();

/** The line's figures tied to a person the source ties to another figure, and it to another. */
export function marginNames(line: string, source: ClauseSource): string[] {
  if (!/\d/u.test(line)) return [];
  // The source's language's conjunctions ("a" is Czech "and", "of" is Dutch "or").
  const lang = (source.langs[0] ?? '').split('-')[0] ?? '';
  const and = COORDINATORS[lang] ?? NONE;
  const noun = lang === 'de' ? isGermanNoun : () => false;
  // The line's own ties first: a line that ties no figure to a person asks nothing of the source,
  // whose ties cost a pass over all its figures (a long source of numbers).
  const mine = tiesOf(line, and, noun);
  if (mine.length === 0) return [];
  let theirs = bySource.get(source);
  if (!theirs) {
    theirs = tiesOf(source.text, and, noun);
    bySource.set(source, theirs);
  }
  if (theirs.length < 2) return [];
  const claims: string[] = [];
  for (const { figure, name } of mine) {
    const figureTies = theirs.filter((tie) => tie.figure === figure);
    const personTies = theirs.filter((tie) => samePerson(tie.name, name));
    if (figureTies.length === 0 || personTies.length === 0) continue;
    if (figureTies.some((tie) => samePerson(tie.name, name))) continue;
    if (personTies.some((tie) => tie.figure === figure)) continue;
    claims.push(figure);
  }
  return claims;
}
