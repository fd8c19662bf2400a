/**
 * Names added where no capital tells them (issue 44 item 5, round seven; docs/decisions/012): in
 * Arabic, Persian, Hebrew, Hindi, Korean, Chinese and Japanese a line's name the source never has
 * shows in no frame when it is added, not swapped ("وزير الثقافة أحمد هنو", "歌手の米津玄師"). A
 * run of two words or more together that the source has in no form, two of them or the last no
 * common word of the language in any usual form (a clitic, particle or ending cut), is read as a
 * name: a given and a family name, a role word and a name, a place and its landmark. A faithful
 * line's new words are common ones (a verb, a noun for the source's), or stand alone. No list of
 * names: the subtitles' commonest words (uncased-words.ts) tell a word from a name.
 */

import { isPercentWords } from '../figures/figure-words.ts';
import { numberLexicons } from '../numbers/read-number-words.ts';
import { oncePer } from '../once-per-source.ts';
import { sourceCapitalRun } from '../places/arabic-capital-adjectives.ts';
import { afterLocative } from '../places/locative-names.ts';
import { swappedHeads } from '../places/place-heads.ts';
import { relativeTimeWords } from '../words/relative-time-words.ts';
import {
  commonestWords,
  isUncasedLanguage,
  type UncasedLanguage,
  uncasedKey,
  uncasedWords,
} from '../words/uncased-words.ts';
import { isArabicAdjectivePhrase } from './arabic-adjective-phrases.ts';
import { isArabicVerb } from './arabic-source-presents.ts';
import type { NameSource } from './claim-names.ts';
import { isCommonHanForm } from './common-han-forms.ts';
import { isEnglishLoanword } from './english-loanwords.ts';
import { isFigureCounterWord } from './figure-counter-words.ts';
import { isHanNumeral } from './han-date-words.ts';
import { sourceHoldsHan } from './han-variants.ts';
import { isHindiLightVerb } from './hindi-light-verbs.ts';
import { endsOnHindiVerb } from './hindi-verb-ends.ts';
import { initialsInScript } from './initials-in-script.ts';
import { spelledInLatin } from './latin-spelled-names.ts';
import { heldBySource, sourceTokens, type Token, tokensOf } from './name-tokens.ts';

/** Clitics before a word: Arabic's "و", "ف", "ب", "ل", "ك", "ال"; Persian's verb prefixes; Hebrew's. */
const PREFIXES: Partial<Record<UncasedLanguage, RegExp>> = {
  ar: /^(?:[وف]?(?:[بلك]?ال|لل|[بلكس])|[وف])/u,
  fa: /^(?:نمي|مي|ب|ن)/u,
  he: /^[ושהבלמכ]{1,3}/u,
};

/** Endings after a word: pronouns and plurals, Hindi's cases, Korean particles and verb endings. */
const SUFFIXES: Partial<Record<UncasedLanguage, RegExp>> = {
  ar: /(?:هما|هم|هن|ها|كم|نا|ات|ين|ون|ان|يه|ه|ي|ك)$/u,
  fa: /(?:هايي|هاي|ها|اي|ي|ام|ات|اش|مان|تان|شان|ند|يد|يم|ش|م)$/u,
  he: /(?:יים|ים|ות|ה|ת|י|ו|ם|ן|נו|כם)$/u,
  hi: /(?:ियों|ियां|ों|ें|ीं|ी|ा|े|ो)$/u,
  ko: /(?:에서는|에서도|에서|으로|에게|께서|까지|부터|이라고|라고|이다|이며|이고|은|는|이|가|을|를|의|에|로|와|과|도|만)$/u,
};

/** Korean verbs' and adjectives' endings: a word so ending is a predicate, never a name. */
const KOREAN_PREDICATE = /(?:다|요|까|니다|하게|하는|되는|하고|되고|한|된|할|될|던|는|며|고|게)$/u;

/**
 * Hindi's grammar words, which the subtitles' list (a few hundred Devanagari words) lacks:
 * postpositions (compound ones' nouns too: "के चलते", "की वजह से"), an ordinal's ending after
 * its digits ("82वें"), auxiliaries, conjunctions, pronouns. A closed class, no package keeps
 * it apart.
 */
const HINDI_GRAMMAR = new Set(
  'को का की के में से पर ने है हैं था थे थी थीं हो होगा होगी होंगे होने वाला वाली वाले रहा रही रहे लिए तक और या कि भी ही तो नहीं अनुसार मुताबिक मुताबिक़ कारण वजह चलते दौरान खिलाफ खिलाफ़ बारे बावजूद तहत जरिए ज़रिए बदौलत समेत सहित द्वारा साथ बाद पहले वां वें वीं कोई कुछ यह वह ये वे इस उस इन उन सब सभी हर अपना अपने अपनी जो जिस जिन कौन क्या बहुत'.split(
    ' ',
  ),
);

/** A Hindi grammar word ("के", "अनुसार"): no word of a name. */
export const isHindiGrammar = (word: string): boolean => HINDI_GRAMMAR.has(uncasedKey(word, 'hi'));

/**
 * A word of the grammar of the source's uncased language (its list's commonest words, Hindi's
 * postpositions and pronouns, which its list lacks): it opens no name a line puts in a frame.
 */
export function isUncasedGrammar(word: string, source: NameSource): boolean {
  const lang = uncasedLanguage(source);
  if (!lang || UNSPACED.test(lang)) return false;
  const key = uncasedKey(word, lang);
  return commonestWords(lang, GRAMMAR_RANK).has(key) || (lang === 'hi' && HINDI_GRAMMAR.has(key));
}

const timeStems = /* @__PURE__ */ new Map<string, ReadonlySet<string>>();

/**
 * A word of the language's relative times ("माह", month; "अगले" of "अगला", next), an ending cut
 * on both sides: a time's word, never a name's (relative-time-words.ts).
 */
export function isTimeWord(key: string, lang: UncasedLanguage): boolean {
  const suffix = SUFFIXES[lang];
  const stem = (word: string) => (suffix ? word.replace(suffix, '') : word);
  let stems = timeStems.get(lang);
  if (!stems) {
    stems = new Set([...relativeTimeWords(lang)].map(stem).filter((word) => word.length >= 2));
    timeStems.set(lang, stems);
  }
  return relativeTimeWords(lang).has(key) || stems.has(stem(key));
}

const HIRAGANA_ONLY = /^[\p{Script=Hiragana}ー々]+$/u;
const UNSPACED = /^(?:zh|ja)$/u;
/** Languages whose clauses end on a verb, written with spaces. */
const VERB_FINAL = new Set<UncasedLanguage>(['fa', 'hi', 'ko']);
const segmenters = /* @__PURE__ */ new Map<string, Intl.Segmenter>();

/** A Korean word and the word without its particle. */
const koreanStems = (key: string): string[] => [key, key.replace(SUFFIXES.ko as RegExp, '')];

/** Whether `key` (uncasedKey's spelling) is a common word of `lang`, or one with a clitic cut. */
export function isCommon(key: string, lang: UncasedLanguage, words: ReadonlySet<string>): boolean {
  if (words.has(key)) return true;
  if (lang === 'hi' && HINDI_GRAMMAR.has(key)) return true;
  const forms = [key];
  const prefix = PREFIXES[lang];
  if (prefix) forms.push(key.replace(prefix, ''));
  const suffix = SUFFIXES[lang];
  // An Arabic present tense's person prefix ("ينصح" of "نصح", "تؤكد" of "أكد").
  if (lang === 'ar') for (const form of [...forms]) forms.push(form.replace(/^[يتن]/u, ''));
  if (suffix) for (const form of [...forms]) forms.push(form.replace(suffix, ''));
  // A feminine heh is a teh before an ending or in a construct ("صديقتان": "صديقة", "במת": "במה").
  if (lang === 'ar') for (const form of [...forms]) forms.push(form.replace(/ت$/u, 'ه'));
  if (lang === 'he') for (const form of [...forms]) forms.push(form.replace(/ת$/u, 'ה'));
  // A Korean particle on a bound noun of one syllable ("측은"): no name is read in so little.
  if (lang === 'ko' && forms.some((form) => [...form].length === 1)) return true;
  return forms.some((form) => [...form].length >= 2 && words.has(form));
}

/** An Arabic pronoun's ending ("قيمتها", "جمهورهم"): a noun's, never a given name's. */
const ARABIC_PRONOUN = /(?:ها|هما|هم|هن|كم|نا)$/u;

interface Word {
  text: string;
  /** A common Arabic word with a pronoun's ending ("قيمتها" of "قيمة"): a noun, no given name. */
  inflected?: boolean;
  /** The source has it in no form, and it is no number nor grammar (a particle, a numeral). */
  absent: boolean;
  /** Absent, no common word of the language in any usual form, nor a date ("三月", "五日"). */
  unknown: boolean;
  /** An Arabic derived form's verb ("تفتتح", it opens): never a name's word. */
  verb?: boolean;
  /** Rare, but an English common word in Devanagari ("एयरपोर्ट"): no name alone. */
  loan?: boolean;
  /** Absent as written, but a word the source writes in Latin letters (latin-spelled-names.ts). */
  latin?: boolean;
  start: number;
  end: number;
  broken: boolean;
}

const sourceKeys = /* @__PURE__ */ new WeakMap<NameSource, Set<string>>();

/** The source's words as uncasedKey spells them, read once. */
function keysOf(source: NameSource, lang: UncasedLanguage): Set<string> {
  let keys = sourceKeys.get(source);
  if (!keys) {
    keys = new Set(sourceTokens(source).tokens.map((token) => uncasedKey(token.text, lang)));
    sourceKeys.set(source, keys);
  }
  return keys;
}

/**
 * The starts of two to four syllables of the source's Korean words: a line's noun that one of them
 * starts is the source's word without its ending ("운행" of "운행한다", "주최" of "주최사인").
 */
const stemsOf = /* @__PURE__ */ oncePer((source: NameSource): Set<string> => {
  const stems = new Set<string>();
  for (const key of keysOf(source, 'ko')) {
    const letters = [...key];
    for (let length = 2; length <= Math.min(4, letters.length - 1); length++) {
      stems.add(letters.slice(0, length).join(''));
    }
  }
  return stems;
});

const FINAL: Record<string, string> = { מ: 'ם', נ: 'ן', כ: 'ך', פ: 'ף', צ: 'ץ' };

/**
 * A word made of a source's word and another word, common or the source's ("יומיום" of "יום",
 * "مهرماه" of "مهر"): the source's vocabulary put together, no name.
 */
function compoundOfSource(
  key: string,
  lang: UncasedLanguage,
  keys: ReadonlySet<string>,
  words: ReadonlySet<string>,
): boolean {
  const letters = [...key];
  if (letters.length > 30) return false;
  for (let at = 2; at <= letters.length - 2; at++) {
    // A Hebrew word's last letter takes its final form ("יומ" of "יומיום" is "יום").
    const head = letters
      .slice(0, at)
      .join('')
      .replace(/[מנכפצ]$/u, (last) => FINAL[last] ?? last);
    const rest = letters.slice(at).join('');
    const ownHead = keys.has(head);
    if (!ownHead && !keys.has(rest)) continue;
    if (
      (ownHead || isCommon(head, lang, words)) &&
      (keys.has(rest) || isCommon(rest, lang, words))
    ) {
      return true;
    }
  }
  return false;
}

/**
 * A language's grammar: the commonest words of its list (prepositions, conjunctions, pronouns;
 * in Chinese and Japanese, single characters among them), which join no name's run.
 */
const GRAMMAR_RANK = 300;
const HAN_CHAR = /^\p{Script=Han}$/u;

/**
 * The segmenter cuts a Han name it does not know into single characters ("苏|炳|添", "杨|利|伟"),
 * each of them common: three or more in a row the source lacks, none of the language's grammar
 * ("将", "在"), are read as one unknown word. Two are as often a verb ("鸣|枪", "卖|光").
 */
function withSingleCharNames(found: Word[], lang: UncasedLanguage): Word[] {
  const grammar = commonestWords(lang, GRAMMAR_RANK);
  const single = (word: Word | undefined) =>
    word?.absent === true && HAN_CHAR.test(word.text) && !grammar.has(word.text);
  for (let start = 0; start < found.length; start++) {
    let end = start;
    while (single(found[end]) && (end === start || !found[end]?.broken)) end++;
    if (end - start >= 3) {
      for (let at = start; at < end; at++) (found[at] as Word).unknown = true;
    }
    start = Math.max(start, end - 1);
  }
  return found;
}

/** The line's words, absent and unknown told: in Chinese and Japanese, the segmenter's words. */
export function lineWords(line: string, source: NameSource, lang: UncasedLanguage): Word[] {
  const words = uncasedWords(lang);
  if (UNSPACED.test(lang)) {
    const found = [];
    let gap = true;
    let segmenter = segmenters.get(lang);
    if (!segmenter) {
      segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
      segmenters.set(lang, segmenter);
    }
    for (const part of segmenter.segment(line)) {
      const text = part.segment;
      if (!part.isWordLike) {
        gap ||= /[\s\p{P}]/u.test(text);
        continue;
      }
      const absent =
        !/\p{N}/u.test(text) &&
        !HIRAGANA_ONLY.test(text) &&
        !isHanNumeral(text) &&
        !/\p{Script=Latin}/u.test(text) &&
        !sourceHoldsHan(text, source) &&
        !isFigureCounterWord(line, part.index, part.index + text.length);
      const unknown = absent && !isCommonHanForm(text, words, lang);
      found.push({
        text,
        absent,
        unknown,
        start: part.index,
        end: part.index + text.length,
        broken: gap,
      });
      gap = false;
    }
    return withSingleCharNames(found, lang);
  }
  const read = sourceTokens(source);
  const grammar = commonestWords(lang, GRAMMAR_RANK);
  const tokens = tokensOf(line);
  return tokens.map((token: Token, index) => {
    const key = uncasedKey(token.text, lang);
    // A verb-final language's clause ends on its verb ("به ثمر رساندند", "खेलेंगे"), no name.
    const next = tokens[index + 1];
    const verb =
      VERB_FINAL.has(lang) &&
      (!next || next.broken || (lang === 'hi' && endsOnHindiVerb(tokens, index)));
    const absent =
      !token.number &&
      !/\p{Script=Latin}/u.test(token.text) &&
      numberLexicons(token.text).length === 0 &&
      // A percentage's word after its number ("40 प्रतिशत", "۴۰ درصد") is the figure's, no name's.
      !isPercentWords(token.text) &&
      // "अगले माह" (next month): a time's words, the dates readers' (relative-time-words.ts).
      !isTimeWord(key, lang) &&
      !grammar.has(key) &&
      !(lang === 'hi' && HINDI_GRAMMAR.has(key)) &&
      // "ले जाया जाएगा" (will be taken): a light verb's forms (hindi-light-verbs.ts).
      !(lang === 'hi' && isHindiLightVerb(token.text)) &&
      // A Han or kana character is the source's where the source writes its word (han-variants.ts).
      (token.char ? !sourceHoldsHan(token.segment, source) : !heldBySource(token, read));
    // "नेहा" of the author's "Neha Gupta": the source's name in the line's script, no new name.
    const latin = absent && spelledInLatin(token.text, source);
    // An Arabic clause opens on its verb ("ينصح المنظمون"): a present tense's prefix there.
    const opening = lang === 'ar' && (index === 0 || token.broken) && /^[يتن].{3}/u.test(key);
    // "تفتتح" (it opens), "ارتفعت", "تعلن" of "أعلنت": a verb anywhere (arabic-source-presents.ts).
    const derived = lang === 'ar' && isArabicVerb(key, source);
    const unknown =
      absent &&
      !latin &&
      !verb &&
      !isFigureCounterWord(line, token.start, token.end) &&
      !opening &&
      !derived &&
      !(lang === 'ko' && koreanStems(key).some((stem) => stemsOf(source).has(stem))) &&
      !(lang === 'ko' && KOREAN_PREDICATE.test(key)) &&
      !isCommon(key, lang, words) &&
      !compoundOfSource(key, lang, keysOf(source, lang), words);
    // "एयरपोर्ट", "बेड": an English common word written in Devanagari (english-loanwords.ts).
    const loan = unknown && lang === 'hi' && isEnglishLoanword(token.text);
    return {
      text: token.text,
      absent,
      unknown: unknown && !loan,
      loan,
      inflected: lang === 'ar' && absent && !unknown && ARABIC_PRONOUN.test(key),
      verb: derived,
      latin,
      start: token.start,
      end: token.end,
      broken: !token.joined,
    };
  });
}

/** The language a line's names are read in: the source's, where its script has no capitals. */
export function uncasedLanguage(source: NameSource): UncasedLanguage | undefined {
  return source.langs.find((lang): lang is UncasedLanguage => isUncasedLanguage(lang));
}

/**
 * Runs of two words or more of `line` the source has in no form, two of them or the last no common
 * word: names the line adds where no capital tells a name. Empty where the source's language is
 * not one of those.
 */
export function unknownNames(line: string, source: NameSource): string[] {
  const lang = uncasedLanguage(source);
  if (!lang) return [];
  const words = lineWords(line, source, lang);
  const counted = (word?: Word) =>
    word !== undefined && isFigureCounterWord(line, word.start, word.end);
  const found: string[] = [];
  for (let start = 0; start < words.length; start++) {
    if (!words[start]?.absent) continue;
    let end = start;
    while (words[end + 1]?.absent && !words[end + 1]?.broken) end++;
    // A loanword after a rare word is a name's head ("मुंबई हाई कोर्ट"), rare as the name is.
    const run = words
      .slice(start, end + 1)
      .map((word, at, all) =>
        word.loan && all.slice(0, at).some((one) => one.unknown)
          ? { ...word, unknown: true }
          : word,
      );
    // A name's last word is its rarest (a family name, a landmark after "برج", "主任王建国"); a
    // run whose only rare word stands first is a new verb or noun before common ones.
    const unknown = run.filter((word) => word.unknown).length;
    // The word before a last rare one is a given name or a role word as the list writes it, not
    // a noun with its pronoun ("قيمتها الإجمالية").
    // Nor a verb and its object, indefinite and accusative ("تفتتح متنزها", opens a park): a
    // name takes no such ending after a verb.
    const object = run.at(-2)?.verb === true && /[^ا]ا$/u.test(run.at(-1)?.text ?? '');
    const lastAfterName = run.at(-1)?.unknown === true && run.at(-2)?.inflected !== true && !object;
    // A clause that opens on a place's head and its rare name, then goes on in common words:
    // "کاخ سعدآباد میزبان …" (the Saadabad Palace hosts …). Not where a noun with its pronoun
    // stands in the run ("صديقتان تؤكدان موعدهما"), nor past the clause's start, where a rare
    // word among common ones is a verb's or a noun's form as often ("차량 통행이 통제된다").
    const headed =
      // Or on a figure's counter ("2시쯤 서울역 앞에서"): the time's, then the place's name.
      (start === 0 || words[start]?.broken === true || counted(words[start])) &&
      run[0]?.unknown === false &&
      run[1]?.unknown === true &&
      !run.some((word) => word.inflected) &&
      // An Arabic clause opens on its verb as often ("ينصح المنظمون", the organisers advise).
      !(lang === 'ar' && /^[يتن]/u.test(run[0]?.text ?? ''));
    // A place made of common words after "in" or "from" ("في دار الأوبرا"): locative-names.ts.
    const placed = end > start && afterLocative(words, start, end, lang, VERB_FINAL.has(lang));
    // The source's name in the line's script beside a word it never has: a name half the
    // source's ("रोहित वर्मा" of Ankit Verma's post, latin-spelled-names.ts).
    const mixed = unknown > 0 && run.some((word) => word.latin);
    // "في العاصمة المغربية" of a post in Rabat: its capital by its country's adjective, new words
    // no more than common ones beside it (arabic-capital-adjectives.ts).
    const capital =
      lang === 'ar' && (sourceCapitalRun(run, source) || isArabicAdjectivePhrase(run));
    if (end > start && !capital && (unknown >= 2 || lastAfterName || placed || mixed || headed)) {
      found.push(line.slice(words[start]?.start, words[end]?.end));
    }
    start = end;
  }
  // No short name spelled out (initials-in-script.ts); a place swapped by its head: place-heads.ts.
  return [...found.filter((run) => !initialsInScript(run, source)), ...swappedHeads(line, source)];
}
