/**
 * A person's name in a line translated from Arabic, Hebrew or Persian (round fourteen): "Mayor
 * Einat Kalisch-Rotem" of a Hebrew post naming only "יונה יהב" (Yona Yahav). These scripts write
 * few vowels, and one letter stands for sounds English spells apart (ב "b" or "v", פ "p" or "f",
 * כ "k" or "kh", ו "v" or a vowel), so a name is compared by the consonants they write alike: b, v,
 * f and p one; k, q, g, c and kh one; s, z, sh, ts and th one; d and t one; vowels, y, w and h
 * left out, and a prefix written onto the source's word ("ال", "ב", "ל", "ו") dropped too. A
 * translation's capitals are its own words as often as names ("Ramadan", "National Library"):
 * only a run of two or more capitalised words, none a common word and none the source's in any
 * of those spellings, is a new person.
 */
import anyAscii from 'any-ascii';
import { oncePer } from '../once-per-source.ts';
import { isCommonWord } from '../words/common-words.ts';
import { NAME } from './claim-names.ts';

const ABJAD = /[\p{Script=Arabic}\p{Script=Hebrew}]/gu;
const LETTERS = /[\p{L}\p{M}]+/gu;

/** A word's consonants as an abjad writes them alike (see above); '' for none. */
export function abjadSkeleton(word: string): string {
  return anyAscii(word)
    .toLowerCase()
    .replace(/[^a-z]+/g, '')
    .replace(/sch|sh|ts|tz|th|[zx]/g, 's')
    .replace(/kh|ch|ck|[qgc]/g, 'k')
    .replace(/ph|[vfpw]/g, 'b')
    .replace(/d/g, 't')
    .replace(/[aeiouyh]+/g, '')
    .replace(/(.)\1+/g, '$1');
}

/**
 * The source's words' skeletons (each also without a prefix's first letter, and without its
 * "b"s, a vowel's "ו"), or null for a source not mostly in Arabic or Hebrew letters.
 */
export const sourceSkeletons = /* @__PURE__ */ oncePer((source: { readonly text: string }) => {
  let found: ReadonlySet<string> | null;
  const letters = (source.text.match(/\p{L}/gu) ?? []).length;
  const abjad = (source.text.match(ABJAD) ?? []).length;
  if (letters === 0 || abjad * 2 < letters) found = null;
  else {
    const keys = new Set<string>();
    const words = source.text.match(LETTERS) ?? [];
    words.forEach((word, at) => {
      for (const one of [word, `${word}${words[at + 1] ?? ''}`]) {
        const key = abjadSkeleton(one);
        // The letters written onto a word: Arabic's "ال", "و", "ب", "ل", "ف", "ك", Hebrew's "ו",
        // "ב", "ל", "מ", "ש", "כ" (its "ה" has no consonant here).
        const bare = key.length >= 3 && 'lbmsk'.includes(key[0] as string) ? key.slice(1) : key;
        for (const variant of [key, bare, key.replace(/b/g, ''), bare.replace(/b/g, '')]) {
          if (variant !== '') keys.add(variant);
        }
      }
    });
    found = keys;
  }
  return found;
});

/** Whether the source writes `word` in its consonants. */
export function inSource(word: string, keys: ReadonlySet<string>): boolean {
  const key = abjadSkeleton(word);
  return key === '' || keys.has(key) || keys.has(key.replace(/b/g, ''));
}

/** A line's runs of capitalised words, one space apart ("Mayor Einat Kalisch-Rotem"). */
function capitalisedRuns(line: string): string[] {
  const runs: string[] = [];
  let end = -1;
  for (const match of line.matchAll(NAME)) {
    if (end >= 0 && line.slice(end, match.index) === ' ') runs[runs.length - 1] += ` ${match[0]}`;
    else runs.push(match[0]);
    end = match.index + match[0].length;
  }
  return runs;
}

/**
 * The runs of capitalised words of a translated `line` (in `lang`) that are a new person: two or
 * more words none common in `lang` or English, and none the source's.
 */
export function unsupportedAbjadNames(
  line: string,
  source: { readonly text: string },
  lang: string,
): string[] {
  const keys = sourceSkeletons(source);
  if (!keys) return [];
  return capitalisedRuns(line).flatMap((run) => {
    const words = run
      .replace(/['’]s$/u, '')
      .split(/[\s-]+/u)
      .filter((word) => !isCommonWord(word, 'en') && !isCommonWord(word, lang));
    if (words.length < 2 || words.some((word) => inSource(word, keys))) return [];
    // As written, from its first word that is no common one ("Einat Kalisch-Rotem").
    return [run.slice(run.indexOf(words[0] as string)).replace(/['’]s$/u, '')];
  });
}
