/**
 * Two of the post's parties each given the other's fate in one sentence (round forty-three):
 * "Clerk Sunil Pawar was sentenced to seven years, while Ramesh Kulkarni was acquitted" of
 * "sentenced … Ramesh Kulkarni to seven years … His co-accused, clerk Sunil Pawar, was acquitted";
 * "La maggioranza ha chiesto un referendum, respinto dall'opposizione" of "L'opposizione ha chiesto
 * un referendum, respinto dalla maggioranza". Every word is the post's, so no names or figures
 * reader stops it; traded-actions.ts binds a person to the word against their name only, and a
 * group in lower case ("la maggioranza") is no person to it.
 *
 * Read here: a line's sentence of two clauses or more, one word X in one clause and one word Y in
 * another (each written once in the line), with a word A beside X and a word B beside Y. Each of
 * the post's words is bound to the X or Y of its clause, or where its clause has neither, of the
 * clause before it ("was acquitted for lack of evidence" is Pawar's by "clerk Sunil Pawar,"). The line is
 * stopped where the post binds A to Y and never to X, and B to X and never to Y: the two fates
 * traded, not one of them reworded. Words are content words of four letters or more, the fates
 * compared by sameWord's stem, the parties as written; read in alphabets that space their words.
 */
import { splitSentences } from '../../split-sentences.ts';
import { sameWord } from '../meaning/negation-claims.ts';
import { readOnce } from '../read-once.ts';
import { sidesOf } from '../words/clause-words.ts';
import { isStopWord } from '../words/stop-words.ts';
import { fateParties } from './fate-parties.ts';
import { listCommas } from './list-commas.ts';

const WORD = /[\p{L}\p{M}]+|[,;:()–—]/gu;
const SPACED = /^[\p{sc=Latin}\p{sc=Cyrillic}\p{sc=Greek}\p{M}]+$/u;
/** Words that open another clause, as a comma does. */
const CLAUSE_WORDS = new Set(
  'while whereas but though although mentre ma mentre invece mais tandis alors pero mientras aber während doch а но тогда'.split(
    ' ',
  ),
);
/**
 * The longest source read: a post. A document's many clauses bind its common words to many of its
 * parties, and each pair of a line's clauses asks every clause of it.
 */
const READ_MAX = 1_000;
/**
 * What can part a line's sentence in two clauses (its punctuation, one of those words): a line
 * with neither has one clause a sentence and trades nothing, so it is not read.
 */
const CLAUSE_MARK = /[,;:()–—]/u;
const ANY_CLAUSE_WORD = /* @__PURE__ */ new RegExp(
  `(?<![\\p{L}\\p{M}])(?:${[...CLAUSE_WORDS].join('|')})(?![\\p{L}\\p{M}])`,
  'u',
);

type Clause = string[];
interface Sentence {
  clauses: Clause[];
  words: string[];
}

function sentencesOf(text: string, lang: string): Sentence[] {
  return splitSentences(text, lang).map((sentence) => {
    const clauses: Clause[] = [[]];
    const tokens = (sentence.match(WORD) ?? []).map((token) => token.toLowerCase());
    // "Bogor Timur, Bogor Tengah dan Bogor Selatan": a list's commas end no clause (list-commas.ts).
    const listed = listCommas(tokens, lang);
    for (const [at, word] of tokens.entries()) {
      if (listed.has(at)) continue;
      if (!/\p{L}/u.test(word) || CLAUSE_WORDS.has(word)) {
        if ((clauses.at(-1) ?? []).length > 0) clauses.push([]);
        continue;
      }
      if (word.length >= 4 && SPACED.test(word) && !isStopWord(word, lang)) {
        clauses.at(-1)?.push(word);
      }
    }
    const kept = clauses.filter((clause) => clause.length > 0);
    return { clauses: kept, words: kept.flat() };
  });
}

const has = (words: readonly string[], word: string) => words.some((one) => sameWord(one, word));

/**
 * How the post binds `word` to `party` and never to `rival`: "clause" where a clause that writes
 * it names the party, "sentence" where only the clause before it in its sentence does; undefined
 * where the post never binds it so, or binds it to the rival anywhere.
 */
function boundTo(
  post: readonly Sentence[],
  word: string,
  party: string,
  rival: string,
): 'clause' | 'sentence' | undefined {
  let bound: 'clause' | 'sentence' | undefined;
  for (const sentence of post) {
    for (const [at, clause] of sentence.clauses.entries()) {
      if (!has(clause, word)) continue;
      // The parties as written: a stem would make "mayor" the "mayoral" race's, "consegne" the
      // line's "consegnate".
      const close = clause.includes(party) || clause.includes(rival);
      // "clerk Sunil Pawar, was acquitted": a clause naming neither is the clause's before it's.
      const own = close ? clause : [...clause, ...(sentence.clauses[at - 1] ?? [])];
      if (own.includes(rival)) return undefined;
      if (own.includes(party) && bound !== 'clause') bound = close ? 'clause' : 'sentence';
    }
  }
  return bound;
}

const cache = /* @__PURE__ */ new WeakMap<object, Map<string, Sentence[]>>();
const partiesCache = /* @__PURE__ */ new WeakMap<object, Map<string, ReadonlySet<string>>>();

/**
 * Whether two words say one direction ("rose", "increased"): "Vacancies rose to 10,900 while
 * wages increased to £641" of "vacancies increased …, while … wages rose" trades two words of one
 * fate, none (h265).
 */
function oneDirection(one: string, two: string): boolean {
  const sides = sidesOf(two) ?? [];
  return (sidesOf(one) ?? []).some((side) =>
    sides.some((other) => other.group === side.group && other.up === side.up),
  );
}

/** The line's words that give two of the post's parties each other's fate. */
export function tradedFates(
  line: string,
  source: { text: string; langs: readonly string[]; translated?: boolean },
): string[] {
  const lang = source.langs[0] ?? 'en';
  if (source.translated || source.text.length > READ_MAX) return [];
  if (!CLAUSE_MARK.test(line) && !ANY_CLAUSE_WORD.test(line.toLowerCase())) return [];
  const post = readOnce(cache, source, lang, () => sentencesOf(source.text, lang));
  const inPost = (word: string) => post.some((sentence) => has(sentence.words, word));
  // Only names, roles and groups are parties (fate-parties.ts): the post's, or the line's names.
  const named = readOnce(partiesCache, source, lang, () => fateParties(source.text, lang));
  const ownNames = fateParties(line, lang, true);
  const isParty = (word: string) => named.has(word) || ownNames.has(word);
  const stopped: string[] = [];
  for (const { clauses, words } of sentencesOf(line, lang)) {
    if (clauses.length < 2) continue;
    const once = (word: string) => words.filter((one) => sameWord(one, word)).length === 1;
    const read = clauses.map((clause) => clause.filter((word) => once(word) && inPost(word)));
    for (let one = 0; one < read.length; one++) {
      for (let two = one + 1; two < read.length; two++) {
        const found = traded(post, read[one] ?? [], read[two] ?? [], isParty);
        if (found && !stopped.includes(found)) stopped.push(found);
      }
    }
  }
  return stopped;
}

/**
 * The words of `clause` the post binds to `rival` and never to its `party` (`clause[at]`), with
 * how, where every other word is the party's own, within two words of it (its name's other
 * words, "clerk Sunil Pawar"): a clause that writes anything else is no trade, but a line's mix.
 */
function tradedWords(post: readonly Sentence[], clause: Clause, at: number, rival: string) {
  const party = clause[at] ?? '';
  const traded: Array<{ word: string; close: boolean }> = [];
  for (const [index, word] of clause.entries()) {
    if (index === at) continue;
    const bound = boundTo(post, word, rival, party);
    if (bound) traded.push({ word, close: bound === 'clause' });
    else if (Math.abs(index - at) > 2 || !boundTo(post, word, party, rival)) return [];
  }
  // The word of the closest binding first.
  return traded.sort((one, two) => Number(two.close) - Number(one.close));
}

/**
 * The first "X … A" of `first` and "Y … B" of `second` whose A and B the post binds the other way,
 * one of them in its own clause: two bindings read only by a clause before are too loose a trade.
 */
function traded(
  post: readonly Sentence[],
  first: Clause,
  second: Clause,
  isParty: (word: string) => boolean,
): string | undefined {
  for (const [one, x] of first.entries()) {
    if (!isParty(x)) continue;
    for (const [two, y] of second.entries()) {
      if (!isParty(y) || sameWord(x, y) || oneDirection(x, y)) continue;
      const a = tradedWords(post, first, one, y)[0];
      const b = a && tradedWords(post, second, two, x)[0];
      if (a && b && (a.close || b.close) && !oneDirection(a.word, b.word)) {
        return `${x} ${a.word}, ${y} ${b.word}`;
      }
    }
  }
  return undefined;
}
