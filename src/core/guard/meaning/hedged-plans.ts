/**
 * What the source says will happen, said as what may (issue 44, docs/decisions/012): "the
 * exhibition may travel on to Edinburgh in spring 2026" of a press release's "The exhibition …
 * will travel to the Scottish National Gallery in Edinburgh in spring 2026". Every other word is the
 * source's; the plan is made a possibility, which a reader takes as not settled.
 *
 * hedge-claims.ts reads the other way (a hedge stated as a fact) and lets a line hedge what its
 * source states in general: a line's "could", "may" often say a source's "can", "is allowed to",
 * or a forecast the source reports. What is read here is narrower: a verb after "may", "might" or
 * "could" in a line whose sentence shares two more words with a source's sentence that writes the
 * same verb after "will" or "shall", where the source never writes that verb after a hedge
 * (a source that says "will travel" and "could travel" lets a line say either). English only, not
 * a translation.
 */
import { splitSentences } from '../../split-sentences.ts';
import { oncePer } from '../once-per-source.ts';
import { isContent, readsEnglishClauses } from '../words/clause-words.ts';
import { type ClauseSource, sameWord } from './negation-claims.ts';

/** Words an auxiliary and its verb may have between them ("will also travel", "will be shown"). */
const BETWEEN = String.raw`(?:(?:also|still|then|now|soon|again|only|be|have)\s+){0,2}`;
/** A possibility a line says, and its verb. */
const POSSIBLE = new RegExp(String.raw`\b(?:may|might|could)\s+${BETWEEN}(\p{L}+)`, 'gu');
/** A plan a source states, and its verb. */
const PLANNED = new RegExp(String.raw`\b(?:will|shall)\s+${BETWEEN}(\p{L}+)`, 'gu');
/** A source's hedge of a verb ("could travel", "is likely to travel", "would travel"). */
const HEDGED = new RegExp(
  String.raw`\b(?:may|might|could|would|likely\s+to|expected\s+to|plans?\s+to|hopes?\s+to)\s+${BETWEEN}(\p{L}+)`,
  'giu',
);
/** A run of characters no word is as long as. */
const LONG_RUN = /\S{64,}/g;
/** How many words besides the verb a line's sentence shares with the source's. */
const SHARED = 2;

/** A source's planned verbs with their sentences' words, and the verbs it hedges. */
interface Plans {
  planned: Array<{ verb: string; words: string[] }>;
  hedged: string[];
}

/** A text's content words (no figures), lower case. */
const wordsOf = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{M}]+/gu) ?? []).filter((word) => isContent(word));

const verbOf = (match: RegExpMatchArray) => (match[1] ?? '').toLowerCase();

const plansOf = /* @__PURE__ */ oncePer((source: ClauseSource): Plans => {
  const read: Plans = { planned: [], hedged: [] };
  // A run of 64 characters with no space is no sentence's word (a link, a hash): the splitter's
  // cost grows with such a run's square, so it is read as a space (as negation-claims.ts does).
  for (const sentence of splitSentences(source.text.replace(LONG_RUN, ' '), 'en')) {
    for (const match of sentence.matchAll(HEDGED)) read.hedged.push(verbOf(match));
    const plans = [...sentence.matchAll(PLANNED)].map(verbOf).filter(isContent);
    if (plans.length === 0) continue;
    const words = wordsOf(sentence);
    for (const verb of plans) read.planned.push({ verb, words });
  }
  return read;
});

/** The line's verbs that make a possibility of what the source says will happen. */
export function hedgedPlanClaims(line: string, source: ClauseSource): string[] {
  if (!readsEnglishClauses(source) || !/\b(?:may|might|could)\s/u.test(line)) return [];
  const plans = plansOf(source);
  if (plans.planned.length === 0) return [];
  const claims: string[] = [];
  for (const sentence of splitSentences(line, 'en')) {
    const words = wordsOf(sentence);
    for (const match of sentence.matchAll(POSSIBLE)) {
      const verb = verbOf(match);
      if (!isContent(verb) || plans.hedged.some((one) => sameWord(one, verb))) continue;
      const others = words.filter((word) => !sameWord(word, verb));
      const planned = plans.planned.some(
        (plan) =>
          sameWord(plan.verb, verb) &&
          new Set(others.filter((word) => plan.words.some((one) => sameWord(one, word)))).size >=
            SHARED,
      );
      if (planned) claims.push(match[0]);
    }
  }
  return claims;
}
