/**
 * A Bengali verb's negation dropped or added (issue 44, blind round forty-six): "জানুয়ারির
 * ডার্বিতে সৌভিক খেলতে পারবেন" of the source's "… সৌভিক খেলতে পারবেন না, কারণ …". Bengali
 * writes its negation "না" (and the past's "নি") as a word after the verb, at its clause's end, so
 * negation-claims.ts (which reads the words on both sides of a negation, and keeps no Bengali
 * words) reads none. Here a clause's last word is its verb, read with the word before it (a verb
 * of two words, "খেলতে পারবেন", or its object). The line's verb is stopped where a clause of the
 * source ends on the same two words with the other polarity and shares another content word with
 * the line's clause (`stopword`'s Bengali list says which are function words), and no clause of the
 * source ends on them with the line's. "সৌভিক খেলবেন না" of "সৌভিক খেলতে পারবেন না" is another verb
 * and is kept. Only where the line is in its source's language.
 */
import { ben } from 'stopword';
import { oncePer } from '../once-per-source.ts';
import type { ClauseSource } from './negation-claims.ts';

/** The negating words after a verb: the present's and future's "না", the past's "নি". */
const NEGATION = new Set(['না', 'নি']);
/** A clause's end: the dari, punctuation, a newline. */
const CLAUSE_END = /[।!?,;:()"“”—–\n]/u;
const TOKEN = /[\p{L}\p{M}\p{N}]+/gu;
const STOP = new Set(ben);

interface Verb {
  words: string;
  /** The clause's last word where it negates the verb, else "". */
  negation: string;
  negated: boolean;
  content: readonly string[];
}

function verbsOf(text: string): Verb[] {
  const found: Verb[] = [];
  for (const clause of text.split(CLAUSE_END)) {
    const words = [...clause.matchAll(TOKEN)].map(([word]) => word);
    const last = words.at(-1) ?? '';
    const negated = NEGATION.has(last);
    const verb = negated ? words.slice(-3, -1) : words.slice(-2);
    if (verb.length < 2) continue;
    const rest = words.slice(0, words.length - verb.length - (negated ? 1 : 0));
    const content = rest.filter((word) => !STOP.has(word) && !/^\p{N}+$/u.test(word));
    found.push({ words: verb.join(' '), negation: negated ? last : '', negated, content });
  }
  return found;
}

const bySource = /* @__PURE__ */ oncePer((source: ClauseSource): Verb[] => verbsOf(source.text));

/** The line's verbs the source says with the other polarity, as the line writes them. */
export function bengaliNegationClaims(line: string, source: ClauseSource): string[] {
  if (source.translated || source.langs[0] !== 'bn') return [];
  const sourceVerbs = bySource(source);
  const claims: string[] = [];
  for (const verb of verbsOf(line)) {
    const same = sourceVerbs.filter((other) => other.words === verb.words);
    if (same.length === 0 || same.some((other) => other.negated === verb.negated)) continue;
    const shares = same.some((other) => other.content.some((word) => verb.content.includes(word)));
    if (shares) claims.push(verb.negated ? `${verb.words} ${verb.negation}` : verb.words);
  }
  return claims;
}
