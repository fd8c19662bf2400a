/**
 * A thing the post says is kept, said as cancelled, and back (issue 44, h308): "Льготы для
 * пенсионеров и школьников отменят" of "Для пенсионеров и школьников льготы сохранятся". No
 * figure ties the two sentences (tied-opposites.ts reads only those), and the directions readers
 * read a word with the words beside it in its clause, which a paraphrase moves ("льготы" first,
 * "и" cutting the clause). So a sentence is read whole: a line's sentence that says one side (a
 * keeping word, or a cancelling one) is stopped where a post's sentence says the other side only
 * and the two share two content words more; not where the post says both sides of such words
 * somewhere, nor where either sentence holds a negation ("не отменят" is kept). A short list per
 * language, in the post's language, not a translation.
 */
import { splitSentences } from '../../split-sentences.ts';
import { oncePer } from '../once-per-source.ts';
import { isStopWord } from '../words/stop-words.ts';
import { type ClauseSource, sameWord } from './negation-claims.ts';
import { negationWordsOf } from './negation-words.ts';

const rx = (words: string) => new RegExp(`(?<![\\p{L}\\p{M}])(?:${words})`, 'iu');

/** Per language: words that say a thing is kept, and words that say it is cancelled. */
const SIDES: Readonly<Record<string, readonly [RegExp, RegExp]>> = {
  ru: [
    rx(String.raw`сохран\p{L}*`),
    // "лиш-" begins "лишь" (only): the losing verb's forms are written out.
    rx(String.raw`отмен\p{L}*|упраздн\p{L}*|ликвидир\p{L}*|лиш(?:ат|ил|ит|ён|ен)\p{L}*`),
  ],
  uk: [
    rx(String.raw`збереж\p{L}*|зберіг\p{L}*|зберег\p{L}*`),
    rx(String.raw`скасу\p{L}*|скасов\p{L}*`),
  ],
  pl: [
    rx(String.raw`zachowa\p{L}*|zachowuj\p{L}*`),
    rx(String.raw`znies\p{L}*|zniesi\p{L}*|znios[ąl]\p{L}*|zniósł|zlikwid\p{L}*`),
  ],
};
const WORD = /[\p{L}\p{M}]+(?:-[\p{L}\p{M}]+)*/gu;
/** Content words the two sentences share besides their side's words. */
const SHARED = 2;

interface Read {
  text: string;
  words: string[];
  kept: boolean;
  cancelled: boolean;
  negated: boolean;
}

function readSentences(text: string, lang: string): Read[] {
  const sides = SIDES[lang];
  if (!sides) return [];
  const [keep, cancel] = sides;
  const negations = negationWordsOf(lang)?.words;
  return splitSentences(text, lang).map((sentence) => {
    const all = sentence.toLowerCase().match(WORD) ?? [];
    return {
      text: sentence,
      words: all.filter(
        (word) =>
          word.length > 2 && !isStopWord(word, lang) && !keep.test(word) && !cancel.test(word),
      ),
      kept: all.some((word) => keep.test(word)),
      cancelled: all.some((word) => cancel.test(word)),
      negated: all.some((word) => negations?.has(word) === true),
    };
  });
}

const sourceSentences = /* @__PURE__ */ oncePer((source: ClauseSource) =>
  readSentences(source.text, source.langs[0] ?? ''),
);

const shares = (one: Read, two: Read) =>
  one.words.filter((word) => two.words.some((other) => sameWord(word, other))).length >= SHARED;

/** The line's sentences that say cancelled what the post says is kept, or kept what it cancels. */
export function keptCancelledClaims(line: string, source: ClauseSource): string[] {
  const lang = source.langs[0] ?? '';
  if (source.translated || !SIDES[lang]) return [];
  const lines = readSentences(line, lang).filter(
    (read) => read.kept !== read.cancelled && !read.negated,
  );
  if (lines.length === 0) return [];
  const posts = sourceSentences(source).filter((read) => !read.negated);
  return lines
    .filter((read) => {
      const near = posts.filter((post) => (post.kept || post.cancelled) && shares(read, post));
      // The post says the line's side of these words somewhere: the line may say it.
      if (near.some((post) => (read.kept ? post.kept : post.cancelled))) return false;
      return near.some((post) => (read.kept ? post.cancelled : post.kept));
    })
    .map((read) => read.text.trim());
}
