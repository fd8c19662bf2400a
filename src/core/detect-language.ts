/**
 * The language of a visitor's, a post's or a model's text, as a BCP 47 base tag: for the page's
 * `lang` attributes (so a screen reader picks the right voice), the writers' source language, the
 * guard's line language and the eval's "answered in another language". A script only one language
 * is written in answers alone (script-language.ts); any other text is read by eld, once its links,
 * handles, e-mail addresses and hashtags are out of the way: of eld, franc and tinyld the most
 * accurate on posts and short lines, and the fastest a call (docs/decisions/024). Undefined means
 * "not known": the element then inherits the page's language, the guard keeps its source's.
 */
import { eld } from 'eld/extrasmall';
import { fitsAlphabet } from './fits-alphabet.ts';
import {
  languageWords,
  lettersLanguage,
  scriptLanguage,
  taggedOrDetected,
} from './script-language.ts';

/**
 * An instance of our own, made on first use: no other importer of eld changes its settings under
 * us, and a bundle that never detects a language never runs eld (see vite.config.ts).
 */
let instance: typeof eld | undefined;
const detector = (): typeof eld => (instance ??= eld.newInstance());

/**
 * Fewer words than this (of two letters or more) say too little: "Hola amigo", "Real Madrid" and
 * "Hotel Radio" read as Portuguese, Catalan and Croatian.
 */
const MIN_WORDS = 3;

/**
 * The least lead of eld's best language over its second (its scores run from 0 to 1) for an
 * answer: below it the two are a coin toss ("El aceite de oliva virgen extra…", Spanish, scores
 * Portuguese 0.661 and Spanish 0.654), and a wrong language is worse than none.
 */
const MIN_LEAD = 0.01;

/**
 * eld's codes are ISO 639-1 already; it has one model for Malay and Indonesian (the Malay
 * macrolanguage), and the product writes Indonesian.
 */
const PRODUCT_CODES: Readonly<Record<string, string>> = { ms: 'id' };

/** The BCP 47 code of the text's language, or undefined when it cannot be told with confidence. */
export function detectLanguage(text: string): string | undefined {
  return scriptLanguage(text) ?? modelLanguage(languageWords(text)) ?? lettersLanguage(text);
}

/** Marks count as letters of a word: Devanagari writes most vowels as marks. */
const LANGUAGE_WORD = /\p{L}[\p{L}\p{M}]+/gu;

/** Whether `words` has MIN_WORDS words: counted up to there, not over a whole post. */
function enoughWords(words: string): boolean {
  LANGUAGE_WORD.lastIndex = 0;
  let count = 0;
  while (count < MIN_WORDS && LANGUAGE_WORD.exec(words) !== null) count += 1;
  return count >= MIN_WORDS;
}

/** What eld reads in the words, when it is sure enough. */
function modelLanguage(words: string): string | undefined {
  if (!enoughWords(words)) return undefined;
  const result = detector().detect(words);
  // eld's own test: enough of the text's letter groups known, and a score fit for its language.
  if (!result.language || !result.isReliable()) return undefined;
  // A language whose alphabet lacks one of the text's letters is no answer ("ы" is not Bulgarian).
  const scores = Object.entries(result.getScores()).filter(([code]) => fitsAlphabet(code, words));
  const [best, second] = scores;
  if (best === undefined) return undefined;
  if (best[0] !== 'en' && englishByItsWords(best[1], scores, words)) return 'en';
  // Hindi and Marathi, for one, are often 0.001 apart: lettersLanguage then says Hindi.
  if (second !== undefined && best[1] - second[1] < MIN_LEAD) return undefined;
  return PRODUCT_CODES[best[0]] ?? best[0];
}

/**
 * How far behind eld's best English may score on a line whose own words say English: a short line
 * of names reads as Tagalog or Danish ("Betis beat Sevilla 2-1 at the Benito Villamarín.", English
 * 0.141 behind), where a Spanish post naming "The Cure" has English 0.28 behind.
 */
const ENGLISH_GAP = 0.15;

/**
 * True when English scores close behind eld's best and at least one word in fifteen is a word only
 * English writes ("the", "with", "from"): names may sway eld's letter groups, not these words.
 */
function englishByItsWords(
  best: number,
  scores: ReadonlyArray<[string, number]>,
  words: string,
): boolean {
  const english = scores.find(([code]) => code === 'en');
  if (english === undefined || best - english[1] > ENGLISH_GAP) return false;
  const found = words.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  const only = found.filter((word) => ONLY_ENGLISH.has(word)).length;
  return only > 0 && only * 15 >= found.length;
}

// A fact of the tag, not of the text: kept beside the scripts, so that a bundle asking only it
// (the card's layout) never reaches eld.
export { isRightToLeft } from './script-language.ts';

/**
 * The `lang` to put on text written for a post the source tagged `tagged`: usually the tag, but the
 * text itself wins when it clearly says otherwise (script-language.ts's taggedOrDetected).
 */
export function textLanguage(tagged: string | undefined, text: string): string | undefined {
  return taggedOrDetected(tagged, detectLanguage(text));
}

/**
 * Words frequent in English and not words of the other common Latin-script languages (so no "a",
 * "in", "on", "no", "me", "was", "die", "i": Spanish, German, French, Italian use them too).
 */
const ENGLISH_WORDS = new Set(
  (
    'the and of to for with you your this that these those are were been be is it its ' +
    "it's i'm we our they their not just new all can have has get if what how why when who " +
    'more out up about now today from by at an or but my he she his her will would should ' +
    "into which there than them could because only some over after also going don't you're"
  ).split(' '),
);

/**
 * English words no other language eld knows writes as a word of its own (so no "also", German's,
 * no "is", "of", "we", "over", Dutch's, no "for", "at", "by", Danish's, no "he", "has", Spanish's).
 */
const ONLY_ENGLISH = new Set(
  (
    "the and with you your this that these those are were been it's i'm they their just what " +
    'how why when who which there than them could would should because into about from after ' +
    "don't you're"
  ).split(' '),
);

/** Words of an opening looked at: about as many as eld reads (it stops after ~350 bytes). */
const PLAIN_WORDS = 60;

/**
 * True when a text's opening is English beyond doubt: letters of the English alphabet only (other
 * Latin-script languages write accents within a few words), eight words or more, and of its first
 * 60 at least two, and one in twenty, words only English has ("the", "with", "because"). On such
 * text eld says English too (every English source and post of the eval and the guard cases that
 * passes, no text in another language), at a tenth of its cost: the guard's source, read once a
 * card, asks this before eld (issue 44 item 7: eld was a quarter of a card's guard).
 */
export function isPlainlyEnglish(opening: string): boolean {
  if (/[^\P{L}A-Za-z]/u.test(opening)) return false;
  const words = opening.toLowerCase().match(/[a-z']+/g) ?? [];
  const read = Math.min(words.length, PLAIN_WORDS);
  if (read < 8) return false;
  let english = 0;
  for (let index = 0; index < read; index++) if (ONLY_ENGLISH.has(words[index] ?? '')) english++;
  return english >= 2 && english * 20 >= read;
}

/** What a caller may add to the English guess. */
export interface EnglishGuessOptions {
  /**
   * Whether a word is in the caller's English lexicon (the embedded writer passes compromise's):
   * untagged Latin-script text whose function words say nothing is English when most of its words
   * are known ("Ships faster builds, smaller bundles" has no "the" or "and").
   */
  isKnownWord?: (word: string) => boolean;
}

/** Share of known words from which untagged Latin-script text counts as English. */
const KNOWN_WORD_SHARE = 0.6;

/**
 * True when the post is in English: X's language tag says so, or (without one) the text is in
 * Latin script and at least one word in twenty is a common English word, or most of its words are
 * in the caller's English lexicon. The one home of the guess, beside `detectLanguage`: the page
 * and the embedded writer both ask it.
 */
export function isEnglishText(
  whole: string,
  lang?: string,
  { isKnownWord }: EnglishGuessOptions = {},
): boolean {
  const code = (lang ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  if (
    /^[a-z]{2,3}$/.test(code) &&
    !['und', 'zxx', 'qme', 'qht', 'qam', 'qst', 'art'].includes(code)
  ) {
    return code === 'en';
  }
  // The opening tells the language as well as the whole, and keeps a 20,000-character text fast.
  const text = whole.slice(0, 2_000);
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters === 0) return true;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  if (latin / letters < 0.5) return false;
  const found = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  if (found.length < 4) return true;
  // One word in twenty: short technical English ("…supports --splitting in your executable")
  // has few function words, other languages have almost none of these.
  if (found.filter((word) => ENGLISH_WORDS.has(word)).length / found.length >= 0.05) return true;
  // Text wholly in Latin script may still be English the caller's lexicon knows.
  if (!isKnownWord || /[^\p{Script=Latin}\P{L}]/u.test(text)) return false;
  const words = text.match(/\p{L}[\p{L}'’]*/gu) ?? [];
  const known = words.filter((word) => isKnownWord(word)).length;
  return words.length > 0 && known / words.length >= KNOWN_WORD_SHARE;
}
