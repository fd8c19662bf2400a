/**
 * English's large scales written in an Indic script by their sounds (issue 44, round 59's
 * probes): Hindi "1.2 मिलियन", Bengali "১.২ মিলিয়ন" and Marathi "३ बिलियन" are 1.2 million and 3
 * billion, as a line restating "12 लाख" writes them. Neither n2words' Hindi or Bengali lexicon nor
 * CLDR's compact forms have these loanwords, so the digits were read alone and the line stopped.
 * A word in one of these scripts is such a scale where its sounds (any-ascii's reading) keep the
 * consonants and "i" of English's "million", "billion" or "trillion" (n2words' English lexicon); a scale of a million or more only, as the languages' own words
 * (लाख, करोड़, হাজার) say the smaller ones and their lexicons read them.
 */
import anyAscii from 'any-ascii';
import { lexiconOf } from './number-words.ts';

/** Brahmic scripts written with spaces between words. */
const INDIC =
  /^[\p{sc=Deva}\p{sc=Beng}\p{sc=Guru}\p{sc=Gujr}\p{sc=Orya}\p{sc=Taml}\p{sc=Telu}\p{sc=Knda}\p{sc=Mlym}\p{sc=Sinh}][\p{L}\p{M}]*$/u;

/**
 * A word's sounds as any-ascii spells them, each doubled letter once, its consonants and "i" only
 * ("million" and "मिलियन", "miliyn", are "milin"): the scripts write English's unstressed vowels
 * as the inherent "a", which any-ascii leaves out, and its "i" as a sign. "मिलन" (a meeting, "miln")
 * keeps no "i" after its "l", and is no million.
 */
const consonants = (word: string) =>
  anyAscii(word)
    .toLowerCase()
    .replace(/[^a-z]/gu, '')
    .replace(/(.)\1+/gu, '$1')
    .replace(/[aeouy]/gu, '');

let skeletons: ReadonlyMap<string, number> | undefined;

/** English's scales of a million and up, by their consonants. */
function englishSkeletons(): ReadonlyMap<string, number> {
  if (skeletons) return skeletons;
  const found = new Map<string, number>();
  for (const [word, factor] of lexiconOf('en')?.scales ?? []) {
    const key = consonants(word);
    if (factor >= 1e6 && key.length >= 3 && key !== word) found.set(key, factor);
  }
  skeletons = found;
  return found;
}

/** The factor of `word` where it is English's million, billion or trillion in an Indic script. */
export function loanedScale(word: string): number | undefined {
  if (!INDIC.test(word)) return undefined;
  return englishSkeletons().get(consonants(word));
}
