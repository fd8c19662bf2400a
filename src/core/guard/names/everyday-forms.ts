/**
 * Everyday words the frame readers took for names in Arabic, Hindi and Chinese (issue 44,
 * precision; round 42's "تأجيل", "تداوم", "मालिकों"): a line that says the source's fact in its own
 * words puts a verb or a noun where the source has another, and no capital tells it from a name.
 * Readings of the word's own shape, no list of words:
 * - Arabic builds its words from a root of three consonants in patterns: a verb's person prefix
 *   ("تداوم", they attend), a verbal noun's "ت" ("تأجيل", postponement), a participle's "م", a
 *   tenth form's "است". A word so made whose root a word of the source also has ("الدوام",
 *   "وتُؤجَّل") is the source's word in another form. A name is rarely so made, and a name the
 *   line swaps in shares no root with the source's words.
 * - An Arabic clause opens on its verb, then who does it: a present tense ("ينصح") beside a
 *   participle's sound plural ("المنظمون", the organisers) is a verb and its doers, no person.
 * - Hindi's plural oblique ("-ों", "-ियों": "मालिकों को", to the owners) and plural "-ें" are a
 *   common noun's or a verb's endings: a person or a place is one, and never takes them; an
 *   English common word in Devanagari ("हाई कोर्ट") is a loanword, no name.
 * - Chinese: a compound that moves a source word's character (han-morpheme-compounds.ts).
 * A run is everyday only if every word of it is, or is a common word beside an Arabic one of
 * those (a name beside such a word stays a name). */

import { oncePer } from '../once-per-source.ts';
import { uncasedKey, uncasedWords } from '../words/uncased-words.ts';
import { isDerivedPresentVerb } from './arabic-derived-presents.ts';
import { isDerivedPerfectVerb } from './arabic-derived-verbs.ts';
import { isBengaliConjunctVerb } from './bengali-conjunct-verbs.ts';
import type { NameSource } from './claim-names.ts';
import { isCommonPlural } from './common-plurals.ts';
import { isEnglishLoanword } from './english-loanwords.ts';
import { isMovedMorpheme } from './han-morpheme-compounds.ts';
import { isHedgeWord } from './hedge-words.ts';
import { isHindiConjunctVerb } from './hindi-conjunct-verbs.ts';
import { isHindiLightVerb } from './hindi-light-verbs.ts';
import { sourceTokens } from './name-tokens.ts';
import { isCommonParticiple } from './romance-participles.ts';
import { isCommon } from './unknown-names.ts';

/** Arabic's clitics before a word: "و", "ف", then "ب", "ل", "ك", "س" or the article "ال". */
const ARABIC_CLITIC = /^(?:[وف]?(?:[بلك]?ال|لل|[بلكس])|[وف])/u;
/** Endings: sound plurals and duals, pronouns; a perfect's "ت" and "وا" ("أعلنت", h270). */
const ARABIC_ENDING = /(?:ات|ون|ين|ان|هما|هم|هن|ها|كم|نا|وا|ه|ة|ت)$/u;
/**
 * A pattern's prefix: a present tense's person, a verbal noun's "ت", a participle's "م", "است",
 * form IV's hamza ("أعلن", whose present "تعلن" is the root after the person's prefix, h270).
 */
const ARABIC_PATTERN = /^(?:است|[يتنمء])/u;
/** An Arabic word, its vowel marks (of no script of their own) among its letters. */
const ARABIC_WORD = /^[\p{Script=Arabic}\p{M}]+$/u;
/** A root is three consonants at least: fewer would match too many words. */
const ROOT_MIN = 3;

/** A present tense: its person's prefix ("ي", "ت") on three letters or more. */
const ARABIC_PRESENT = /^[يت]\p{Script=Arabic}{3,}$/u;
/** A participle's sound plural ("المنظمون", the organisers): who does a thing, no one's name. */
const ARABIC_DOERS = /^(?:ال)?م\p{Script=Arabic}{2,}(?:ون|ين)$/u;

/** Hindi's plural oblique and plural endings, after a stem of two letters or more. */
const HINDI_PLURAL = /^\p{Script=Devanagari}{3,}(?:ों|ें)$/u;

/** A word without its vowel marks, every hamza's seat written as the hamza. */
const bare = (word: string) => word.replace(/\p{M}/gu, '').replace(/[أإآؤئ]/gu, 'ء');

/** The word's long vowels ("ا", "ي", "ى") past its first letter dropped: its root's letters. */
const consonants = (stem: string) =>
  stem.length === 0 ? '' : (stem[0] as string) + stem.slice(1).replace(/[ايى]/gu, '');

/**
 * The roots a word may have: its clitics and endings cut or kept, and `patterned` its pattern's
 * prefix cut (only roots so reached when `only` is set).
 */
function arabicRoots(word: string, only = false): string[] {
  const found = new Set<string>();
  const written = bare(word);
  for (const unclitic of new Set([written, written.replace(ARABIC_CLITIC, '')])) {
    for (const stem of new Set([unclitic, unclitic.replace(ARABIC_ENDING, '')])) {
      const cut = stem.replace(ARABIC_PATTERN, '');
      if (cut !== stem) found.add(consonants(cut));
      if (!only) found.add(consonants(stem));
    }
  }
  return [...found].filter((root) => [...root].length >= ROOT_MIN);
}

const sourceRoots = /* @__PURE__ */ oncePer((source: NameSource): Set<string> => {
  const roots: Set<string> = new Set();
  for (const token of sourceTokens(source).tokens) {
    if (ARABIC_WORD.test(token.text)) for (const root of arabicRoots(token.text)) roots.add(root);
  }
  return roots;
});

/** The roots of the source's Arabic words, read once. */
function rootsOf(source: NameSource): Set<string> {
  const roots = sourceRoots(source);
  return roots;
}

/** Whether an Arabic word is made on a pattern from a root a word of the source has. */
export function isSourceRootForm(word: string, source: NameSource): boolean {
  if (!ARABIC_WORD.test(word)) return false;
  const roots = rootsOf(source);
  return arabicRoots(word, true).some((root) => roots.has(root));
}

/** Whether a Hindi word bears a plural's ending ("मालिकों", "किताबें"): a common word, no name. */
export const isHindiPlural = (word: string) => HINDI_PLURAL.test(word);

/**
 * Whether every word of a run a frame reader found is an everyday word by its shape (see above):
 * in an Arabic source, a form of a root the source has; in a Hindi one, a plural or a light verb.
 */
export function isEverydayRun(run: string, source: NameSource): boolean {
  const words = run.split(/\s+/u).filter((word) => word !== '');
  if (words.length === 0) return false;
  // "ราว" (about) of "ประมาณ": a hedge for the source's, no name (hedge-words.ts).
  if (words.length === 1 && source.langs.some((lang) => isHedgeWord(run, lang))) return true;
  if (source.langs.includes('ar')) {
    // "تداوم بشكل طبيعي": the root's form said with common words ("normally"), no name's.
    const common = uncasedWords('ar');
    // "ينصح المنظمون" (the organisers advise): a verb, then who does it, as an Arabic clause goes.
    const clause = (at: number) =>
      (ARABIC_PRESENT.test(bare(words[at] as string)) &&
        ARABIC_DOERS.test(bare(words[at + 1] ?? ''))) ||
      (ARABIC_DOERS.test(bare(words[at] as string)) &&
        ARABIC_PRESENT.test(bare(words[at - 1] ?? '')));
    // "ارتفعت نسبة": a derived form's verb whose verbal noun is common (arabic-derived-verbs.ts);
    // "تنطلق امتحانات": one in the present, its form in its letters (arabic-derived-presents.ts).
    const everyday = (word: string, at: number) =>
      isSourceRootForm(word, source) ||
      clause(at) ||
      isDerivedPerfectVerb(word) ||
      isDerivedPresentVerb(word);
    return (
      words.some(everyday) &&
      words.every(
        (word, at) => everyday(word, at) || isCommon(uncasedKey(word, 'ar'), 'ar', common),
      )
    );
  }
  // "जा सकती है" of "पहुंच सकती है": a light verb's form (hindi-light-verbs.ts); "हाई कोर्ट" of
  // "उच्च न्यायालय": English words written in Devanagari (english-loanwords.ts).
  if (source.langs.includes('hi')) {
    // "खर्च कर" (spending) of "देकर": a noun and "do" (hindi-conjunct-verbs.ts).
    if (isHindiConjunctVerb(words)) return true;
    return words.every(
      (word) => isHindiPlural(word) || isHindiLightVerb(word) || isEnglishLoanword(word),
    );
  }
  if (source.langs.includes('zh')) return isMovedMorpheme(run, source);
  // "জারি করতে" (to issue) of "দেখাতে": a noun and "do" (bengali-conjunct-verbs.ts).
  if (source.langs.includes('bn')) return isBengaliConjunctVerb(words);
  // "نرخ‌ها" (rates), "שהתעריפים" (that the tariffs): a common noun's plural (common-plurals.ts).
  const plural = source.langs.find((lang) => lang === 'fa' || lang === 'he');
  // "בעקבות גשמים עזים" (after heavy rains): plurals among common words, as Arabic's forms above.
  if (plural) {
    const common = uncasedWords(plural);
    return (
      words.some((word) => isCommonPlural(word, plural)) &&
      words.every(
        (word) =>
          isCommonPlural(word, plural) || isCommon(uncasedKey(word, plural), plural, common),
      )
    );
  }
  // "Criada em 2021 por" of "Fundada em 2021 por": a verb's participle (romance-participles.ts).
  return words.length === 1 && isCommonParticiple(words[0] as string, source.langs);
}
