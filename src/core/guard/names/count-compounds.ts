/**
 * A word made of a count the source gives and the noun it counts (issue 44, round 59's probes):
 * Russian "Девятидневная забастовка" (the nine-day strike) of "длилась девять дней", "Пятилетняя"
 * of "пять лет", Polish "Dziewięciodniowy" of "dziewięć dni". As a sentence's first word the
 * capital told nothing, the word was no common one, and it was stopped as a name. Such a word opens
 * on the stem of the count's number word (the lexicon's, for the source's digits too: "9 дней"),
 * then at most three letters (the word's end, a linking vowel: "девят-и-", "dziewię-cio-"), then the
 * first letter and consonant of the noun the source writes right after that count. Another count
 * ("Семидневная" of nine days) or another noun ("Девятилетняя") makes no such word: still a name.
 */
import { lexiconOf } from '../numbers/number-words.ts';
import { oncePer } from '../once-per-source.ts';
import { foldWord } from '../words/fold-word.ts';
import type { NameSource } from './claim-names.ts';

/** The most letters between the count's stem and its noun's. */
const LINK_MAX = 3;
const TOKEN = /[\p{L}\p{M}]+|\d+/gu;

/** Vowels of the Latin and Cyrillic alphabets, folded. */
const VOWELS = /[aeiouyаеиоуыэюяі]/u;

/**
 * A word's first letter and the first consonant after it: a noun's vowel may change in the
 * compound ("lat", years, in "pięcioletni"; "Tage" in "neuntägig" folds to "tagig").
 */
function consonantStart(word: string): string | undefined {
  const [first, ...rest] = [...word];
  const next = rest.find((letter) => !VOWELS.test(letter));
  return first === undefined || next === undefined ? undefined : `${first}${next}`;
}

/** A count's stems and the start of its noun, as the source writes them. */
interface CountNoun {
  stems: readonly string[];
  noun: string;
}

/** The stems of `value`'s number words in `lang`: each word but its last letter, three or more. */
function stemsOf(value: number, lang: string): string[] {
  const lexicon = lexiconOf(lang);
  if (!lexicon) return [];
  const stems: string[] = [];
  for (const [word, of] of lexicon.groups) {
    if (of !== value || word.includes(' ')) continue;
    const stem = [...word].slice(0, -1).join('');
    if ([...stem].length >= 3) stems.push(stem);
  }
  return stems;
}

/** Each count of 2 to 99 the source writes before a word, with that word's first two letters. */
const countNouns = /* @__PURE__ */ oncePer((source: NameSource): CountNoun[] => {
  const found: CountNoun[] = [];
  const tokens = [...source.text.matchAll(TOKEN)].map((match) => match[0]);
  tokens.forEach((token, at) => {
    const noun = tokens[at + 1];
    if (noun === undefined || /\d/u.test(noun)) return;
    for (const lang of source.langs) {
      const lexicon = lexiconOf(lang);
      const value = /^\d+$/u.test(token)
        ? Number(token)
        : lexicon?.groups.get(foldWord(token, lexicon.marked));
      if (value === undefined || value < 2 || value > 99) continue;
      const stems = stemsOf(value, lang);
      const start = consonantStart(foldWord(noun, false));
      if (stems.length > 0 && start !== undefined) found.push({ stems, noun: start });
    }
  });
  return found;
});

/** Whether `word` is one of the source's counts joined to the noun it counts (see above). */
export function isSourceCountCompound(word: string, source: NameSource): boolean {
  if ([...word].length < 7 || !/\p{L}/u.test(source.text)) return false;
  const folded = foldWord(word, false);
  return countNouns(source).some(({ stems, noun }) =>
    stems.some((stem) => {
      const key = foldWord(stem, false);
      if (!folded.startsWith(key)) return false;
      const rest = folded.slice(key.length);
      for (let link = 0; link <= LINK_MAX; link++) {
        if (consonantStart(rest.slice(link)) === noun) return true;
      }
      return false;
    }),
  );
}
