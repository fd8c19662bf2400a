/**
 * What every mode's writer shares: sentences scored by the text's frequent words, overlap between
 * two sentences, the language the writer works in, and a last sentence the source cut off.
 */

import { detectLanguage, hasLink, isEnglishText } from '#core/index.ts';
import { isLexiconWord } from './read-sentence.ts';
import { contentWords, wordFrequencies } from './text-features.ts';

export interface Scored {
  text: string;
  index: number;
  score: number;
  terms: Set<string>;
}

/** Share of words two sentences have in common (Jaccard), to avoid saying one thing twice. */
export function overlap(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared++;
  return shared / (a.size + b.size - shared);
}

/** Every sentence scored by how many of the text's frequent words it carries. */
export function scoreSentences(sentences: string[], text: string): Scored[] {
  const frequencies = wordFrequencies(text);
  return sentences.map((sentence, index) => {
    const terms = new Set(contentWords(sentence));
    let sum = 0;
    for (const term of terms) sum += frequencies.get(term) ?? 0;
    const wordCount = sentence.split(/\s+/).length;
    const score =
      sum / Math.sqrt(Math.max(terms.size, 1)) +
      (index === 0 ? 0.75 : 0) +
      (/\p{N}/u.test(sentence) ? 0.3 : 0) -
      (wordCount < 4 ? 1 : 0) -
      (sentence.endsWith('?') ? 0.4 : 0) -
      (sentence.endsWith(':') ? 1.5 : 0);
    return { text: sentence, index, score, terms };
  });
}

export function capitalise(text: string): string {
  if (/^(?:https?:\/\/|www\.)/iu.test(text)) return text;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The language code the writer works in: `en`, X's code of the post, else core's guess from the
 * text (a thread's text comes untagged), or `und`.
 */
export function languageOf(text: string, lang: string | undefined): string {
  const code = (lang ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  const tagged =
    /^[a-z]{2,3}$/.test(code) && !['und', 'zxx', 'qme', 'qht', 'qam', 'qst'].includes(code);
  // Core's one guess, with the writer's own lexicon as one of its signals.
  if (isEnglishText(text, lang, { isKnownWord: isLexiconWord })) return 'en';
  if (tagged) return code;
  const guessed = detectLanguage(text);
  return guessed && /^[a-z]{2}$/.test(guessed) ? guessed : 'und';
}

const TERMINAL = /[.!?。！？…]["'”’)\]]*$/u;

/**
 * The sentences without a last one the text was cut in ("…to expand protected bike lanes, citi"):
 * when most sentences end with a full stop and the last has none, it was cut, not finished.
 */
export function withoutCutEnd(sentences: string[]): string[] {
  const last = sentences.at(-1);
  if (sentences.length < 3 || !last || TERMINAL.test(last) || hasLink(last)) return sentences;
  const finished = sentences.filter((sentence) => TERMINAL.test(sentence)).length;
  return finished >= (sentences.length - 1) * 0.8 ? sentences.slice(0, -1) : sentences;
}

/**
 * A number in [0, 1) fixed by `seed` and `index`: how a new take (a request's seed) varies the
 * writer's choices, while one seed always gives one answer.
 */
export function unitNoise(seed: number, index: number): number {
  let value = (Math.imul(seed | 0, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b)) >>> 0;
  value = Math.imul(value ^ (value >>> 16), 0x7feb352d) >>> 0;
  value = Math.imul(value ^ (value >>> 15), 0x846ca68b) >>> 0;
  return ((value ^ (value >>> 16)) >>> 0) / 2 ** 32;
}
