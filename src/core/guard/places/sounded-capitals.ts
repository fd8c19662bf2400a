/**
 * A capital a Korean or Japanese card writes by its sound (issue 44, the reader's language): a
 * card of a post in Latin letters (or in Cyrillic, Greek, an Indic script) spells a city in Hangul
 * or katakana ("마드리드", "マドリード"), and no reader of capitals saw one: "투어는 3월 7일
 * 마드리드에서 시작합니다" of a tour opening in Lisbon passed. A word (less a particle: "에서",
 * "의") or a katakana part whose consonants (kana-names.ts's classes) are a capital's as English
 * writes it ("ntrt" of both "마드리드" and "Madrid") names that capital; one that none of the
 * source's capitalised words sounds like is a place the source does not name. The source's own
 * city ("리스본" of "Lisbon", "런던" of "London", "모스크바" of "Москва") is kept, and a word of
 * fewer than three consonants is not read: "파리", "로마" are as near many Korean words.
 */
import anyAscii from 'any-ascii';
import { kanaKey, sameKanaName } from '../names/kana-names.ts';
import { oncePer } from '../once-per-source.ts';
import { capitals } from './capital-places.ts';

/**
 * The particles of place a name takes, longest first ("에서는" before "에서" before "에"): a word
 * before none of them is not read, as a word of the line's own often sounds like a capital
 * ("점심", lunch, has Gaborone's consonants' count and classes of some).
 */
const HANGUL_PLACE =
  /(\p{Script=Hangul}{2,})(?:에서[는도]?|에[는도]?|까지|부터|으로|로)(?!\p{Script=Hangul})/gu;
const KATAKANA_PLACE = /([\p{Script=Katakana}ー]{2,})(?=で|に|から|まで|へ)/gu;
const SOUNDED = /[\p{Script=Hangul}\p{Script=Katakana}]/u;
const CAPITALISED = /\p{Lu}[\p{L}\p{M}]*/gu;

let capitalKeys: ReadonlyMap<string, string> | undefined;

/** Each capital's consonants (three or more) with its English name, built on first need. */
function keysOfCapitals(): ReadonlyMap<string, string> {
  if (capitalKeys) return capitalKeys;
  const keys = new Map<string, string>();
  for (const names of capitals().full) {
    for (const name of names) {
      const key = kanaKey(name);
      if (key.length >= 4 && !keys.has(key)) keys.set(key, name);
    }
  }
  capitalKeys = keys;
  return keys;
}

/** The source's capitalised words as consonants, in Latin letters ("Москва" as "moskva"). */
const sourceKeys = /* @__PURE__ */ oncePer(
  (source: { readonly text: string }): readonly string[] => {
    const found = [
      ...new Set((source.text.match(CAPITALISED) ?? []).map((word) => kanaKey(anyAscii(word)))),
    ];
    return found;
  },
);

/**
 * Whether a Hangul word is spelled as Korean spells a foreign word: a syllable of "ㅡ" with no
 * final ("드", "스", "르": Madrid's "d" as "드"), which no Sino-Korean word has, or five consonants
 * or more. A Korean word of four may have a capital's ("점심", lunch, San Juan's "snsn").
 */
function soundsForeign(word: string): boolean {
  for (const letter of word) {
    const at = (letter.codePointAt(0) ?? 0) - 0xac00;
    if (at >= 0 && at < 11_172 && at % 28 === 0 && Math.floor((at % 588) / 28) === 18) return true;
  }
  return kanaKey(word).length >= 5;
}

/**
 * The capitals a Hangul or katakana line names by their sound that the source (in another script,
 * none of these two) does not: each as the line writes it ("마드리드").
 */
export function unsupportedSoundedCapitals(
  line: string,
  source: { readonly text: string },
): string[] {
  if (!SOUNDED.test(line) || SOUNDED.test(source.text)) return [];
  const words = [
    ...[...line.matchAll(HANGUL_PLACE)].map(([, word]) => word as string).filter(soundsForeign),
    ...[...line.matchAll(KATAKANA_PLACE)].map(([, word]) => word as string),
  ];
  const found: string[] = [];
  for (const word of words) {
    const key = kanaKey(word);
    if (!keysOfCapitals().has(key)) continue;
    if (sourceKeys(source).some((known) => sameKanaName(key, known))) continue;
    if (!found.includes(word)) found.push(word);
  }
  return found;
}
