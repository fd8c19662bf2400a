/**
 * An Arabic present after a particle that only a verb follows ("أن يجذب" of "أن يستقبل", to draw
 * of to receive; "لن", "لم", "كي", "سوف": h291's probes), read by rare-swaps.ts as a rare word in
 * the source's frame: a person's prefix after one of them is a verb's, no name's. (A Hindi noun's
 * plural was read so too, "सरकारी विद्यालयों में" of "स्कूलों में"; but a place's slot before
 * "में" holds a common noun said otherwise as well, "दुकानों में" of "बाजार में", which
 * nukta-fold.test.ts keeps stopped: not read.)
 */
import { uncasedKey } from '../words/uncased-words.ts';

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
