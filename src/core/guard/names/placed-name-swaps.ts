/**
 * A place put where the source has another, around a word of place that the frame readers do not
 * hold on both sides (h264, docs/decisions/012): "أرامكو تفتتح مصنعا جديدا في جدة" of "... في
 * الرياض", "台风登陆福建" of "台风在广东登陆", "田中さんは来月福岡に引っ越す" of "…来月、札幌に
 * 引っ越す". rare-swaps.ts wants the source's word before the slot and its word after it; a small
 * model's line keeps neither as often ("が" for "は", a comma dropped, the clause turned round).
 * And unknown-names.ts reads a name in a word with an ending the list cuts as that listed word
 * ("جدة", Jeddah, as "جد" and a feminine ending), so it reads none.
 *
 * Stopped: a word of the line after a preposition or verb of place ("في", "在", "登陆", "در")
 * or before a particle of place ("で", "に"), that the source has in no form and that is none of
 * the language's listed words as written, where the source, after or before such a word, has a
 * word of the same kind the line has in no form. A faithful line names the source's place there
 * (another form of it is held), or says it in common words ("في العاصمة", "在当地"); a line that
 * names a place the source has nowhere, while the source's own place has gone, moved the event.
 */

import { segmentsOf } from '../../segments-of.ts';
import { isMonthNameWord } from '../dates/month-name-words.ts';
import { oncePer } from '../once-per-source.ts';
import { type UncasedLanguage, uncasedKey, uncasedWords } from '../words/uncased-words.ts';
import type { NameSource } from './claim-names.ts';
import { isHanFigureWord } from './han-date-words.ts';
import { sameWord, tokensOf } from './name-tokens.ts';
import { isTimeWord, lineWords, uncasedLanguage } from './unknown-names.ts';

/**
 * Words of place before their place, by language: prepositions, and in Chinese the verbs of
 * going and landing that take a place as their object. A closed class of a few words; no kept
 * package lists them apart from the other function words.
 */
const BEFORE: Partial<Record<UncasedLanguage, readonly string[]>> = {
  ar: ['في', 'إلى', 'من', 'بمدينة', 'مدينة'],
  fa: ['در', 'به', 'از'],
  zh: [
    '在',
    '到',
    '去',
    '从',
    '于',
    '赴',
    '往',
    '至',
    '登陆',
    '前往',
    '抵达',
    '来到',
    '访问',
    '落户',
  ],
};
/**
 * Japanese particles of place after their place. Hindi's list keeps too few words (570) to tell
 * a noun before "में" from a name ("तुलना में", compared to): left out.
 */
const AFTER: Partial<Record<UncasedLanguage, readonly string[]>> = {
  ja: ['で', 'に', 'へ', 'から', 'まで'],
};
/** An Arabic or Persian article and clitic before a noun ("والمدينة", "بالمؤتمر"). */
const ARTICLE = /^(?:[وف]?[بلك]?ال|لل)/u;
/** Chinese and Japanese: a place's name is two characters or more of Han or katakana. */
const HAN_NAME = /^[\p{Script=Han}\p{Script=Katakana}ー]{2,}$/u;
const SEGMENTED = /^(?:zh|ja)$/u;
/** A Han word of time ("来春", next spring; "今年", "午後"): no place's name. */
const HAN_TIME = /[年月日週周时時春夏秋冬午朝晩夜]|^[今明昨来本毎]/u;
/** A Persian plural's or ezafe's ending. */
const PERSIAN_ENDING = /(?:های|ها|ای|ی)$/u;

const placeWords = /* @__PURE__ */ new Map<string, { before: Set<string>; after: Set<string> }>();

function placeWordsOf(lang: UncasedLanguage) {
  let found = placeWords.get(lang);
  if (!found) {
    const keys = (words: readonly string[] = []) => new Set(words.map((w) => uncasedKey(w, lang)));
    found = { before: keys(BEFORE[lang]), after: keys(AFTER[lang]) };
    placeWords.set(lang, found);
  }
  return found;
}

/**
 * Whether `text` may be a place's name: none of the language's listed words as written, nor (in
 * Arabic and Persian) without its article: "العاصمة" (the capital), "المملكة" (the kingdom), "在现场",
 * "活躍で", "正午から" say the source's place or time in common words. A word with an ending the
 * list cuts is read as written ("جدة", Jeddah, though "جد" is listed). Cities as common as Osaka
 * are listed, and left to the other readers.
 */
function nameLike(text: string, lang: UncasedLanguage, langs: readonly string[]): boolean {
  const common = uncasedWords(lang);
  const key = uncasedKey(text, lang);
  // A month's or a time's word ("في شباط", "来春に"): the dates readers'.
  if (isMonthNameWord(text, langs) || isTimeWord(key, lang) || isHanFigureWord(text)) return false;
  if (SEGMENTED.test(lang)) return HAN_NAME.test(text) && !HAN_TIME.test(text) && !common.has(text);
  if ([...key].length < 3 || common.has(key)) return false;
  // A Persian plural or ezafe on a listed word ("اول‌ها", the first ones).
  if (lang === 'fa' && common.has(key.replace(PERSIAN_ENDING, ''))) return false;
  const bare = key.replace(ARTICLE, '');
  return bare === key || ([...bare].length >= 3 && !common.has(bare));
}

interface Word {
  text: string;
  broken: boolean;
}

const segmenters = /* @__PURE__ */ new Map<string, Intl.Segmenter>();

/** A text's words: the segmenter's in Chinese and Japanese, the name tokens' in spaced scripts. */
function wordsOf(text: string, lang: UncasedLanguage): Word[] {
  if (!SEGMENTED.test(lang)) return tokensOf(text).map((t) => ({ text: t.text, broken: t.broken }));
  let segmenter = segmenters.get(lang);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
    segmenters.set(lang, segmenter);
  }
  const found: Word[] = [];
  let gap = true;
  for (const part of segmentsOf(segmenter, text)) {
    if (!part.isWordLike) {
      gap ||= /[\s\p{P}]/u.test(part.segment);
      continue;
    }
    found.push({ text: part.segment, broken: gap });
    gap = false;
  }
  return found;
}

/** Whether the word at `at` stands right after a word of place, or right before one. */
function placed(words: readonly Word[], at: number, lang: UncasedLanguage): boolean {
  const { before, after } = placeWordsOf(lang);
  const previous = words[at - 1];
  const next = words[at + 1];
  if (previous && !words[at]?.broken && before.has(uncasedKey(previous.text, lang))) return true;
  return next !== undefined && !next.broken && after.has(uncasedKey(next.text, lang));
}

/** The source's words of place's slots that may be names, read once. */
const sourcePlaces = /* @__PURE__ */ oncePer((source: NameSource): string[] => {
  const lang = uncasedLanguage(source);
  if (!lang) return [];
  const words = wordsOf(source.text, lang);
  const found: string[] = [];
  words.forEach((word, at) => {
    if (placed(words, at, lang) && nameLike(word.text, lang, source.langs)) found.push(word.text);
  });
  return found;
});

/** Whether the line holds the source's `word` in some form. */
function lineHolds(word: string, line: string, lineKeys: readonly string[], lang: UncasedLanguage) {
  if (SEGMENTED.test(lang)) return line.includes(word) || line.includes(word.slice(0, 2));
  const key = uncasedKey(word, lang);
  const bare = key.replace(ARTICLE, '');
  return lineKeys.some((one) => sameWord(one, key) || sameWord(one.replace(ARTICLE, ''), bare));
}

/** The line's places put where the source's place was (see the file's comment). */
export function placedNameSwaps(line: string, source: NameSource): string[] {
  const lang = uncasedLanguage(source);
  if (!lang || (!BEFORE[lang] && !AFTER[lang])) return [];
  const theirs = sourcePlaces(source);
  if (theirs.length === 0) return [];
  const words = wordsOf(line, lang);
  const read = lineWords(line, source, lang);
  if (read.length !== words.length) return [];
  const keys = words.map((word) => uncasedKey(word.text, lang));
  // The source's place is gone from the line: else the line's new word is said beside it.
  if (theirs.every((word) => lineHolds(word, line, keys, lang))) return [];
  const found: string[] = [];
  words.forEach((word, at) => {
    // The source's own characters, moved ("会议"), are no new place.
    const held = SEGMENTED.test(lang) && source.text.includes(word.text);
    if (
      read[at]?.absent &&
      !held &&
      placed(words, at, lang) &&
      nameLike(word.text, lang, source.langs)
    ) {
      found.push(word.text);
    }
  });
  return found;
}
