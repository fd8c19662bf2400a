/**
 * A name that a line writes after a noun it belongs to, where the post writes it only after a
 * preposition (h293): "Мэр Новосибирска попросил жителей…" of "В Новосибирске … Мэр Анатолий
 * Локоть попросил жителей…" is the mayor of the city the post is in, no statement given to the
 * city. moved-statements.ts reads a name as the one who acts where the word after it is what its
 * post's person did; a place in the genitive after a title ("Мэр Новосибирска", "Глава Сбербанка")
 * stands there too. A name the post ever writes as someone who acts (opening a sentence, after a
 * title or another name) is still read: "Мэр Травников попросил" of "Мэр Локоть попросил" stops.
 */
import { sameWord } from './negation-claims.ts';

/**
 * Whether `name`, written in the line after the content word `before`, is one the post's
 * `sentences` (as words) write only after a word that `isContent` says is none (a
 * preposition): a place or a thing governed by the line's noun, not a person who acts.
 */
export function isGovernedName(
  name: string,
  before: string | undefined,
  sentences: readonly (readonly string[])[],
  isContent: (word: string) => boolean,
): boolean {
  if (before === undefined || !isContent(before)) return false;
  // Asked once a name a post: a card's lines name the same few (a post's sentences are kept).
  let known = byPost.get(sentences);
  if (!known) {
    known = new Map();
    byPost.set(sentences, known);
  }
  let governed = known.get(name);
  if (governed === undefined) {
    governed = onlyAfterPrepositions(name, sentences, isContent);
    known.set(name, governed);
  }
  return governed;
}

const byPost = /* @__PURE__ */ new WeakMap<object, Map<string, boolean>>();

function onlyAfterPrepositions(
  name: string,
  sentences: readonly (readonly string[])[],
  isContent: (word: string) => boolean,
): boolean {
  let seen = false;
  for (const words of sentences) {
    for (let at = 0; at < words.length; at++) {
      if (!sameWord(words[at] ?? '', name)) continue;
      const previous = words[at - 1];
      // "В Новосибирске" opens its sentence: a preposition in a capital is one still.
      if (previous === undefined || isContent(previous)) return false;
      seen = true;
    }
  }
  return seen;
}
