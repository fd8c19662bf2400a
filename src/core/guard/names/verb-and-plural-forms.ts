/**
 * Words whose grammar tells they are no name, in languages whose common-word lists are too short
 * to tell (h291's probes, read by rare-swaps.ts):
 * - a Hindi noun's oblique plural ("सरकारी विद्यालयों में" of "सरकारी स्कूलों में", in government
 *   schools): "-ों", "-ियों", "-ओं" mark many of a thing, which a person or a place is not;
 * - an Arabic present after a particle that only a verb follows ("أن يجذب" of "أن يستقبل", to
 *   draw of to receive; "لن", "لم", "كي", "سوف"): a person's prefix after one of them is a verb's.
 */
import { uncasedKey } from '../words/uncased-words.ts';

/** A Hindi oblique plural: a consonant's "ों" (its stem two letters or more), "ियों", "ओं". */
const HINDI_PLURAL = /^\p{Script=Devanagari}{2,}(?:ों|ियों|ओं)$/u;

/** Whether `word` is a Hindi noun in its oblique plural ("विद्यालयों", "महिलाओं"). */
export const isHindiObliquePlural = (word: string): boolean =>
  HINDI_PLURAL.test(word.normalize('NFC'));

/** Arabic particles a verb follows: "that" (subjunctive), "will not", "did not", "so that", "will". */
const VERB_PARTICLES: ReadonlySet<string> = new Set(
  ['أن', 'وأن', 'لن', 'ولن', 'لم', 'ولم', 'كي', 'لكي', 'سوف', 'وسوف'].map((word) =>
    uncasedKey(word, 'ar'),
  ),
);
/** A present tense: a person's prefix, then three letters or more. */
const PRESENT = /^[يتن]\p{Script=Arabic}{3,}$/u;

/** Whether `key` (uncasedKey's Arabic spelling) is a present tense after a verb's particle `before`. */
export const isArabicVerbAfterParticle = (key: string, before: string | undefined): boolean =>
  before !== undefined && VERB_PARTICLES.has(before) && PRESENT.test(key);
