/**
 * A name a translated line writes in Latin letters where its source, mostly in Latin letters,
 * writes it in katakana (issue 44, round nineteen: "A bundle with Mario Kart World" of a post's
 * "マリオカート ワールド"): a title or brand of foreign words runs them together in katakana, so
 * "Kart" is no whole katakana word but the end of one. A line's capitalised word is the source's
 * where its consonants (kana-names.ts's loose classes) are those of a katakana run's start or end,
 * cut on a kana's edge. Only a run's start or end is read, and three consonants or more: a
 * word's middle, or a short key, matches too many names.
 */

import { oncePer } from '../once-per-source.ts';
import { kanaKey, sameKanaName } from './kana-names.ts';

/** A katakana run; "・" parts a name's words, so it ends one. */
const RUN = /[\p{Script=Katakana}ー]{2,}/gu;
/** Kana that cannot begin a word's sound: small kana and the long mark. */
const NO_START = /[ァィゥェォャュョッヮー]/u;
/** The fewest consonants in a word read so. */
const MIN_KEY = 3;

/** The keys of each katakana run's starts and ends, of two consonants or more. */
const runKeys = /* @__PURE__ */ oncePer((source: { readonly text: string }): readonly string[] => {
  const found = new Set<string>();
  for (const [run] of source.text.matchAll(RUN)) {
    const kana = [...run];
    for (let cut = 1; cut <= kana.length; cut++) {
      found.add(kanaKey(kana.slice(0, cut).join('')));
      if (!NO_START.test(kana[cut - 1] as string)) found.add(kanaKey(kana.slice(cut - 1).join('')));
    }
  }
  return [...found].filter((key) => key.length >= 2);
});

/** Whether `word` (Latin letters) is a katakana run's start or end in the source. */
export function spelledInKatakana(word: string, source: { readonly text: string }): boolean {
  const key = kanaKey(word.replace(/['’]s$/u, ''));
  if (key.length < MIN_KEY) return false;
  return runKeys(source).some((known) => sameKanaName(key, known));
}
