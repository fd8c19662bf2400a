/**
 * English verbs that tell a group's decision ("agreed on 12%", "settled on 12%", "decided on",
 * "opted for"): a meeting's minutes propose one value, counter it with another and settle on a
 * third, and a faithful summary says "agreed on" of "settled on". Read as one key, so a line's
 * decision word is the settled value's own word and not another value's clause's (clause-swaps.ts).
 * No library lists a verb's synonyms; a short list of forms is kept here.
 */

const DECIDED = new Set(
  'agree agreed agrees settle settled settles decide decided decides opt opted opts chose choose chooses'.split(
    ' ',
  ),
);

/** One key for every English verb of deciding, written in lower case; others have none. */
export const DECISION_KEY = 'decided*';

/** The decision key of `word` (lower case) in a text read in `langs`, if it is such a verb. */
export function decisionKey(word: string, langs: readonly string[]): string | undefined {
  return langs.includes('en') && DECIDED.has(word) ? DECISION_KEY : undefined;
}
