/**
 * A person's given name put with another person's surname in an English line: "Justice Margaret
 * Hudson" of a ruling's "Justice Margaret Chutich" and "Justice Natalie Hudson", "Dr Gordon Okafor"
 * of "Gordon Moore" and "Samuel Okafor". Every word is the source's, so no reader of new names sees
 * it. Two capitalised words side by side are read as a given name and a surname where the source
 * writes each beside one other name only (a title stands beside several, and is a closed class
 * written here): the pair is stopped where the source never writes it. The surname alone ("Justice
 * Hudson", "Dr Okafor") and the source's own pairs are kept.
 */

import type { ClauseSource } from '../meaning/negation-claims.ts';
import { readsEnglishClauses } from '../words/clause-words.ts';

/** Two capitalised words with a space between (a name's halves). */
const PAIR =
  /(?<![\p{L}\p{M}'’.-])(\p{Lu}\p{Ll}[\p{Ll}\p{M}]*)[ \t]+(?=(\p{Lu}\p{Ll}[\p{Ll}\p{M}]*)(?![\p{L}\p{M}]))/gu;
/** Words before a name that are no name: titles, roles, days and months, a sentence's openers. */
const NOT_NAMES = new Set(
  (
    'justice judge dr doctor professor prof mr mrs ms miss sir dame lord lady president senator ' +
    'sen rep reps representative governor mayor chancellor minister prime secretary chief coach ' +
    'captain manager director chair chairman chairwoman commissioner councillor councilman ' +
    'trustee resident treasurer headteacher bishop father king queen prince princess general ' +
    'colonel officer detective inspector sergeant staff engineer analyst substitute independent ' +
    'deputy acting vice member saint st the a an in at on for by of and but with from to ' +
    'monday tuesday wednesday thursday friday saturday sunday january february march april may ' +
    'june july august september october november december'
  ).split(' '),
);

/** Each name's neighbours in `text`: the capitalised word after it and the one before. */
function neighboursOf(text: string) {
  const after = new Map<string, Set<string>>();
  const before = new Map<string, Set<string>>();
  const pairs = new Set<string>();
  for (const match of text.matchAll(PAIR)) {
    const [first, second] = [match[1] as string, match[2] as string];
    pairs.add(`${first} ${second}`);
    after.set(first, (after.get(first) ?? new Set()).add(second));
    before.set(second, (before.get(second) ?? new Set()).add(first));
  }
  return { after, before, pairs };
}

/** The name pairs of `line` that join a given name and a surname its English source gives others. */
export function crossedNames(line: string, source: ClauseSource): string[] {
  if (!readsEnglishClauses(source) || !/\p{Lu}\p{Ll}+[ \t]+\p{Lu}\p{Ll}/u.test(line)) return [];
  const held = neighboursOf(source.text);
  const found: string[] = [];
  for (const [, given, surname] of line.matchAll(PAIR)) {
    const [first, second] = [given as string, surname as string];
    if (held.pairs.has(`${first} ${second}`) || NOT_NAMES.has(first.toLowerCase())) continue;
    if (NOT_NAMES.has(second.toLowerCase())) continue;
    // Each half the source writes beside one other name only: a given name and a surname.
    const [others, givens] = [held.after.get(first), held.before.get(second)];
    if (others?.size !== 1 || givens?.size !== 1) continue;
    // One name with its middle word left out ("Lagos High Court" of "Lagos State High Court",
    // "Mary Smith" of "Mary Ann Smith", round forty): the source writes the three as one run.
    const [middle] = others;
    if (middle && new RegExp(`${first}[ \\t]+${middle}[ \\t]+${second}`, 'u').test(source.text))
      continue;
    found.push(`${first} ${second}`);
  }
  return found;
}
