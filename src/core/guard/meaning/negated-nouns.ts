/**
 * A thing the source says there is none of, said as had (issue 44, docs/decisions/012 "Negations
 * said in other words"): "Members can cancel at any time with a fee" of terms that write "We do not
 * charge a cancellation fee". negation-claims.ts reads the words about a negation in both clauses,
 * and the line's "with" puts "cancel" and "fee" where the source's "charge a cancellation" stood.
 *
 * A line's English clause that negates nothing and says "with" a thing (a content word of the three
 * after "with") is stopped when every clause of the source that names that
 * thing names it after a negation, and the line's clause shares another word with one of those
 * clauses (a shared start of six letters: "cancel" of "cancellation"). "without a fee" negates, so
 * it is kept, as is a thing the source also names un-negated ("with a fee for guests" where guests
 * pay one). English only: "with" is English.
 */
import { splitSentences } from '../../split-sentences.ts';
import { isStopWord } from '../words/stop-words.ts';
import {
  type Clause,
  type ClauseSource,
  clausesOf,
  clausesOfSource,
  sameWord,
} from './negation-claims.ts';
import { negationWordsOf } from './negation-words.ts';

/** "with" and the three words after it ("with a small fee"), any of them the thing. */
const WITH = /\bwith((?:\s+[\p{L}]+){1,3})/giu;
/** Two words share a start this long (or all of the shorter, five letters at least). */
const START = 6;

const related = (one: string, two: string) => {
  const length = Math.min(START, one.length, two.length);
  return length >= 5 && one.slice(0, length) === two.slice(0, length);
};

/** Whether `clause` names `thing` only after a negation (-1), un-negated (1), or not at all (0). */
function naming(clause: Clause, thing: string): -1 | 0 | 1 {
  let negated = false;
  let named: -1 | 0 | 1 = 0;
  for (const word of clause.words) {
    if (word.negation) negated = true;
    else if (sameWord(word.text, thing)) {
      if (!negated) return 1;
      named = -1;
    }
  }
  return named;
}

/** The line's clauses that say "with" a thing the source names only negated. */
export function negatedNounClaims(line: string, source: ClauseSource): string[] {
  if (source.translated || (source.langs[0] ?? 'en') !== 'en') return [];
  const negations = negationWordsOf('en');
  if (!negations || !/\bwith\b/iu.test(line)) return [];
  const lineClauses = splitSentences(line, 'en').flatMap((one) => clausesOf(one, 'en', negations));
  const stopped: string[] = [];
  for (const clause of lineClauses) {
    if (clause.words.some((word) => word.negation)) continue;
    const things = [...clause.text.matchAll(WITH)].flatMap((match) =>
      (match[1] ?? '').toLowerCase().trim().split(/\s+/u),
    );
    for (const thing of things) {
      if (thing.length < 3 || isStopWord(thing, 'en')) continue;
      const named = clausesOfSource(source, 'en', negations).flatMap((sentence) =>
        sentence.clauses.map((other) => [other, naming(other, thing)] as const),
      );
      if (named.some(([, how]) => how === 1)) continue;
      const negatedThere = named.filter(([, how]) => how === -1).map(([other]) => other);
      const others = clause.words.filter((word) => !sameWord(word.text, thing));
      const shares = negatedThere.some((other) =>
        others.some((word) =>
          [...other.words.map((one) => one.text), ...other.lead].some((one) =>
            related(one, word.text),
          ),
        ),
      );
      if (shares) {
        stopped.push(clause.text);
        break;
      }
    }
  }
  return stopped;
}
