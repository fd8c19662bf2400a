/**
 * A short name made of the starts of a name's words, in scripts without capitals (h270): Japanese
 * "東大" of "東京大学" (東京|大学), Chinese "美联储" of "美国联邦储备委员会", Hindi "भाजपा" of
 * "भारतीय जनता पार्टी" (भा|ज|पा: each word's first letter with its vowel sign), Hebrew "ת״א" of
 * "תל אביב" and "ארה״ב" of "ארצות הברית" (a piece of each word, the gershayim before the last
 * letter); and the other way, the name spelled out where the source writes its short form
 * ("צבא ההגנה לישראל" of "צה״ל"). phrase-abbreviations.ts reads a capitalised word's letters;
 * here no capital tells the name, so the frame reader (replaced-names.ts) read such a word as a
 * name put in the source's place. Each piece opens the next of the source's words, in order, as
 * Intl.Segmenter cuts them (words in Han, user-perceived letters in Devanagari); a short name of
 * words the source does not write in that order ("京大" of "東京大学", "बसपा" of a post about the
 * "समाजवादी पार्टी") is still new. Hebrew writes its short names with gershayim: only a word so
 * marked is read. A Latin acronym behind an elided article ("L'ASI" of "Agenzia Spaziale
 * Italiana") is read without the article (phrase-abbreviations.ts reads the source's so).
 */

import { segmentsOf } from '../../segments-of.ts';
import { oncePer } from '../once-per-source.ts';
import { abbreviatesSourcePhrase } from './phrase-abbreviations.ts';
import { abbreviatesThaiSourceWord } from './thai-abbreviations.ts';

/** The most pieces a short name is read in. */
const MOST_PIECES = 6;
/** Hebrew's gershayim, typed also as a straight double quote. */
const GERSHAYIM = /["״]/gu;
const HEBREW_SHORT = /^[\u05D0-\u05EA]{1,5}["״][\u05D0-\u05EA]$/u;
/** Clitics written onto a Hebrew word's front ("בארה״ב", in the USA). */
const HEBREW_CLITIC = /^[ובהלמכש]{1,2}/u;
const FINALS: Record<string, string> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' };
const SCRIPT = /^(?:\p{Script=Han}|\p{Script=Devanagari}|\p{Script=Hebrew})/u;
const ELIDED = /^\p{L}{1,4}['’](\p{Lu}{2,6})$/u;

type Letters = readonly string[];

/** Made on first need: a segmenter made at load costs the page's startup (load-cost.test.ts). */
let graphemes: Intl.Segmenter | undefined;
const segmenters = new Map<string, Intl.Segmenter>();

/** A word's letters as read: graphemes, Hebrew's final forms as the others. */
function lettersOf(word: string): string[] {
  graphemes ??= new Intl.Segmenter('hi', { granularity: 'grapheme' });
  return [...segmentsOf(graphemes, word.replace(GERSHAYIM, ''))].map(
    ({ segment }) => FINALS[segment] ?? segment,
  );
}

/** The words of a text in the script of `sample`: Han by Intl's segmenter, others by spaces. */
function wordsOf(text: string, sample: string, langs: readonly string[]): Letters[] {
  if (/\p{Script=Han}/u.test(sample)) {
    const lang = langs.includes('ja') ? 'ja' : 'zh';
    let segmenter = segmenters.get(lang);
    if (!segmenter) {
      segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
      segmenters.set(lang, segmenter);
    }
    const words: Letters[] = [];
    for (const part of segmentsOf(segmenter, text)) {
      // A break (punctuation, a space) is an empty word no piece opens: a name is not read across.
      words.push(
        part.isWordLike && /\p{Script=Han}/u.test(part.segment) ? lettersOf(part.segment) : [],
      );
    }
    return words;
  }
  return (text.match(/[\p{L}\p{M}"״]+|[^\p{L}\p{M}\s]+/gu) ?? []).map((word) =>
    /^\p{L}/u.test(word) ? lettersOf(word) : [],
  );
}

/** Whether letter `piece` (a short name's) is `letter` (a word's), or its consonant alone. */
const sameLetter = (piece: string, letter: string) =>
  piece === letter || (piece.length === 1 && letter.startsWith(piece));

/**
 * Whether `rest` of a short name's letters is read from `words` from `at` on, a piece a word (and,
 * where `whole`, every one of the words read).
 */
function readsFrom(
  rest: Letters,
  words: readonly Letters[],
  at: number,
  pieces: number,
  whole = false,
): boolean {
  if (rest.length === 0) return pieces >= 2 && (!whole || at === words.length);
  const word = words[at];
  if (!word || word.length === 0 || pieces >= MOST_PIECES) return false;
  // Han and Devanagari take a word's first letter; Hebrew may take more ("אר" of "ארצות").
  for (let length = Math.min(rest.length, word.length); length >= 1; length--) {
    let opens = true;
    for (let index = 0; index < length && opens; index++) {
      opens = sameLetter(rest[index] as string, word[index] as string);
    }
    if (opens && readsFrom(rest.slice(length), words, at + 1, pieces + 1, whole)) return true;
  }
  return false;
}

/** Whether `short` is read from some run of `words`, each piece opening the next word. */
function readsInitials(short: Letters, words: readonly Letters[]): boolean {
  if (short.length < 2 || short.length > MOST_PIECES * 2) return false;
  for (let at = 0; at < words.length; at++) {
    const word = words[at] as Letters;
    if (word.length > 0 && sameLetter(short[0] as string, word[0] as string)) {
      if (readsFrom(short, words, at, 0)) return true;
    }
  }
  return false;
}

interface Source {
  readonly text: string;
  readonly langs: readonly string[];
}

/** The source's words in each script asked, read once per source and script. */
const sourceWords = /* @__PURE__ */ oncePer(
  (_source: Source) => new Map<string, readonly Letters[]>(),
);

function wordsIn(source: Source, sample: string): readonly Letters[] {
  const script = /\p{Script=Han}/u.test(sample) ? 'han' : 'spaced';
  const kept = sourceWords(source);
  let words = kept.get(script);
  if (!words) {
    words = wordsOf(source.text, sample, source.langs);
    kept.set(script, words);
  }
  return words;
}

/** The short names the source writes in `sample`'s script: Hebrew's marked ones, others' words. */
const sourceShortNames = /* @__PURE__ */ oncePer((source: Source): readonly Letters[] =>
  (source.text.match(/[\u05D0-\u05EA]{1,5}["״][\u05D0-\u05EA]/gu) ?? []).map(lettersOf),
);

/**
 * Whether the line's `run` (a word or words the frame reader found where the source has others)
 * is the short name of a name the source spells out, or spells out a short name the source writes.
 */
export function initialsInScript(run: string, source: Source): boolean {
  // The triggers first: a Latin acronym behind an elided article, or a word in one of the scripts.
  const elided = ELIDED.exec(run.trim());
  if (elided) return abbreviatesSourcePhrase(elided[1] as string, source);
  const text = run.trim();
  // "กรุงเทพฯ" of "กรุงเทพมหานคร": Thai's mark of a name cut short (thai-abbreviations.ts).
  if (text.includes('ฯ')) return abbreviatesThaiSourceWord(text, source);
  if (!SCRIPT.test(text)) return false;
  const words = wordsIn(source, text);
  const hebrew = /^\p{Script=Hebrew}/u.test(text);
  const single = !/\s/u.test(text);
  if (single) {
    if (hebrew) {
      if (!HEBREW_SHORT.test(text.replace(HEBREW_CLITIC, '')) && !HEBREW_SHORT.test(text)) {
        return false;
      }
      const bare = lettersOf(text);
      const cut = lettersOf(text.replace(HEBREW_CLITIC, ''));
      if (readsInitials(bare, words) || (cut.length < bare.length && readsInitials(cut, words))) {
        return true;
      }
    } else if (readsInitials(lettersOf(text), words)) {
      return true;
    }
  }
  // The other way: the run's words, all of them, spell out a short name the source writes.
  const own = wordsOf(text, text, source.langs).filter((word) => word.length > 0);
  if (own.length < 2 || own.length > MOST_PIECES) return false;
  const shorts = hebrew ? sourceShortNames(source) : words;
  return shorts.some(
    (short) =>
      short.length >= own.length &&
      short.length <= MOST_PIECES * 2 &&
      readsFrom(short, own, 0, 0, true),
  );
}
