/**
 * A name of two words or more put in the place of the post's, between the post's own words, in a
 * spaced script without capitals (issue 44, recall): Tamil "ஆட்சியர் கவிதா ராமு அறிவித்தார்"
 * (collector Kavitha Ramu announced) of "ஆட்சியர் ரஷ்மி சித்தார்த் அறிவித்துள்ளார்".
 * replaced-names.ts asks the same frame word for word; a verb said in another tense after the name
 * ("அறிவித்தார்" of "அறிவித்துள்ளார்", its first five letters kept) passes it. Here both runs are
 * two or three words, every word of the line's missing from the post in any form and every word
 * of the post's missing from the line; the word after is a verb or a noun (no grammar word a
 * rewording keeps around its own: "בין", "वाले"); and where the language's common words are known,
 * each run has a word none of them and none of the hundred commonest ("लगभग"). A rewording keeps
 * a word of the post's or says common words; a given and a family name keep none. A name all of
 * common words ("شهر آفتاب", Sun City) is not read: no list tells it from a rewording.
 */

import { isCommonWord } from '../words/common-words.ts';
import {
  commonestWords,
  isUncasedLanguage,
  uncasedKey,
  uncasedWords,
} from '../words/uncased-words.ts';
import { isArabicAdjectivePhrase } from './arabic-adjective-phrases.ts';
import type { NameSource } from './claim-names.ts';
import { sameWord } from './name-tokens.ts';
import { isHindiGrammar, isTimeWord, isUncasedGrammar } from './unknown-names.ts';

/** A word of the line, and whether a mark (a comma, a full stop) follows it. */
interface Word {
  key: string;
  text: string;
  broken: boolean;
}

const WORD = /[\p{L}\p{M}\p{N}\u200c]+/gu;
/** The shortest and longest runs read: a name of two words or three. */
const RUN_MIN = 2;
const RUN_MAX = 3;
/** The commonest words no name's are; those the word after a name is not. */
const GRAMMAR_TOP = 100;
const COMMON_TOP = 1000;
/** The letters the word after the run keeps of the post's: a verb's stem, its ending changed. */
const STEM = 5;

function wordsOf(text: string): Word[] {
  return [...text.matchAll(WORD)].map((match) => {
    const end = (match.index ?? 0) + match[0].length;
    return {
      key: match[0],
      text: match[0],
      broken: /^\s*[^\s\p{L}\p{M}\p{N}\u200c]/u.test(text.slice(end)),
    };
  });
}

/** One word, or one with the same first STEM letters (another tense of the same verb). */
function sameOrStem(a: string, b: string): boolean {
  if (a === b) return true;
  const [x, y] = [[...a], [...b]];
  return (
    x.length > STEM && y.length > STEM && x.slice(0, STEM).join('') === y.slice(0, STEM).join('')
  );
}

/** The runs of `line` that stand where the post has other words of a name, as described above. */
export function framedNameRuns(line: string, source: NameSource): string[] {
  // Korean's particles and endings join its words: its names are read by korean-names.ts.
  if (/\p{Script=Hangul}/u.test(line)) return [];
  const common = (word: Word) =>
    source.langs.some(
      (lang) =>
        isCommonWord(word.key, lang) ||
        (isUncasedLanguage(lang) && uncasedWords(lang).has(uncasedKey(word.key, lang))),
    );
  const ranked = (word: Word, rank: number) =>
    source.langs.some(
      (lang) =>
        isUncasedLanguage(lang) && commonestWords(lang, rank).has(uncasedKey(word.key, lang)),
    );
  const hindi = source.langs.includes('hi');
  /**
   * A name's run: a word of it no common word, none of the language's hundred commonest ("लगभग",
   * about), where the language's common words are known, and no postposition Hindi's list lacks
   * ("के अनुसार", according to, of "ने कहा कि", said that: both runs grammar, no name).
   */
  const named = (words: Word[]) =>
    !words.every(common) &&
    !words.some((word) => ranked(word, GRAMMAR_TOP) || (hindi && isHindiGrammar(word.key))) &&
    // "माह दाम" (month, prices) of "महीने कीमतें": a time's word is no name's.
    !words.some((word) =>
      source.langs.some(
        (lang) => isUncasedLanguage(lang) && isTimeWord(uncasedKey(word.key, lang), lang),
      ),
    );
  /** The word after: a verb or a noun, no grammar ("בין", "वाले") a rewording keeps around its own. */
  const content = (word: Word) => !isUncasedGrammar(word.key, source) && !ranked(word, COMMON_TOP);
  const mine = wordsOf(line);
  const theirs = wordsOf(source.text);
  const heldIn = (word: Word, words: Word[]) =>
    words.some((other) => sameWord(other.key, word.key));
  const plain = (word: Word) => !/\p{N}/u.test(word.key);
  const found: string[] = [];
  for (let at = 0; at < mine.length; at++) {
    const left = mine[at] as Word;
    if (left.broken) continue;
    for (let size = RUN_MIN; size <= RUN_MAX; size++) {
      const run = mine.slice(at + 1, at + 1 + size);
      const right = mine[at + 1 + size];
      if (!right || run.length < size || run.slice(0, -1).some((word) => word.broken)) continue;
      if (run.at(-1)?.broken || !run.every(plain) || !plain(right) || !content(right)) continue;
      if (!named(run) || run.some((word) => heldIn(word, theirs))) continue;
      // "الجهة الرقابية" (the regulatory body) describes the source's regulator: no name.
      if (isArabicAdjectivePhrase(run.map((word) => ({ text: word.text, unknown: !common(word) }))))
        continue;
      const replaced = theirs.some((word, place) => {
        if (word.key !== left.key || word.broken) return false;
        for (let length = RUN_MIN; length <= RUN_MAX; length++) {
          const other = theirs.slice(place + 1, place + 1 + length);
          const next = theirs[place + 1 + length];
          if (!next || other.length < length || other.some((one) => one.broken)) continue;
          if (!other.every(plain) || !named(other) || other.some((one) => heldIn(one, mine)))
            continue;
          if (sameOrStem(next.key, right.key)) return true;
        }
        return false;
      });
      if (replaced) found.push(run.map((word) => word.text).join(' '));
    }
  }
  return found;
}
