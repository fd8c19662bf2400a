/**
 * A common word of Chinese or Japanese that a line puts where its source has a word it rewords
 * (round sixty, h242): "重庆今日最高温" of "重庆今天最高气温" (today), "武大研究团队开发出" of
 * "研发出" (developed), "建設費用は" of "建設費は" (cost), "責任を取り" of "責任をとって", "北京
 * 今年计划新建" of "北京今年将新建" (plans to, of will). A faithful summary rewords its source
 * freely, and the replaced-names reader, with no capital to tell a name, read each such word as a
 * name put in a frame the source has.
 *
 * The subtitles' list of common words (uncased-words.ts) holds names too: world cities ("上海",
 * "大阪", "巴黎"), foreigners' names in sound loans ("约翰"). So a common word is a rewording only
 * where the words the source has in the same frame show it: they share a character with it (a
 * synonym keeps a morpheme: "今日" and "今天", "开发" and "研发", "費用" and "費"), or they are
 * grammar (a hiragana verb ending, one of the language's commonest characters: "将", will). A
 * city for a city ("上海" of "北京") shares none, and a short word for a long name ("国家会议中心"
 * of "雁栖湖国际会议中心") is no word for a word. A Japanese verb of kanji and okurigana ("売り
 * 出す" of "発売する", sell) is a word the same way: a name is kanji or katakana alone.
 */

import { segmentsOf } from '../../segments-of.ts';
import { textCountryCodes } from '../places/text-country-codes.ts';
import { isLexiconCommon } from '../words/han-lexicon.ts';
import { commonestWords, uncasedKey, uncasedWords } from '../words/uncased-words.ts';
import type { NameSource } from './claim-names.ts';

const segmenters = /* @__PURE__ */ new Map<string, Intl.Segmenter>();

/** Han, kana and the long-vowel mark only: a run of another script is not read here. */
const HAN_OR_KANA = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+$/u;
const HAN = /\p{Script=Han}/u;
const HIRAGANA = /^\p{Script=Hiragana}+$/u;

/** Kanji and okurigana, one or two stems ("取り", "売り出す", "引き上げる"). */
const VERB = /^(?:\p{Script=Han}+\p{Script=Hiragana}{1,3}){1,2}$/u;

/** How many of a list's first words are its grammar ("将", "的", "は"): as unknown-names.ts. */
const GRAMMAR_RANK = 300;
/** The frame's characters read each side of the run; the source's places of it, at most. */
const FRAME = 2;
const PLACES = 8;
/** The frame's lengths tried, before and after the run, the longest first. */
const SIDES = [
  [FRAME, FRAME],
  [1, FRAME],
  [FRAME, 1],
  [1, 1],
] as const;
/** A space, a mark or a digit: the source's words between end there, no one word. */
const SPLIT = /[\s\p{P}\p{N}]/u;

/**
 * Whether the run `start`-`end` of `line`, which the replaced-names reader found where the source
 * has other words, is a common word of Chinese or Japanese that rewords them.
 */
export function isCommonHanWord(
  line: string,
  start: number,
  end: number,
  source: NameSource,
): boolean {
  const lang = source.langs.includes('zh') ? 'zh' : source.langs.includes('ja') ? 'ja' : undefined;
  const run = line.slice(start, end);
  if (!lang || !HAN_OR_KANA.test(run) || textCountryCodes(run, [lang]).size > 0) return false;
  const replaced = framedSourceWords(line, start, end, source.text);
  if (replaced === undefined || [...replaced].length > [...run].length + FRAME) return false;
  // A word the tagged dictionaries know only as a common one ("会进行" of "将实行", "身边" of
  // "家门口") for common words of the source's: no name, whether or not they share a character.
  if (lexiconWords(run, lang) === 1 && lexiconWords(replaced, lang, false) > 0) return true;
  if (!isWord(run, lang)) return false;
  const grammar = commonestWords(lang, GRAMMAR_RANK);
  return (
    [...replaced].some((char) => HAN.test(char) && run.includes(char)) ||
    HIRAGANA.test(replaced) ||
    grammar.has(replaced)
  );
}

/**
 * How many words of two characters or more the segmenter cuts `text` into, between the language's
 * grammar characters ("会", "の"), each (where `common`) a common word of the tagged dictionary;
 * 0 where any piece is none. A line's run reads as a rewording where it is one such common word
 * (two or more may be a name made of common words: "国家会议中心", "基地专家") and the source's
 * words it stands for are whole words ("札幌" of "札幌公演": a common word for a name adds no
 * name), not a name's piece: "克" of "马斯克" is none, and "贝索斯先生" of "马斯克" still a name.
 */
function lexiconWords(text: string, lang: 'zh' | 'ja', common = true): number {
  const grammar = commonestWords(lang, GRAMMAR_RANK);
  let words = 0;
  for (const { segment } of segmentsOf(segmenterOf(lang), text)) {
    const single = [...segment].length === 1;
    if (single ? !grammar.has(segment) : common && !isLexiconCommon(segment, lang)) return 0;
    if (!single) words++;
  }
  return words;
}

function segmenterOf(lang: 'zh' | 'ja'): Intl.Segmenter {
  let segmenter = segmenters.get(lang);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
    segmenters.set(lang, segmenter);
  }
  return segmenter;
}

/**
 * One common word of the language, a grammar character after it ("发布的"), or in Japanese a verb
 * of kanji and okurigana.
 */
function isWord(run: string, lang: 'zh' | 'ja'): boolean {
  if (lang === 'ja' && VERB.test(run)) return true;
  const [word, ...rest] = [...segmentsOf(segmenterOf(lang), run)].map((part) => part.segment);
  if (!word || [...word].length < 2 || !uncasedWords(lang).has(uncasedKey(word, lang)))
    return false;
  const grammar = commonestWords(lang, GRAMMAR_RANK);
  return rest.every((part) => [...part].length === 1 && grammar.has(part));
}

/**
 * What the source writes between the line's characters either side of the run (two each side,
 * or one where the line rewords the other: "上個月" of "上月", "开发出新型" of "研发出一种新型"), at
 * its first places that have both, or undefined where it has no such frame.
 */
function framedSourceWords(
  line: string,
  start: number,
  end: number,
  text: string,
): string | undefined {
  for (const [left, right] of SIDES) {
    const before = line.slice(Math.max(0, start - left), start);
    const after = line.slice(end, end + right);
    if (!before.trim() || !after.trim()) return undefined;
    let at = text.indexOf(after);
    for (let count = 0; at >= 0 && count < PLACES; count++) {
      // The source's words between, a word and its ending long: a clause's name is longer. Only
      // that span is searched, so a long source costs no more than a short one.
      const from = Math.max(0, at - before.length - (end - start + FRAME * 2));
      const opens = text.slice(from, at).lastIndexOf(before);
      const between = opens < 0 ? '' : text.slice(from + opens + before.length, at);
      if (between && !SPLIT.test(between)) return between;
      at = text.indexOf(after, at + 1);
    }
  }
  return undefined;
}
