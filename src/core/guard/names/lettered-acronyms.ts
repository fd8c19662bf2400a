/**
 * A Latin acronym a source in another script writes by its letters' English names (issue 44,
 * lines translated from Indic and other scripts): Tamil and Hindi write "IIT" as "ஐஐடி" and
 * "आईआईटी" (ai-ai-ti), "NDTV" as "एनडीटीवी" (en-di-ti-vi), "BBC" as "பிபிசி" (pi-pi-ci, Tamil
 * having one letter for p and b), so a translated line's "Researchers at IIT" was stopped for a
 * name. An acronym of two to six capitals is the source's where one of its words, as any-ascii
 * reads it, opens on its letters' names, read in loose classes (voiced and voiceless alike, the
 * hissing sounds alike: what such scripts do not tell apart). An acronym whose letters the source
 * does not spell ("IISc" of a post about ஐஐடி) is still a new name.
 */
import anyAscii from 'any-ascii';
import { oncePer } from '../once-per-source.ts';

/** English's names of the letters as another script writes them, the usual spellings. */
export const LETTER_NAMES: Readonly<Record<string, readonly string[]>> = {
  a: ['e', 'ei', 'ey'],
  b: ['bi'],
  c: ['si'],
  d: ['di'],
  e: ['i', 'ii'],
  f: ['ef', 'eph'],
  g: ['ji', 'jii'],
  h: ['ec', 'ech', 'ecc', 'eic', 'eich'],
  i: ['ai'],
  j: ['je', 'jei'],
  k: ['ke', 'kei'],
  l: ['el', 'ell'],
  m: ['em'],
  n: ['en'],
  o: ['o', 'oo'],
  p: ['pi'],
  q: ['kyu', 'kyuu'],
  r: ['ar', 'aar'],
  s: ['es', 'ess'],
  t: ['ti', 'tii'],
  u: ['yu', 'yuu'],
  v: ['vi', 'vii'],
  w: ['dablyu', 'dabalyu', 'dablyuu', 'dblyu'],
  x: ['eks', 'ekss'],
  y: ['vai', 'wai'],
  z: ['zed', 'zi'],
};

/** Letters in the classes such scripts do not tell apart: b p, d t, g k, c j s z, v w. */
export const loose = (letters: string): string =>
  letters
    .replace(/[bp]/g, 'p')
    .replace(/[dt]/g, 't')
    .replace(/[gk]/g, 'k')
    .replace(/[cjsz]/g, 's')
    .replace(/[vw]/g, 'v')
    // A long vowel written twice ("ii", "aa") is one.
    .replace(/([aeiou])\1+/g, '$1');

/** The source's words in a script other than Latin, as any-ascii reads them, loose. */
const spelledWords = /* @__PURE__ */ oncePer(
  (source: { readonly text: string }): readonly string[] => {
    const words = (source.text.match(/[\p{L}\p{M}]+/gu) ?? [])
      .filter((word) => !/\p{Script=Latin}/u.test(word))
      .map((word) =>
        loose(
          anyAscii(word)
            .toLowerCase()
            .replace(/[^a-z]+/g, ''),
        ),
      );
    return words;
  },
);

/** Every loose spelling of an acronym's letters' names, joined. */
export function spellings(acronym: string): string[] {
  let found = [''];
  for (const letter of acronym.toLowerCase()) {
    const names = LETTER_NAMES[letter];
    if (!names) return [];
    found = found.flatMap((head) => names.map((name) => head + name));
  }
  return [...new Set(found.map(loose))];
}

/**
 * Whether `word`, an acronym of two to six capitals, is written in the source by its letters'
 * names: one of the source's words in another script opens on them.
 */
export function isLetteredAcronym(word: string, source: { readonly text: string }): boolean {
  if (!/^\p{Lu}{2,6}$/u.test(word) || !/^[A-Z]+$/u.test(word)) return false;
  const words = spelledWords(source);
  if (words.length === 0) return false;
  const wanted = spellings(word);
  return words.some((spelled) => wanted.some((spelling) => spelled.startsWith(spelling)));
}
