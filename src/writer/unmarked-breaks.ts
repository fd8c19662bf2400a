/**
 * Where an English sentence with no clause mark left may still be cut in two, so a post of a dozen
 * words or more gives a card its lines from its own words rather than filler (issue 20, item 11).
 * The last resort after the clause marks (clause-pieces.ts), and deliberately narrow: a cut is made
 * only where the sentence itself shows the seam.
 */
import { lexicalTags } from './read-sentence.ts';
import { capitalise } from './sentence-scores.ts';

/** A word: its text, where it starts and ends in the sentence, and its lexicon classes. */
interface Token {
  text: string;
  start: number;
  end: number;
  /** Of the word without the marks around it. */
  tags: Set<string>;
}

const TOKEN = /\S+/gu;
/** Letters and digits of a token, without the marks around it (`` `--flag` `` → `--flag`). */
const bare = (token: string) => token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
const wordsIn = (text: string) => text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;

/** Marks that close a thing the author set apart: code, a quote, a bracket. */
const CLOSING_MARK = /[`"”’)\]]$/u;
/** A capitalised word: a capital, then small letters. */
const CAPITALISED = /^\p{Lu}\p{Ll}+$/u;
/** Classes of names, which are capitalised anywhere in a sentence. */
const NAME_TAGS = [
  'ProperNoun',
  'Person',
  'FirstName',
  'LastName',
  'Place',
  'Organization',
  'Month',
  'WeekDay',
  'Honorific',
  'Acronym',
];

/**
 * A sentence its author left unclosed: after code, a quote or a bracket, a capitalised word (not
 * one the lexicon knows as a name) followed by a small one starts the next sentence
 * (`` supports `--splitting` Lazy load code ``). Not after a plain word, where a capitalised
 * common word is more often a title ("we watched Frozen").
 */
function unclosedSentence(sentence: string, tokens: Token[]): [string, string] | undefined {
  for (let i = 1; i < tokens.length - 1; i++) {
    const [before, word, after] = [tokens[i - 1], tokens[i], tokens[i + 1]];
    if (!before || !word || !after || !CLOSING_MARK.test(before.text)) continue;
    if (!CAPITALISED.test(word.text) || word.text === 'I') continue;
    // A word the lexicon knows as a name may go on the sentence (`` the `--watch` Monday run ``).
    if (NAME_TAGS.some((tag) => word.tags.has(tag))) continue;
    // The next word is in small letters: a sentence going on, not a title in capitals.
    if (!/^\p{Ll}/u.test(after.text)) continue;
    const head = sentence.slice(0, before.end);
    const tail = sentence.slice(word.start);
    if (wordsIn(head) < 3 || wordsIn(tail) < 3) continue;
    return [`${head}.`, tail];
  }
  return undefined;
}

/** Verbs whose "to" belongs to them or to their object ("asked the team to review"). */
const TAKES_TO =
  /^(?:ask|tell|told|want|need|allow|expect|help|invite|encourage|urge|force|require|remind|teach|taught|warn|persuade|get|got|cause|enable|let|order|permit|advise|beg|challenge|instruct|lead|led|push|train|inspire|motivate|convince|pressure|tempt|trust|wish|would|like|love|hate|prefer|plan|try|tried|decide|hope|mean|meant|seem|appear|happen|manage|fail|refuse|agree|promise|offer|choose|chose|learn|start|begin|began|continue|used|going|have|has|had)(?:s|ed|ing)?$/iu;
/** Words after which "to" completes them ("able to", "the first to", "a way to", "time to"). */
const COMPLETED_BY_TO =
  /^(?:able|unable|about|hard|easy|likely|unlikely|ready|happy|glad|sad|sorry|free|due|set|bound|eager|willing|keen|first|last|only|next|way|ways|time|chance|reason|place|right|ability|attempt|plan|decision|effort|need|opportunity|power|tendency|order|permission|one|thing|something|nothing|anything|everything|enough|too|how|what|where|when|whether|nowhere|somewhere)$/iu;

/** "first", "last", "only", "best", "fastest": words that rank what follows. */
function isRanking({ text, tags }: Token): boolean {
  if (/^(?:first|last|only|next|best|worst)$/iu.test(bare(text))) return true;
  return tags.has('Superlative') || tags.has('Ordinal');
}

/**
 * A sentence that ends with its purpose: "<something done> to <do something>", cut before the
 * "to" (`Lazy load code embedded in your executable` / `To improve CLI start time`). Only where
 * "to" is followed by a verb and the words before it do not take it as their own complement.
 */
function purposeAtTheEnd(sentence: string, tokens: Token[]): [string, string] | undefined {
  for (let i = tokens.length - 3; i >= 4; i--) {
    const [before, to, verb] = [tokens[i - 1], tokens[i], tokens[i + 1]];
    if (!before || !to || !verb || to.text.toLowerCase() !== 'to') continue;
    if (!verb.tags.has('Infinitive')) continue;
    const previous = bare(before.text);
    if (!previous || COMPLETED_BY_TO.test(previous)) continue;
    // "easier to deploy", "ready to ship": an adjective takes "to" as its own.
    if (before.tags.has('Adjective')) continue;
    if (before.tags.has('Verb') && !before.tags.has('Noun')) continue;
    const headTokens = tokens.slice(0, i);
    // The words before it say something done: a verb, and none that takes "to" itself.
    if (headTokens.some((token) => TAKES_TO.test(bare(token.text)))) continue;
    // "the first woman from our town to climb": the "to" completes a ranked noun.
    if (headTokens.some(isRanking)) continue;
    if (!headTokens.some((token) => token.tags.has('Verb'))) continue;
    const head = sentence.slice(0, before.end).replace(/[\s,;:]+$/u, '');
    const tail = sentence.slice(to.start);
    if (wordsIn(head) < 4 || wordsIn(tail) < 3) continue;
    return [`${head}.`, capitalise(tail)];
  }
  return undefined;
}

/**
 * An English sentence cut in two where it shows a seam without a clause mark: an unclosed
 * sentence first, else a purpose at its end; undefined when it shows none. Each piece keeps the
 * post's words; the first gets a full stop.
 */
export function splitAtUnmarkedBreak(sentence: string): [string, string] | undefined {
  const tokens = Array.from(sentence.matchAll(TOKEN), (match) => ({
    text: match[0],
    start: match.index ?? 0,
    end: (match.index ?? 0) + match[0].length,
    tags: lexicalTags(bare(match[0])),
  }));
  return unclosedSentence(sentence, tokens) ?? purposeAtTheEnd(sentence, tokens);
}
