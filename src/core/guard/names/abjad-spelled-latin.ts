/**
 * A name the source writes in Latin letters, written by an Arabic, Urdu or Hebrew line in its own
 * script (h270): "إيلون ماسك" of "Elon Musk", "بابر اعظم" of "Babar Azam", "בנימין נתניהו" of
 * "Benjamin Netanyahu". latin-spelled-names.ts compares any-ascii's spelling or the consonants as
 * Indic scripts write them; an abjad writes one letter for sounds Latin spells apart (ב "b" or
 * "v", ו "v" or a vowel) and leaves vowels out, so its words are compared by abjad-names.ts's
 * skeletons, with three more alike: "dh" (ظ, ذ) as "z", a "j" as Hebrew's "י" or Arabic's "ج",
 * and a "b" that is only a vowel's "ו"/"و" ("ntnyhv" of Netanyahu) dropped on both sides. A name
 * the source never writes in Latin letters ("جيف بيزوس" of a post about Elon Musk) is still new.
 */
import anyAscii from 'any-ascii';
import { oncePer } from '../once-per-source.ts';
import { abjadSkeleton } from './abjad-names.ts';

/** A Latin word of three letters or more: shorter ones spell too many words of other scripts. */
const LATIN_WORD = /\p{Script=Latin}{3,}/gu;
const ABJAD = /^[\p{Script=Arabic}\p{Script=Hebrew}]/u;
/** Fewest consonants two spellings share to be one name. */
const MIN = 2;

/** A word's skeletons: as written, and with its "b"s (a vowel's "ו"/"و" among them) dropped. */
function skeletons(ascii: string): string[] {
  const found: string[] = [];
  for (const spelled of new Set([ascii, ascii.replace(/dh/g, 'z')])) {
    const skeleton = abjadSkeleton(spelled);
    if (skeleton.length >= MIN) found.push(skeleton);
    const unvowelled = skeleton.replace(/b/g, '');
    if (unvowelled.length >= MIN) found.push(`-${unvowelled}`);
  }
  return found;
}

/** The skeletons of the source's Latin words, read once per source. */
const latinSkeletons = /* @__PURE__ */ oncePer((source: { readonly text: string }) => {
  const found = new Set<string>();
  for (const [word] of source.text.matchAll(LATIN_WORD)) {
    const lower = anyAscii(word).toLowerCase();
    // "j" is Hebrew's "י" in "Benjamin", Arabic's "ج" and Hebrew's "ג'" in "Joe".
    for (const spelled of new Set([lower, lower.replace(/j/g, 'y'), lower.replace(/j/g, 'g')])) {
      for (const skeleton of skeletons(spelled)) found.add(skeleton);
    }
  }
  return found;
});

/** Whether an Arabic-script or Hebrew `word` spells one the source writes in Latin letters. */
export function abjadSpellsLatin(word: string, source: { readonly text: string }): boolean {
  if (!ABJAD.test(word)) return false;
  const known = latinSkeletons(source);
  if (known.size === 0) return false;
  return skeletons(anyAscii(word).toLowerCase()).some((skeleton) => known.has(skeleton));
}
