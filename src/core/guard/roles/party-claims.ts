/**
 * Two parties of the source traded (issue 44, docs/decisions/012 "Parties traded"): "The tenant
 * must repair the structure …, while the landlord handles light bulbs" of a lease whose Landlord
 * "is responsible for repairs to the structure" and whose Tenant "is responsible for replacing
 * light bulbs"; "Caldera Retail Group will run Brightline Logistics' Daventry distribution centre"
 * of "Brightline will operate Caldera's distribution centre in Daventry". Every name and word is
 * the source's: which party the words are told of is the edit.
 *
 * A party is a role that has a counterpart (tenant and landlord, buyer and seller, lender and
 * borrower, plaintiff and defendant…) or a name the source writes with a capital inside a sentence.
 * A party is read where it stands as a clause's subject (at the clause's start, after "the" or a
 * word that opens a clause) or as an owner ("Caldera's"), with up to four content words after it in
 * its clause (a comma or a coordinator ends them; other parties are passed over). A passive clause
 * ("X was sued by Y") is not read at all: its subject is not who acted. The line's party is stopped
 * where a source's party the line also names, in the same place (subject or owner), has two of
 * those words (one not a figure) and the line's own party fewer, and that other party is, in the
 * line, told of the first's words the same way: both traded, so a line that words one party's
 * action loosely is kept. English only, and not a translation. Each line party is compared with the source's parties of its place: the source is
 * read once, and no clause is compared with every clause.
 */

import { type ClauseSource, sameWord } from '../meaning/negation-claims.ts';
import { oncePer } from '../once-per-source.ts';
import { readsEnglishClauses } from '../words/clause-words.ts';
import { isStopWord } from '../words/stop-words.ts';

/**
 * Roles a document gives one of two sides of a deal, a lease, a loan, a job or a suit: each is a
 * party wherever it is written.
 */
const ROLES = new Set(
  [
    'tenant landlord lessee lessor licensee licensor',
    'buyer seller purchaser vendor',
    'lender borrower creditor debtor',
    'employer employee',
    'plaintiff defendant claimant appellant respondent',
  ]
    .join(' ')
    .split(' ')
    .flatMap((role) => [role, `${role}s`]),
);
/** Words after which a party stands as its clause's subject. */
const OPENERS = new Set(
  'the a an this that its their his her our and but while whereas although though because since so which who when after before if once'.split(
    ' ',
  ),
);
/** Words that start another clause: the words about a party stop there. */
const COORDINATORS = new Set(
  'and but while whereas although though because as since so yet or which who when'.split(' '),
);
/** What ends a sentence or a clause no party's words are read across. */
const SEGMENT_END = /[.!?](?=\s|$)|[;:()[\]{}"“”„«»—–]|\s-\s|\n/u;
/** A figure, a word (an owner's apostrophe kept: "Logistics'", "Caldera's"), or a comma. */
const TOKEN = /\p{N}+(?:[.,]\p{N}+)*|[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*['’]?|,/gu;
/** Function words the stop-word list lacks (auxiliaries, "its"). */
const FUNCTION_WORDS = new Set(
  'its per will would shall should can could may might must has have had been being is are was were'.split(
    ' ',
  ),
);
/** How many content words after a party are read. */
const WINDOW = 4;
/** How many content words after an owner are read. */
const OWNED = 2;

interface Token {
  raw: string;
  word: string;
  owner: boolean;
  capital: boolean;
}

/** A party where the text names it: its words, whether as an owner, and the words after it. */
interface Mention {
  party: string[];
  owner: boolean;
  words: string[];
  text: string;
}

function tokensOf(segment: string): Token[] {
  return [...segment.matchAll(TOKEN)].map(([raw]) => {
    // Most words hold no apostrophe: no owner's "'s" to read (a long source has thousands).
    if (!raw.includes("'") && !raw.includes('’')) {
      return { raw, word: raw.toLowerCase(), owner: false, capital: /^\p{Lu}/u.test(raw) };
    }
    const plain = raw.replace(/’/g, "'");
    const owner = /'s?$/u.test(plain) && !/n't$/iu.test(plain);
    const word = plain.toLowerCase().replace(/'s?$/u, '');
    return { raw, word, owner, capital: /^\p{Lu}/u.test(raw) };
  });
}

const isContent = (word: string) =>
  /\p{N}/u.test(word) || (word.length > 2 && !isStopWord(word, 'en') && !FUNCTION_WORDS.has(word));

/** A text's segments (sentences and their parts), each as its tokens. */
const segmentsOf = (text: string): Token[][] => text.split(SEGMENT_END).map(tokensOf);

/** The words a text writes with a capital inside a sentence (not its first word): its names. */
function namesOf(segments: readonly Token[][]): Set<string> {
  const names = new Set<string>();
  for (const tokens of segments) {
    tokens.forEach((token, index) => {
      if (index > 0 && token.capital && isContent(token.word)) names.add(token.word);
    });
  }
  return names;
}

/** Whether two parties are one: a word of one is a word of the other ("Frans Hals", "Hals"). */
const sameParty = (one: readonly string[], two: readonly string[]) =>
  one.some((word) => two.some((other) => sameWord(word, other)));

/** The parties a text names, and each as subject or owner with the words after it. */
function mentionsOf(
  segments: readonly Token[][],
  names: ReadonlySet<string>,
): { parties: string[][]; found: Mention[] } {
  const isParty = (token: Token) =>
    ROLES.has(token.word) || (token.capital && names.has(token.word));
  const parties: string[][] = [];
  const found: Mention[] = [];
  for (const tokens of segments) {
    for (let at = 0; at < tokens.length; at++) {
      if (!isParty(tokens[at] as Token)) continue;
      const start = at;
      // A run of party words is one party ("Caldera Retail Group"); an owner's word ends it.
      while (!(tokens[at] as Token).owner && tokens[at + 1] && isParty(tokens[at + 1] as Token))
        at++;
      const last = tokens[at] as Token;
      const party = tokens.slice(start, at + 1).map((token) => token.word);
      parties.push(party);
      const before = tokens[start - 1];
      // "by the landlord": the agent of a passive, not read.
      if (before?.word === 'by') continue;
      if (!last.owner && before && !OPENERS.has(before.word) && before.word !== ',') continue;
      const words: string[] = [];
      let passive = false;
      // An owner's words are what it owns ("Caldera's distribution centre"), a subject's its clause.
      const window = last.owner ? OWNED : WINDOW;
      for (let next = at + 1; next < tokens.length && words.length < window; next++) {
        const token = tokens[next] as Token;
        if (token.word === ',' || COORDINATORS.has(token.word)) break;
        if (token.word === 'by') passive = true;
        if (isParty(token) || !isContent(token.word)) continue;
        words.push(token.word);
      }
      if (passive || words.length === 0) continue;
      found.push({ party, owner: last.owner, words, text: party.join(' ') });
    }
  }
  return { parties, found };
}

/** How many of `words` the other words hold; none if all of them are figures. */
function sharedWords(words: readonly string[], other: readonly string[]): number {
  const found = words.filter((word) => other.some((one) => sameWord(word, one)));
  return found.some((word) => !/\p{N}/u.test(word)) ? found.length : 0;
}

const bySource = /* @__PURE__ */ oncePer(
  (source: ClauseSource): { names: Set<string>; mentions: Mention[] } => {
    // The source's tokens read once, for its names and its parties' mentions both.
    const segments = segmentsOf(source.text);
    const names = namesOf(segments);
    const read: { names: Set<string>; mentions: Mention[] } = {
      names,
      mentions: mentionsOf(segments, names).found,
    };
    return read;
  },
);

/** The source's names and its parties' mentions, read once. */
function sourceParties(source: ClauseSource) {
  const read = bySource(source);
  return read;
}

/**
 * The line's parties told of what the source tells of another party the line names, where that
 * party is told of theirs: each with the words after it, lower-cased ("tenant repair structure").
 */
export function partyClaims(line: string, source: ClauseSource): string[] {
  if (!readsEnglishClauses(source)) return [];
  // Two roles or capitalised content words (a name is one: namesOf) in the line at least, or
  // nothing can be traded: most lines ("The fix took…") are read no further, their source not at all.
  const named = tokensOf(line).filter(
    (token) => (token.capital && isContent(token.word)) || ROLES.has(token.word),
  );
  if (named.length < 2) return [];
  const read = sourceParties(source);
  const { parties, found: lineMentions } = mentionsOf(segmentsOf(line), read.names);
  // A party read, and another named, or nothing can be traded.
  if (lineMentions.length === 0 || parties.length < 2) return [];
  // Each line party's best reading in the source: its own party's, or another the line names.
  const toldOf = lineMentions.map((mention) => {
    let same = 0;
    let other = 0;
    let party: string[] | undefined;
    for (const one of read.mentions) {
      if (one.owner !== mention.owner) continue;
      const shared = sharedWords(mention.words, one.words);
      if (sameParty(one.party, mention.party)) same = Math.max(same, shared);
      else if (shared > other && parties.some((named) => sameParty(named, one.party))) {
        other = shared;
        party = one.party;
      }
    }
    return other >= 2 && other > same ? party : undefined;
  });
  // Traded: a party told of another's words, and that other told of the first's.
  const claims: string[] = [];
  lineMentions.forEach((mention, index) => {
    const other = toldOf[index];
    const traded = lineMentions.some((back, at) => {
      const told = toldOf[at];
      return other && told && sameParty(back.party, other) && sameParty(told, mention.party);
    });
    if (traded) claims.push([mention.text, ...mention.words].join(' '));
  });
  return claims;
}
