/**
 * An Arabic source's negated verb said without its negation, or its plain verb negated (issue 44,
 * round fifty-three): "وتشمل الزيادة المدارس والمستشفيات الحكومية" of the source's "ولا تشمل
 * الزيادة المدارس والمستشفيات الحكومية". Every word is the source's but the particle, and Arabic's
 * negating particles ("لا", "لم", "لن", "ليس", "غير", a conjunction's "و" or "ف" written onto them)
 * are no words of negation-words.ts, so negation-claims.ts reads nothing. arabic-negated-figures.ts
 * reads only two figures traded across a negation; this reads the verb itself.
 *
 * A word's polarity is whether a negating particle stands right before it. A line's word is stopped
 * where the source writes it (a conjunction written onto either aside) with the same two words
 * after it, in one clause, only with the other polarity: a source that says it both ways, a line
 * that rewords the words after it ("تستثني", "باستثناء"), or a clause too short to hold two words
 * after the verb, is kept. Only where the line is in its source's language.
 */
import { oncePer } from '../once-per-source.ts';
import type { ClauseSource } from './negation-claims.ts';

/** A clause's end: punctuation (not a decimal's point or a thousands' comma). */
const CLAUSE_END = /[.!?؟,](?=\s|$)|[،؛:\n]/u;
/** Arabic's negating particles, with a conjunction's "و" or "ف" before them. */
const NEGATION = /^[وف]?(?:لا|لم|لن|ليس|ليست|ليسا|ليسوا|غير)$/u;
/** A word: Arabic letters and marks (a digit or a Latin word is no verb read here). */
const WORD = /^[\u0620-\u064a\u0671-\u06d3\u064b-\u065f]+$/u;
/** The words after a verb that tie the line's to the source's. */
const AFTER = 2;

interface Said {
  /** The word, a conjunction's "و" or "ف" dropped where the rest is a word of two letters or more. */
  word: string;
  negated: boolean;
  /** The words after it in its clause, their conjunctions dropped. */
  after: string[];
  clause: string;
}

/** A word without a conjunction written onto its front ("وتشمل" as "تشمل"). */
const bare = (word: string) => (/^[وف]/u.test(word) && word.length > 3 ? word.slice(1) : word);

/** Each word of the text with its polarity and the words after it. */
function saidOf(text: string): Said[] {
  const found: Said[] = [];
  for (const clause of text.split(CLAUSE_END)) {
    const tokens = clause
      .split(/\s+/u)
      .map((token) => token.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''))
      .filter(Boolean);
    tokens.forEach((token, at) => {
      if (NEGATION.test(token) || !WORD.test(token)) return;
      const after = tokens.slice(at + 1, at + 1 + AFTER);
      if (after.length < AFTER || !after.every((word) => WORD.test(word))) return;
      found.push({
        word: bare(token),
        negated: at > 0 && NEGATION.test(tokens[at - 1] as string),
        after: after.map(bare),
        clause: clause.trim(),
      });
    });
  }
  return found;
}

const bySource = /* @__PURE__ */ oncePer((source: ClauseSource) => saidOf(source.text));

const sameSaying = (one: Said, two: Said) =>
  one.word === two.word && one.after.every((word, at) => word === two.after[at]);

/** The line's clauses that say a verb of an Arabic source with the other polarity. */
export function arabicNegatedVerbs(line: string, source: ClauseSource): string[] {
  if (source.translated || source.langs[0] !== 'ar') return [];
  const theirs = bySource(source);
  const claims: string[] = [];
  for (const mine of saidOf(line)) {
    const same = theirs.filter((said) => sameSaying(said, mine));
    if (same.length > 0 && same.every((said) => said.negated !== mine.negated)) {
      claims.push(mine.clause);
    }
  }
  return [...new Set(claims)];
}
