/**
 * Names in a line translated from a Thai source (issue 44, lines in another script): Thai has no
 * capitals and no spaces between words, and a translation writes its stations, people and firms
 * romanised ("Chit Lom" of "ชิดลม", "Somchai Srisuk" of "สมชาย ศรีสุข"), so the names reader saw
 * none and kept "between Chit Lom and Asok stations" of a post whose shuttle runs to ราชเทวี. A
 * romanisation is read back by its consonants: each side's through any-ascii, in loose classes
 * (the letters Thai's romanisations trade: "d" and "t", "ph" and "b", a final "r" read "n", "v"
 * for "w", a silent letter under ์ dropped), and the name's must be those of a stretch of the
 * source's words (Intl.Segmenter's) that starts or ends on a word's edge. Only a name no stretch
 * so spells is new: a loose reading keeps a faithful romanisation, and stops only a name whose
 * consonants the source has nowhere.
 */

import anyAscii from 'any-ascii';
import { segmentsOf } from '../../segments-of.ts';
import { oncePer } from '../once-per-source.ts';
import { isPlaceNameWord } from '../places/place-name-words.ts';
import { isCommonWord } from '../words/common-words.ts';

const THAI = /\p{Script=Thai}/gu;
/** A letter a thanthakhat (์) silences, with the mark. */
const SILENT = /\p{Script=Thai}\u0E4C/gu;
/** The fewest consonants a word must have to be read so: a shorter key tells nothing. */
const MIN_KEY = 2;

/** A letter's class; vowels, "h" and "y" (a tone's or a glide's letters) have none. */
function classOf(letter: string): string {
  if ('kgq'.includes(letter)) return 'k';
  if ('td'.includes(letter)) return 't';
  if ('pb'.includes(letter)) return 'p';
  if ('wv'.includes(letter)) return 'w';
  // "ch" is "sh" in some names' own spelling ("Shinawatra" of ชินวัตร).
  if ('szxj'.includes(letter)) return 's';
  // A final "r" or "l" is said "n" ("Nakhon" of นคร), "ng" is a nasal too.
  if ('lrn'.includes(letter)) return 'n';
  if (letter === 'c') return 'k';
  if (letter === 'f' || letter === 'm') return letter;
  return '';
}

/** Letters' consonants in their classes, a class repeated once ("Ratchathewi" → "nctw"). */
export function thaiSoundKey(letters: string): string {
  // ญ ends a syllable as "n" ("Charnvirakul" of ชาญวีรกูล), where any-ascii writes its "y".
  const text = anyAscii(letters.replace(/ญ(?![\u0E30-\u0E39\u0E47-\u0E4E])/gu, 'น'))
    .toLowerCase()
    .replace(/[^a-z]+/g, '')
    // "tch" is "ch" (Ratchathewi), "ph", "th", "kh" their first letter's sound, "ng" one nasal.
    .replace(/t(?=ch)/g, '')
    .replace(/ch/g, 'j')
    .replace(/([ptk])h/g, '$1')
    .replace(/ng/g, 'n');
  let key = '';
  for (const letter of text) {
    const sound = classOf(letter);
    if (sound !== '' && !key.endsWith(sound)) key += sound;
  }
  return key;
}

/** The keys of each stretch of a Thai source's words that starts or ends on a word's edge. */
interface ThaiKeys {
  /** Stretches that start on a word's start, up to a few words long (a class repeated once). */
  readonly starts: readonly string[];
  /** Stretches that end on a word's end. */
  readonly ends: readonly string[];
}

/** Collapses a class repeated across words' edges ("ชิด" + "ดี"). */
const collapsed = (key: string) => key.replace(/(.)\1+/g, '$1');

/** How many words a stretch may run over: a name is a few words at most. */
const WORDS = 4;

/** A mostly Thai source's stretches, or null where fewer than half its letters are Thai. */
const thaiKeys = /* @__PURE__ */ oncePer((source: { readonly text: string }): ThaiKeys | null => {
  let keys: ThaiKeys | null;
  const letters = (source.text.match(/\p{L}/gu) ?? []).length;
  const thai = (source.text.match(THAI) ?? []).length;
  keys = null;
  if (letters > 0 && thai * 2 >= letters) {
    const segmenter = new Intl.Segmenter('th', { granularity: 'word' });
    const starts: string[] = [];
    const ends: string[] = [];
    for (const [run] of source.text.replace(SILENT, '').matchAll(/\p{Script=Thai}+/gu)) {
      const words = [...segmentsOf(segmenter, run)].map((part) => thaiSoundKey(part.segment));
      for (let from = 0; from < words.length; from++) {
        let stretch = '';
        for (let to = from; to < Math.min(words.length, from + WORDS); to++) {
          stretch += words[to];
          starts.push(collapsed(stretch));
        }
        let back = '';
        for (let to = from; to >= Math.max(0, from - WORDS + 1); to--) {
          back = (words[to] as string) + back;
          ends.push(collapsed(back));
        }
      }
    }
    keys = { starts, ends };
  }
  return keys;
});

/** Whether a stretch of the source's words starts or ends with `key`. */
function keyIn(key: string, keys: ThaiKeys): boolean {
  return (
    keys.starts.some((known) => known.startsWith(key)) ||
    keys.ends.some((known) => known.endsWith(key))
  );
}

/**
 * Whether the source spells `word`: its key is too short to tell, or a stretch's; or the word is
 * a romanised name run on with an English word ("Kasikornbank" of ธนาคารกสิกร), the name's part
 * spelled.
 */
function thaiSpelled(word: string, keys: ThaiKeys): boolean {
  const key = thaiSoundKey(word);
  if (key.length < MIN_KEY || keyIn(key, keys)) return true;
  const lower = word.toLowerCase();
  for (let cut = 3; cut <= lower.length - 3; cut++) {
    const [head, tail] = [lower.slice(0, cut), lower.slice(cut)];
    const name = isCommonWord(tail, 'en') ? head : isCommonWord(head, 'en') ? tail : undefined;
    const part = name === undefined ? '' : thaiSoundKey(name);
    if (part.length >= MIN_KEY && keyIn(part, keys)) return true;
  }
  return false;
}

/**
 * Of a translated line's capitalised `names` (a word or a run of words the source does not have
 * as written), the words a Thai source does not spell in any romanisation; none where the source
 * is not Thai. `lang` is the line's language. Acronyms ("BTS" of "บีทีเอส", spelled by their
 * letters' names) and the line's own words are left alone.
 */
export function unsupportedThaiNames(
  names: readonly string[],
  source: { readonly text: string },
  lang: string,
): string[] {
  const keys = thaiKeys(source);
  if (!keys) return [];
  const found: string[] = [];
  for (const name of names) {
    for (const word of name.replace(/['’]s$/u, '').split(/[\s-]+/u)) {
      const lower = word.toLowerCase();
      if (/^\p{Lu}+$/u.test(word) || isCommonWord(lower, lang) || isCommonWord(lower, 'en')) {
        continue;
      }
      if (isPlaceNameWord(lower)) continue;
      if (!thaiSpelled(word, keys) && !found.includes(word)) found.push(word);
    }
  }
  return found;
}
