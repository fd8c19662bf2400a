/**
 * A comparison's winner swapped between a document's people or products (issue 44, roles): "though
 * the Q7 cancels noise slightly better" of a review where "the Sony's noise cancelling is still
 * slightly stronger"; "though Daniela did better on coding" of a chat where "Ravi was stronger on
 * the coding round". Every name is the document's and each is compared somewhere, so no names
 * reader stops the line; the comparison is given to the one the document has lose it.
 *
 * A clause (cut at marks and at "though", "while", "but"…) is read where it holds a comparative:
 * "better" or "worse", "more" or "less" before a word, or a word in "-er" right after a copula or a
 * degree word ("was stronger", "slightly stronger"; "a later train" is no comparison). Its winner
 * is the last name before the comparative (a capitalised word the document writes inside a
 * sentence; "the Sony's" is Sony), its topic the clause's other content words by their stems. A
 * line's clause is stopped where the document's comparisons on a shared topic word, of the same
 * side (a "worse" or "weaker" is not a "better"), all name one other winner, never the line's,
 * and neither side's clause names the other's winner (a "Y sold fewer than X" read as its reverse
 * is left). English, where capitals mark names.
 */

import { oncePer } from '../once-per-source.ts';
import { isStopWord } from '../words/stop-words.ts';
import { actionStem } from './traded-actions.ts';

const TOKEN = /[\p{L}\p{M}\d][\p{L}\p{M}\d'’-]*|[^\s\p{L}\p{M}\d]/gu;
const CAPITAL = /^\p{Lu}/u;
const LOWER = /^\p{Ll}[\p{Ll}'’-]*$/u;
/** Words that open another clause: a comparison is read within one. */
const CLAUSE = new Set(['though', 'although', 'while', 'whereas', 'but', 'yet']);
/** Marks that end a clause. */
const ENDS = new Set([',', ';', ':', '.', '!', '?', '(', ')', '—', '–']);
/** Marks after which a capital opens a sentence, not a name. */
const SENTENCE = new Set(['.', '!', '?', ':']);
/** Irregular comparatives, and the words that make one of the word after them. */
const IRREGULAR = new Set(['better', 'worse']);
const ANALYTIC = new Set(['more', 'less']);
/** Words right before an "-er" comparative: a copula or a degree. */
const BEFORE_ER = new Set(
  'is are was were be been being slightly much far even still bit little somewhat noticeably clearly'.split(
    ' ',
  ),
);
/** The lesser side of a comparison: a "worse" does not contradict another's "better". */
const LESSER = new Set('worse less fewer weaker lower smaller slower shorter poorer'.split(' '));

interface Comparison {
  /** The winner's key: the name in lower case, a possessive's "'s" off. */
  winner: string;
  /** The winner as written. */
  written: string;
  lesser: boolean;
  /** The clause's content words' stems. */
  topic: Set<string>;
  /** The keys of every name in the clause. */
  names: Set<string>;
}

const keyOf = (word: string) => word.replace(/['’]s$/u, '').toLowerCase();

/** The capitalised words of `text` written inside a sentence: its names, by key. */
function namesOf(text: string): Set<string> {
  const names = new Set<string>();
  let previous = '.';
  for (const [token] of text.matchAll(TOKEN)) {
    if (CAPITAL.test(token) && !SENTENCE.has(previous) && !isStopWord(token, 'en')) {
      names.add(keyOf(token));
    }
    previous = token;
  }
  return names;
}

/** The clauses of `text` (cut at marks and at clause words), each as its tokens. */
function clausesIn(text: string): string[][] {
  const clauses: string[][] = [[]];
  for (const [token] of text.matchAll(TOKEN)) {
    if (ENDS.has(token) || CLAUSE.has(token.toLowerCase())) clauses.push([]);
    else clauses.at(-1)?.push(token);
  }
  return clauses;
}

/** Where a clause's comparative stands, or -1 where it holds none. */
function comparativeAt(clause: readonly string[]): number {
  return clause.findIndex((word, index) => {
    // Every comparative read here has four letters or more: most of a long source's words ("1",
    // "one", "the") are told by their length before any lower-casing or pattern.
    if (word.length < 4) return false;
    const lower = word.toLowerCase();
    if (IRREGULAR.has(lower)) return true;
    if (ANALYTIC.has(lower)) return LOWER.test(clause[index + 1] ?? '');
    return (
      LOWER.test(word) &&
      /^\p{L}{3,}er$/u.test(word) &&
      !isStopWord(word, 'en') &&
      BEFORE_ER.has(clause[index - 1]?.toLowerCase() ?? '')
    );
  });
}

/** The comparisons of `text`, a winner read only where `names` holds it. */
function comparisons(text: string, names: ReadonlySet<string>): Comparison[] {
  const found: Comparison[] = [];
  for (const clause of clausesIn(text)) {
    const at = comparativeAt(clause);
    if (at < 0) continue;
    let winner = -1;
    for (let index = at - 1; index >= 0; index--) {
      if (CAPITAL.test(clause[index] as string) && names.has(keyOf(clause[index] as string))) {
        winner = index;
        break;
      }
    }
    if (winner < 0) continue;
    const compared = (clause[at] as string).toLowerCase();
    const topic = new Set<string>();
    const inClause = new Set<string>();
    clause.forEach((word, index) => {
      if (CAPITAL.test(word)) {
        if (names.has(keyOf(word))) inClause.add(keyOf(word));
        return;
      }
      if (index === at || !LOWER.test(word) || word.length < 4 || /ly$/u.test(word)) return;
      if (isStopWord(word, 'en') || BEFORE_ER.has(word) || ANALYTIC.has(word)) return;
      topic.add(actionStem(word));
    });
    const written = clause[winner] as string;
    found.push({
      winner: keyOf(written),
      written: written.replace(/['’]s$/u, ''),
      lesser: LESSER.has(compared),
      topic,
      names: inClause,
    });
  }
  return found;
}

const bySource = /* @__PURE__ */ oncePer(
  (source: {
    readonly text: string;
    readonly langs: readonly string[];
  }): { names: Set<string>; told: Comparison[] } => {
    const names = namesOf(source.text);
    const theirs: { names: Set<string>; told: Comparison[] } = {
      names,
      told: comparisons(source.text, names),
    };
    return theirs;
  },
);

/** The line's winners (as written) of a comparison the document gives one other of its names. */
export function comparativeWinners(
  line: string,
  source: { readonly text: string; readonly langs: readonly string[] },
): string[] {
  if (
    (source.langs[0] ?? 'en') !== 'en' ||
    !/\b(?:better|worse|more|less|\p{L}{3,}er)\b/iu.test(line)
  ) {
    return [];
  }
  // A line whose clauses hold no comparative has no comparison to read: the document is not read.
  if (!clausesIn(line).some((clause) => comparativeAt(clause) >= 0)) return [];
  const theirs = bySource(source);
  const { names, told } = theirs;
  if (told.length === 0) return [];
  const stopped: string[] = [];
  for (const mine of comparisons(line, names)) {
    const shared = told.filter(
      (one) => one.lesser === mine.lesser && [...one.topic].some((stem) => mine.topic.has(stem)),
    );
    if (shared.length === 0 || shared.some((one) => one.winner === mine.winner)) continue;
    const winners = new Set(shared.map((one) => one.winner));
    const [other] = winners;
    if (winners.size !== 1 || other === undefined || mine.names.has(other)) continue;
    if (shared.some((one) => one.names.has(mine.winner))) continue;
    stopped.push(mine.written);
  }
  return stopped;
}
