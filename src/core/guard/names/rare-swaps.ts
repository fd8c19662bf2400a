/**
 * A rare word put where the source has another, in a frame too short for replaced-names.ts
 * (issue 44, docs/decisions/012): where no capital tells a name, a line that keeps the source's
 * word before a slot and its word after it (or ends its clause where the source's clause ends)
 * but says there a word the source has in no form, and no common word of the language, while the
 * source's word of that slot is nowhere in the line, swapped a name: "27일 의암호 일대에서" of
 * "27일 공지천 일대에서", "東京〜新大阪間" of "東京〜名古屋間", "في أبوظبي." of "في دبي،", "को
 * चेन्नई में" of "को बेंगलुरु में". replaced-names.ts wants two words of frame on one side, and no
 * date before the slot; here the evidence is the words themselves: the line's is rare
 * (unknown-names.ts tells), so a faithful line that names the source's place in common words
 * ("في العاصمة المغربية" of "في الرباط") is kept; the source's is rare too (a name for a name,
 * not a verb said otherwise), or the slot follows a preposition of place ("في", "در") or comes
 * before a postposition of place ("में"), where a city as common as Dubai is still a place.
 * Hindi's and Hebrew's lists are too short to tell a verb's other form from a name: there only a
 * place is read.
 */

import { segmentsOf } from '../../segments-of.ts';
import { isMonthNameWord } from '../dates/month-name-words.ts';
import { hebrewPlacePrefix } from '../places/hebrew-place-prefixes.ts';
import { afterLocative } from '../places/locative-names.ts';
import { isSourceNisbaCountry } from '../places/nisba-countries.ts';
import { type UncasedLanguage, uncasedKey, uncasedWords } from '../words/uncased-words.ts';
import { isArabicCountedNoun } from './arabic-counted-nouns.ts';
import { ARABIC_ARTICLE, isArabicPronounEnding } from './arabic-pronoun-endings.ts';
import { isArabicVerbAfterParticle } from './arabic-verb-particles.ts';
import type { NameSource } from './claim-names.ts';
import { coordinatedNames } from './coordinated-names.ts';
import { leftFramedSwaps } from './left-framed-swaps.ts';
import { sameWord, tokensOf } from './name-tokens.ts';
import { isOkuriganaForm } from './okurigana-forms.ts';
import { isSourceUnit } from './spoken-units.ts';
import { isCommon, lineWords, uncasedLanguage } from './unknown-names.ts';

/** The most words a name or the source's words in its slot may have. */
const SLOT_MAX = 3;
/** Languages written without spaces, read by the segmenter's words. */
const SEGMENTED = /^(?:zh|ja)$/u;
/** Languages whose clauses end on a verb, written with spaces. */
const VERB_FINAL = /^(?:fa|hi|ko)$/u;
/** Languages whose common words' list is too short to tell a verb's form from a name. */
const SHORT_LISTS = /^(?:hi|he)$/u;
/** An Arabic pronoun's ending ("ركابها", its passengers): a noun's, never a name's. */
const ARABIC_PRONOUN = /\p{Script=Arabic}{2}(?:ها|هما|هم|هن|كم)$/u;
/** Korean verbs' connective endings: "if", "so", "and", "but". */
const KOREAN_CONNECTIVE = /(?:면|니|니까|서|지만|는데|고)$/u;
/** What ends a clause: no frame reaches over it. */
const BREAK = /[.!?…:;。！？：；\n؛؟।॥۔,،、，]/u;

/** A word of either text, in order, as the slot is read. */
interface Slot {
  text: string;
  key: string;
  number: boolean;
  /** A clause's end stands between it and the word before. */
  broken: boolean;
}

const segmenters = /* @__PURE__ */ new Map<string, Intl.Segmenter>();
const sourceSlots = /* @__PURE__ */ new WeakMap<NameSource, Slot[]>();

/** A text's words: the segmenter's in Chinese and Japanese, the name tokens' in spaced scripts. */
function slotsOf(text: string, lang: UncasedLanguage): Slot[] {
  if (!SEGMENTED.test(lang)) {
    let end = 0;
    return tokensOf(text).map((token) => {
      const gap = text.slice(end, token.start);
      end = token.end;
      return {
        text: token.text,
        key: uncasedKey(token.text, lang),
        number: token.number,
        broken: token.broken || BREAK.test(gap),
      };
    });
  }
  let segmenter = segmenters.get(lang);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
    segmenters.set(lang, segmenter);
  }
  const found: Slot[] = [];
  let gap = true;
  for (const part of segmentsOf(segmenter, text)) {
    if (!part.isWordLike) {
      gap ||= BREAK.test(part.segment) || /\n/u.test(part.segment);
      continue;
    }
    found.push({
      text: part.segment,
      key: part.segment,
      number: /\p{N}/u.test(part.segment),
      broken: gap,
    });
    gap = false;
  }
  return found;
}

/** The same word, or (in a spaced script) the same with a clitic or particle more or less. */
const same = (a: Slot | undefined, b: Slot | undefined, spaced: boolean) =>
  a !== undefined && b !== undefined && (a.key === b.key || (spaced && sameWord(a.key, b.key)));

/** Whether the text ends, or a clause breaks, right after the word at `index`. */
const closes = (slots: Slot[], index: number) => !slots[index + 1] || slots[index + 1]?.broken;

/**
 * Whether a run of the line's words the source lacks may be a name: short, each word rare, and
 * none a verb's or a noun's form the languages tell (see the file's comment).
 */
function mayName(
  run: ReturnType<typeof lineWords>,
  last: Slot,
  closing: boolean,
  lang: UncasedLanguage,
  placed: boolean,
  said: (key: string) => boolean,
): boolean {
  // Every word rare: a common one heads a place said in words ("العاصمة المغربية", the Moroccan
  // capital, of "الرباط").
  if (run.length > SLOT_MAX || !run.every((word) => word.unknown)) return false;
  // An Arabic noun with its pronoun ("ركابها", "تعاقده" of the source's "التعاقد") is a noun
  // said again, no given name (arabic-pronoun-endings.ts).
  const pronoun = (word: (typeof run)[number]) =>
    word.inflected ||
    ARABIC_PRONOUN.test(word.text) ||
    isArabicPronounEnding(word.text, ['ar'], said);
  if (lang === 'ar' && run.some(pronoun)) return false;
  // A verb-final clause's last words are its verb ("통제된다", "आरंभ होगा"), no name.
  if (VERB_FINAL.test(lang) && closing) return false;
  // Hindi's and Hebrew's lists keep too few words, and their verbs' forms, to tell a rare word
  // from another way of saying the source's: only a place is read there.
  if (!placed && SHORT_LISTS.test(lang)) return false;
  // A Korean verb's connective ending ("사면", if one buys): no name.
  return !(lang === 'ko' && KOREAN_CONNECTIVE.test(last.text));
}

/**
 * The rare words of `line` that stand in the source's frame in place of the source's words the
 * line lacks (see the file's comment). Empty where the source's language has capitals.
 */
export function rareSwaps(line: string, source: NameSource): string[] {
  const lang = uncasedLanguage(source);
  if (!lang) return [];
  const spaced = !SEGMENTED.test(lang);
  const words = lineWords(line, source, lang);
  const mine = slotsOf(line, lang);
  if (mine.length !== words.length) return [];
  let theirs = sourceSlots.get(source);
  if (!theirs) {
    theirs = slotsOf(source.text, lang);
    sourceSlots.set(source, theirs);
  }
  const read = theirs;
  const inLine = (slot: Slot) =>
    spaced ? mine.some((word) => same(word, slot, true)) : line.includes(slot.text);
  const common = uncasedWords(lang);
  // The source's word is a name too: no common word of the language in any usual form.
  const rare = (slot: Slot) =>
    !slot.number &&
    !/^[\p{Script=Hiragana}ー]+$/u.test(slot.text) &&
    (spaced ? !isCommon(slot.key, lang, common) : !common.has(slot.key));
  // The source's words without their article, as a pronoun's noun is written.
  const said = (key: string) =>
    read.some((slot) => slot.key === key || slot.key.replace(ARABIC_ARTICLE, '') === key);
  const found: string[] = [];
  for (let start = 0; start < words.length; start++) {
    if (!words[start]?.absent) continue;
    let end = start;
    while (words[end + 1]?.absent && !mine[end + 1]?.broken) end++;
    const run = words.slice(start, end + 1);
    // A unit the source writes after a number ("400 غ" of "400 غرام"), or a verb's form of a stem
    // the source writes ("下がり" of "下落"): no name.
    // A month's name in a region's calendar ("آذار" of "مارس") is the calendar reader's.
    const named = (word: (typeof run)[number], at: number) =>
      !isSourceUnit(mine, start + at, read, lang) &&
      !isOkuriganaForm(word.text, source.text, lang) &&
      !isMonthNameWord(word.text, source.langs) &&
      // "أن يجذب" (to draw): a verb after its particle, no name (arabic-verb-particles.ts).
      !(
        lang === 'ar' &&
        isArabicVerbAfterParticle(mine[start + at]?.key ?? '', mine[start + at - 1]?.key)
      );
    // "14 متظاهرا" of "14 شخصا": what a count counts, said otherwise (arabic-counted-nouns.ts).
    if (!run.some(named) || (lang === 'ar' && isArabicCountedNoun(mine, start, end))) {
      start = end;
      continue;
    }
    // After "in" or before "में", the source's word need not be rare: "في أبوظبي" of "في دبي".
    // Hebrew writes "in" onto its place ("ברמלה" of "בלוד"): the source's word carries the same letter.
    const prefix =
      lang === 'he' && start === end ? hebrewPlacePrefix(words[start]?.text ?? '') : undefined;
    const placed =
      prefix !== undefined || afterLocative(mine, start, end, lang, VERB_FINAL.test(lang));
    if (
      mayName(
        run,
        mine[end] as Slot,
        !mine[end + 1] || mine[end + 1]?.broken === true,
        lang,
        placed,
        said,
      ) &&
      framed(mine, start, end, theirs, spaced, inLine, rare, placed, prefix) &&
      // "التونسي" where the source has "تونس": its own country (nisba-countries.ts).
      !(start === end && isSourceNisbaCountry(words[start]?.text ?? '', source))
    ) {
      found.push(line.slice(words[start]?.start, words[end]?.end));
    }
    start = end;
  }
  // The frame on the left only, two words long, a rare word for a rare word (left-framed-swaps.ts).
  for (const name of leftFramedSwaps(line, source)) {
    if (!found.some((one) => one.includes(name))) found.push(name);
  }
  // A rare word in a list beside the source's name ("云南和广东", coordinated-names.ts).
  for (const name of coordinatedNames(line, words, lang)) {
    if (!found.some((one) => one.includes(name))) found.push(name);
  }
  return found;
}

/**
 * Whether the source has, for some slot of one to three of its words the line lacks (one of them
 * rare, unless `placed`), the line's word before `start` just before it and its word after `end`
 * just after it, or both clauses ending there.
 */
function framed(
  mine: Slot[],
  start: number,
  end: number,
  theirs: Slot[],
  spaced: boolean,
  inLine: (slot: Slot) => boolean,
  rare: (slot: Slot) => boolean,
  placed: boolean,
  prefix?: string,
): boolean {
  const before = start > 0 && !mine[start]?.broken ? mine[start - 1] : undefined;
  const lineCloses = closes(mine, end);
  for (let at = 0; at < theirs.length; at++) {
    for (let length = 1; length <= SLOT_MAX; length++) {
      const last = at + length - 1;
      const slot = theirs.slice(at, last + 1);
      if (slot.length < length) break;
      if (slot.some((word, index) => word.number || (index > 0 && word.broken))) break;
      if (slot.some(inLine)) break;
      if (!placed && !slot.some(rare)) continue;
      if (prefix && (length > 1 || hebrewPlacePrefix(slot[0]?.text ?? '') !== prefix)) continue;
      const leftHeld =
        before !== undefined && !theirs[at]?.broken && same(before, theirs[at - 1], spaced);
      const rightHeld =
        !lineCloses && !closes(theirs, last) && same(mine[end + 1], theirs[last + 1], spaced);
      const bothClose = lineCloses && closes(theirs, last);
      if (leftHeld && (rightHeld || bothClose)) return true;
      // A Hebrew place's clause goes on as the source's does, two words of it over the comma
      // ("ברמלה, שם נפתח" of "בלוד, שם נפתח"): the words before may be a quoted name, read apart.
      if (prefix && [1, 2].every((step) => same(mine[end + step], theirs[last + step], spaced))) {
        return !mine[end + 2]?.broken && !theirs[last + 2]?.broken;
      }
    }
  }
  return false;
}
