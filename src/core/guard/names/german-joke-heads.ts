/**
 * A German Troll or Meme line's place swapped inside its compound (round thirty-eight): "vor der
 * Lorenzkirche" of "auf der Empore der Frauenkirche". German capitalises its nouns, so a joke's
 * capitals tell no name (joke-name-edits.ts reads none in German); but a word German does not make
 * (german-names.ts: no common word, nor a compound of them) that ends with the head of one of the
 * post's own words ("-kirche", "-platz", "-stadion"), after the word the post writes before that
 * one ("der", "im"), while the line names no word of the post with that head, is a place of the
 * post's kind in its stead, as place-heads.ts reads "円山動物園" of "旭山動物園". A joke's compound
 * of German words ("Lebkuchenkirche") is German's, and one in a frame of its own ("nur den
 * Glühweinplatz") the joke's: both kept.
 */
import type { NameSource } from './claim-names.ts';
import { unsupportedGermanNames } from './german-names.ts';

/** The letters of a head at least ("kirche", "platz"): shorter endings are a word's inflection. */
const HEAD = 5;
/** The letters of a name before its head at least ("Lorenz-", "Frauen-"). */
const NAME = 3;
/** A capitalised word, hyphenated parts and all ("Europa-Park-Stadion"), and the word before it. */
const WORD = /(?:([\p{L}\p{M}]+)\s+)?(\p{Lu}[\p{L}\p{M}]+(?:-\p{Lu}[\p{L}\p{M}]+)*)/gu;

interface Placed {
  /** Lower case, hyphens out. */
  readonly word: string;
  readonly before: string;
}

const placedWords = (text: string): Placed[] =>
  [...text.matchAll(WORD)].map(([, before = '', word = '']) => ({
    word: word.replace(/-/gu, '').toLowerCase(),
    before: before.toLowerCase(),
  }));

/** How many letters two words end with alike. */
function sharedEnd(one: string, other: string): number {
  let shared = 0;
  while (
    shared < one.length &&
    shared < other.length &&
    one[one.length - 1 - shared] === other[other.length - 1 - shared]
  )
    shared += 1;
  return shared;
}

/** The line's names German does not make that take a post's word's head in its place. */
export function germanJokeHeads(line: string, source: NameSource & { text: string }): string[] {
  const names = unsupportedGermanNames(line, source);
  if (names.length === 0) return [];
  const ours = placedWords(line);
  const lineWords = new Set(ours.map(({ word }) => word));
  const theirs = placedWords(source.text);
  return names.filter((name) => {
    const key = name.replace(/-/gu, '').toLowerCase();
    const heads = ours
      .filter(({ word }) => word === key)
      .flatMap(({ before }) =>
        theirs.flatMap((their) => {
          const shared = sharedEnd(key, their.word);
          return their.word !== key &&
            their.before === before &&
            shared >= HEAD &&
            key.length - shared >= NAME &&
            their.word.length - shared >= NAME
            ? [key.slice(-shared)]
            : [];
        }),
      );
    // The line names a word of the post with that head too: the joke's place beside the post's.
    return (
      heads.length > 0 &&
      !heads.some((head) =>
        theirs.some(({ word }) => word !== key && word.endsWith(head) && lineWords.has(word)),
      )
    );
  });
}
