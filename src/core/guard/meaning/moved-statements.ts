/**
 * What one of the post's people says or does, given to another of them (issue 44, docs/decisions/
 * 012): "Локоть заявил, что не признаёт результаты" of a post whose "Яковлев заявил, что не
 * признаёт результаты" (Lokot is the other candidate, named two sentences before). Both names are
 * the post's, so no names reader stops the line, and every other word is the sentence's.
 *
 * A line's sentence is read against the post's sentence that holds the most of its content words:
 * it is stopped where it holds three at least and four in five of them, and one of the line's
 * names stands where that sentence has another of the post's names, the word after it the same
 * and in lower case ("Локоть заявил" for "Яковлев заявил"): a name the line writes that the sentence does not, for
 * one the sentence writes that the line does not. A name is a word the post writes with a capital
 * inside a sentence, and the line's opens it or follows a name or a content word ("mechanic
 * Ian Bell", not "de Sevilla"); two names the post ever writes side by side are one person's
 * ("Роман Яковлев": "Роман заявил" is kept). Read in the post's language, not a translation; a script
 * without capitals is not read.
 */
import { splitSentences } from '../../split-sentences.ts';
import { isStopWord } from '../words/stop-words.ts';
import { isGovernedName } from './governed-names.ts';
import { type ClauseSource, sameWord } from './negation-claims.ts';

const WORD = /[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*/gu;
const CAPITAL = /^\p{Lu}/u;
const TWO_CAPITALS = /\p{Lu}[\s\S]*\p{Lu}/u;
const FIRST_PERSON = /^I(?:['’]\p{L}+)?$/u;
/** How many of the line's content words the post's sentence holds: three, four in five. */
const SHARED = 3;
const SHARE = 0.8;

/** A post's sentences as words, its names, and the names it writes side by side. */
interface Read {
  sentences: string[][];
  names: string[];
  pairs: Array<[string, string]>;
}

const bySource = /* @__PURE__ */ new WeakMap<object, Read>();

const wordsOf = (text: string): string[] => [...(text.match(WORD) ?? [])];

function readSource(source: ClauseSource, lang: string): Read {
  let read = bySource.get(source);
  if (read) return read;
  read = { sentences: [], names: [], pairs: [] };
  // Each name is a word with a capital: a post of fewer than two capitals names no two people,
  // and its sentences (the splitter's pass over all of a long post) are not wanted.
  if (!TWO_CAPITALS.test(source.text)) {
    bySource.set(source, read);
    return read;
  }
  for (const sentence of splitSentences(source.text, lang)) {
    const words = wordsOf(sentence);
    read.sentences.push(words);
    words.forEach((word, at) => {
      if (!CAPITAL.test(word)) return;
      // English's "I" (a chat's or an e-mail's "Hi Tom, I got quotes") is no one's name.
      if (at > 0 && !FIRST_PERSON.test(word)) read?.names.push(word);
      const next = words[at + 1];
      if (next && CAPITAL.test(next)) read?.pairs.push([word, next]);
    });
  }
  bySource.set(source, read);
  return read;
}

const holds = (words: readonly string[], word: string) => words.some((one) => sameWord(one, word));
const isContent = (word: string, lang: string) =>
  word.length > 2 && !isStopWord(word.toLowerCase(), lang);

/** Whether the post ever writes the two names side by side (one person's first and last name). */
const onePerson = (read: Read, one: string, two: string) =>
  read.pairs.some(
    ([first, second]) =>
      (sameWord(first, one) && sameWord(second, two)) ||
      (sameWord(first, two) && sameWord(second, one)),
  );

/** The line's sentences that give a statement of one of the post's people to another. */
export function movedStatements(line: string, source: ClauseSource): string[] {
  const lang = source.langs[0] ?? 'en';
  if (source.translated || !/\p{Lu}/u.test(line)) return [];
  const read = readSource(source, lang);
  if (read.names.length < 2) return [];
  const isName = (word: string) => CAPITAL.test(word) && holds(read.names, word);
  const moved: string[] = [];
  for (const sentence of splitSentences(line, lang)) {
    const words = wordsOf(sentence);
    // A statement moved is a name of the post's in the line: a sentence with none is not compared.
    if (!words.some(isName)) continue;
    const content = words.filter((word) => !isName(word) && isContent(word, lang));
    if (content.length < SHARED) continue;
    const counts = read.sentences.map((one) => {
      const lower = one.map((each) => each.toLowerCase());
      return content.filter((word) => holds(lower, word.toLowerCase())).length;
    });
    const best = Math.max(...counts);
    if (best < SHARED || best < content.length * SHARE) continue;
    const found = read.sentences.some((other, index) => {
      if (counts[index] !== best) return false;
      return words.some((name, at) => {
        if (!isName(name) || holds(other, name)) return false;
        // "El alcalde de Sevilla presentará": a name after a function word is no one who acts.
        const before = words[at - 1];
        if (before !== undefined && !CAPITAL.test(before) && !isContent(before, lang)) return false;
        // "Мэр Новосибирска" of "В Новосибирске": a place after its title (governed-names.ts).
        if (isGovernedName(name, before, read.sentences, (word) => isContent(word, lang))) {
          return false;
        }
        // The word after it is what the person does ("заявил"), not another name ("Tanzania's NIMR").
        const after = words[at + 1];
        if (after === undefined || CAPITAL.test(after)) return false;
        return other.some(
          (theirs, their) =>
            isName(theirs) &&
            !holds(words, theirs) &&
            !onePerson(read, name, theirs) &&
            after !== undefined &&
            other[their + 1] !== undefined &&
            sameWord((other[their + 1] ?? '').toLowerCase(), after.toLowerCase()),
        );
      });
    });
    if (found) moved.push(sentence);
  }
  return moved;
}
