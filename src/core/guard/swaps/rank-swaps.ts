/**
 * Ranks swapped between two names (issue 44, two figures swapped): "Idre tog tredje plats och
 * Vemdalen fjärde" of a source's ranking "… 3. Vemdalen (8,4), 4. Idre (8,2)". Each rank is the
 * source's and so is each name; which name holds which is not. A line's rank is an ordinal (a
 * word, "tredje", or digits, "3rd", "3:e") beside a word of rank ("plats", "place") or ending
 * its clause ("och Vemdalen fjärde.", "third and"), told of the nearest name before it in its clause. It is
 * stopped where the source ranks that name, never at this rank, and ranks another name here. The
 * source's ranks are its numbered list ("3. Vemdalen") and its ordinals beside a word of rank
 * ("Riksgränsen … till 6:e plats"). "First" is left out, as rank-ordinals.ts leaves it: "Idre
 * was first to open" ranks nothing.
 */

import { RANK_AFTER } from '../figures/rank-ordinals.ts';
import { lexiconOf } from '../numbers/number-words.ts';
import { ordinalAt } from '../numbers/read-number-words.ts';
import { CLAUSE, namesBefore } from './lone-subject-swaps.ts';

/** A numbered list's entry: its number, a full stop, its name ("3. Vemdalen", "10. Real Madrid"). */
const LISTED =
  /(?<![\p{L}\p{N}.,])(\d{1,2})\.\s+(\p{Lu}[\p{L}\p{M}-]*(?:\s+\p{Lu}[\p{L}\p{M}-]*)*)/gu;
/** An ordinal in digits: "3rd", "3:e", "3º", "3e", "3ème". */
const DIGIT_ORDINAL = /^(\d{1,2})(?::[ae]|st|nd|rd|th|º|ª|°|e|er|ème|eme|º)$/u;
/** A word, an ordinal in digits with its ending, or a mark that ends a clause. */
const TOKENS = /\d{1,2}(?::[ae]|[\p{L}º°ª]{1,3})?(?![\p{N}])|[\p{L}\p{M}]+|[,;:.!?]/gu;

/** The ordinal `word` says in one of `langs`, or undefined. */
function ordinalOf(word: string, langs: readonly string[]): number | undefined {
  const digits = DIGIT_ORDINAL.exec(word)?.[1];
  if (digits) return Number(digits);
  for (const lang of langs) {
    const lexicon = lexiconOf(lang);
    const value = lexicon ? ordinalAt([word], 0, lexicon)?.value : undefined;
    if (value !== undefined) return value;
  }
  return undefined;
}

/** A rank a text tells of a name: the name's word in lower case, the rank, and the ordinal. */
interface Rank {
  name: string;
  rank: number;
  written: string;
}

/**
 * The ranks `text` tells of names: each ordinal beside a word of rank, or ending its clause
 * (`bare`: a line's "och Vemdalen fjärde"), told of the nearest name of its clause before it.
 */
function toldRanks(text: string, langs: readonly string[], bare: boolean): Rank[] {
  const tokens = [...text.matchAll(TOKENS)];
  const ranks: Rank[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as RegExpMatchArray;
    const written = token[0];
    const next = tokens[index + 1]?.[0].toLowerCase();
    const ends = next === undefined || /^[,;:.!?]$/.test(next) || CLAUSE.has(next);
    if (!(next !== undefined && RANK_AFTER.test(next)) && !(bare && ends)) continue;
    const rank = ordinalOf(written.toLowerCase(), langs);
    if (rank === undefined || rank < 2) continue;
    const name = namesBefore(text, token.index ?? 0).at(-1);
    if (name) ranks.push({ name, rank, written });
  }
  return ranks;
}

/** The ranks a source gives names, as "name:rank", its numbered list's and its told ones. */
function sourceRanks(text: string, langs: readonly string[]): Rank[] {
  const ranks = toldRanks(text, langs, false);
  for (const [, number, name] of text.matchAll(LISTED)) {
    for (const word of (name as string).split(/\s+/)) {
      ranks.push({ name: word.toLowerCase(), rank: Number(number), written: number as string });
    }
  }
  return ranks;
}

/**
 * The line's ordinals (as written) told of a name the source ranks elsewhere, at a rank the
 * source gives another name. `langs`: the languages whose ordinal words are read.
 */
export function rankSwaps(line: string, source: string, langs: readonly string[]): string[] {
  const told = toldRanks(line, langs, true);
  if (told.length === 0) return [];
  const theirs = sourceRanks(source, langs);
  return told
    .filter(({ name, rank }) => {
      const own = theirs.filter((one) => one.name === name);
      if (own.length === 0 || own.some((one) => one.rank === rank)) return false;
      return theirs.some((one) => one.rank === rank && one.name !== name);
    })
    .map(({ written }) => written);
}
