/**
 * A place's name swapped inside its compound (issue 44 item 5, docs/decisions/012, round nine):
 * where no capital tells a name, a place is often a name joined to a word of its kind, its head
 * ("旭山動物園", "浅草駅", "台東区", "사직야구장", "येलो लाइन", "חוף בת גלים", "المسرح الجنوبي"), and a
 * model that keeps the head swaps the name ("円山動物園", "両国駅", "잠실야구장", "ब्लू लाइन", "חוף
 * דדו", "المسرح الشمالي"). No frame shows it when the words around differ, and no list of names
 * knows every zoo. The heads are a closed class, a few words a language, so written here; the
 * evidence is the source's own: it names a place of that kind with another name, and the line's
 * name is nowhere in it. A head the source never joins to a name is read no further.
 */

import { sameWord } from '../names/name-tokens.ts';
import { oncePer } from '../once-per-source.ts';

/** Heads written after their name, inside one word, in scripts without spaces (Han, Kana). */
const HAN_HEADS =
  '動物園|水族館|公園|空港|球場|競技場|駅|区|市|町|県|通|川|湖|島|橋|寺|神社|城|港|大学|病院|机场|站|县|公园|体育馆|广场|広場';
/** Heads a Hangul word ends its name with, before its particle. */
const HANGUL_HEADS = '야구장|경기장|축구장|체육관|공원|공항|광장|대학교|병원|해수욕장|터미널|역';
/** Heads after their name, a word of their own (Hindi). */
const AFTER_WORD = new Set(['लाइन', 'पार्क', 'स्टेशन', 'मार्ग', 'नगर', 'मैदान', 'स्टेडियम']);
/** Heads before their name (Hebrew, Arabic, Persian). */
const BEFORE_WORD = new Set([
  'חוף',
  'פארק',
  'רחוב',
  'שדרות',
  'מלון',
  'קניון',
  'נמל',
  'المسرح',
  'مسرح',
  'شارع',
  'حديقة',
  'ملعب',
  'ساحة',
  'مطار',
  'پارک',
  'خیابان',
  'میدان',
  'ورزشگاه',
]);

/** A Han or Kana name, then its head; a one-letter head ends the word or goes on to its side. */
const HAN_PLACE = new RegExp(
  String.raw`([\p{Script=Han}\p{Script=Katakana}ー]{2,12})(${HAN_HEADS})(?=[^\p{Script=Han}]|周辺|前|構内|付近|$)`,
  'gu',
);
const HANGUL_PLACE = new RegExp(
  String.raw`(?<!\p{Script=Hangul})(\p{Script=Hangul}{2,12}?)(${HANGUL_HEADS})(?=[\p{Script=Hangul}]{0,2}(?![\p{Script=Hangul}]))`,
  'gu',
);
const WORD = /[\p{L}\p{M}'’"״׳-]+/gu;

interface PlacedHead {
  head: string;
  name: string;
  text: string;
  /** A word of its own (a spaced script's), not letters inside one. */
  word?: boolean;
}

/**
 * A Han run right after a number opens on the number's counter or unit ("6月28日开通", "20个车站"):
 * a one-letter head then ends a common word ("开通", opens; "车站", station) of one letter
 * after the counter, and names no place; a place's name keeps two letters past the counter.
 */
function countedHead(text: string, at: number, name: string): boolean {
  return at > 0 && /\p{N}/u.test(text[at - 1] as string) && [...name].length < 3;
}

/** The places of a text as head and name, in every way this module reads them. */
function placesOf(text: string): PlacedHead[] {
  const found: PlacedHead[] = [];
  for (const pattern of [HAN_PLACE, HANGUL_PLACE]) {
    for (const match of text.matchAll(pattern)) {
      const [written, name, head] = match;
      if (name && head && !countedHead(text, match.index, name)) {
        found.push({ head, name, text: written });
      }
    }
  }
  // A head's name is the word beside it, a space between: a number or a mark between parts them
  // ("में 3 पार्क", in 3 parks, names no park "में").
  const matches = [...text.matchAll(WORD)];
  const words = matches.map((match, index) => {
    const next = matches[index + 1];
    const end = match.index + match[0].length;
    return { word: match[0], spaced: !next || /^\s+$/u.test(text.slice(end, next.index)) };
  });
  words.forEach(({ word, spaced }, index) => {
    const before = words[index - 1]?.spaced ? words[index - 1]?.word : undefined;
    const after = spaced ? words[index + 1]?.word : undefined;
    if (AFTER_WORD.has(word) && before) {
      found.push({ head: word, name: before, text: `${before} ${word}`, word: true });
    }
    if (BEFORE_WORD.has(word) && after) {
      found.push({ head: word, name: after, text: `${word} ${after}`, word: true });
    }
  });
  return found;
}

/** What a source's places are: its names by their head. */
const sourceHeads = /* @__PURE__ */ oncePer((source: { readonly text: string }) => {
  const heads = new Map<string, string[]>();
  for (const { head, name } of placesOf(source.text)) {
    heads.set(head, [...(heads.get(head) ?? []), name]);
  }
  return heads;
});

/** The last two letters of a name: the part next to its head, where a longer run adds a word. */
const tail = (name: string) => name.slice(-2);

/**
 * The places `line` names with the head of one of the source's and a name the source does not
 * have ("円山動物園" of a post about "旭山動物園"), as the line writes them.
 */
export function swappedHeads(
  line: string,
  source: { readonly text: string; readonly words: ReadonlySet<string> },
): string[] {
  const found: string[] = [];
  let heads: Map<string, string[]> | undefined;
  for (const { head, name, text, word } of placesOf(line)) {
    heads ??= sourceHeads(source);
    const names = heads.get(head);
    if (!names || names.includes(name)) continue;
    // A spaced script's word in another form is the source's ("جديدة" of "الجديدة").
    const held = word
      ? [...source.words].some((one) => sameWord(one, name.toLowerCase()))
      : source.text.includes(tail(name));
    if (held) continue;
    if (!found.includes(text)) found.push(text);
  }
  return found;
}

/**
 * The swapped places (swappedHeads) of a joke's line that names none of the source's places of
 * that head: a joke may name another stadium beside the post's, but one in its stead moves the
 * post's event ("부산 아시아드경기장" of "서울 월드컵경기장", round thirty-six).
 */
export function replacedHeads(
  line: string,
  source: { readonly text: string; readonly words: ReadonlySet<string> },
): string[] {
  return swappedHeads(line, source).filter((text) => {
    const head = placesOf(text)[0]?.head;
    const names = head === undefined ? [] : (sourceHeads(source).get(head) ?? []);
    return !names.some((name) => line.includes(name));
  });
}
