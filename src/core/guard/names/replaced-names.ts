/**
 * Names put in the place of the source's (issue 44 item 5, docs/decisions/012): where no capital
 * tells a name (Arabic, Persian, Hebrew, Hindi, Chinese, Japanese, Korean, Thai; German nouns; a
 * sentence's first word), a line that keeps the source's own words around a word the source never
 * has, where the source has another word, swapped that word: "مترو مشهد ۲۰ درصد" of "مترو تهران ۲۰
 * درصد", "大山悠輔が2本のホームラン" of "佐藤輝明が2本のホームラン", "Rotterdam telt nu" of
 * "Amsterdam telt nu". No list of names: the frame is the evidence. A line that says the source's
 * words in its own way has no such frame; a word tied to a number ("午前10時" of "本日10時") is the
 * figure's, which the figures reader checks. A frame whole on the left only: frame-swaps.ts.
 */

import { leadsDate } from '../dates/date-lead-words.ts';
import { numberLexicons } from '../numbers/read-number-words.ts';
import { definiteHead } from '../places/definite-heads.ts';
import { isSourceNisbaCountry } from '../places/nisba-countries.ts';
import { isCommonWord } from '../words/common-words.ts';
import { isPlainEnglishWord } from '../words/plain-words.ts';
import { isStopWord } from '../words/stop-words.ts';
import { isWrittenTitle } from '../words/title-abbreviations.ts';
import { isArabicPronounEnding } from './arabic-pronoun-endings.ts';
import { isSourceName, type NameSource } from './claim-names.ts';
import { clipsName } from './clipped-names.ts';
import { isCommonHanWord } from './common-han-words.ts';
import { isCommonHanPhrase } from './common-phrases.ts';
import { isDirectionWordRun } from './direction-word-runs.ts';
import { isEverydayRun } from './everyday-forms.ts';
import { swappedAfterFrame } from './frame-swaps.ts';
import { rewordsFramedSourceWord } from './framed-rewordings.ts';
import { isUnspacedGrammar } from './grammar-words.ts';
import { isHanGrammarCharacter } from './han-grammar-characters.ts';
import { isHanPredicate } from './han-predicates.ts';
import { sourceHoldsHan } from './han-variants.ts';
import { beforeHindiAgent } from './hindi-agent-nouns.ts';
import { honorificStart, isHonorificRun, isSurnameTitle } from './honorific-words.ts';
import { isSourceWordForm } from './inflected-source-words.ts';
import { initialsInScript } from './initials-in-script.ts';
import { isKoreanAdnominal } from './korean-adnominals.ts';
import { isKoreanDemonstrativeNoun } from './korean-demonstrative-nouns.ts';
import { spelledInLatin } from './latin-spelled-names.ts';
import { CAPITAL, CASED, mayReplace } from './may-replace.ts';
import { movedBeforeRun } from './moved-phrases.ts';
import {
  endsOnNamesIn,
  FRAME_WEIGHT,
  frameLength,
  HIRAGANA,
  heldByLine,
  heldBySource,
  REPLACED_MAX,
  type SourceTokens,
  sourceTokens,
  type Token,
  tokensOf,
  weight,
} from './name-tokens.ts';
import { isRomanisedSourceName } from './romanised-source-names.ts';
import { isGrammarOpener } from './urdu-grammar-words.ts';
import { isVerbalRun } from './verbal-runs.ts';

/**
 * Whether the run `start`-`end` of the line stands where the source has other words, in the
 * same frame: the line goes on after the run as the source does after them (two words, or one
 * where both texts then differ: a single last word, a verb-final language's verb, is no frame),
 * and before the run as the source before them (one word at least), or both the run and the
 * source's words open a sentence. Those words are letters, not numbers, and not in the line.
 */
function replacesSourceWords(
  line: Token[],
  start: number,
  end: number,
  read: SourceTokens,
  opens: boolean,
  capital: boolean,
  text: string,
  chinese = false,
  langs: readonly string[] = [],
): boolean {
  const first = line[end + 1];
  if (!first || first.broken) return endsLikeSource(line, start, end, read);
  // A word tied to a number is the figure's word ("午前10時" of "本日10時"), a number in words
  // of a script without capitals too ("قرابة مليون" of "نحو مليون", round thirty-three); one
  // before a day or month ("תתקיים ביום שלישי" of "תעלה ביום שלישי") is a verb as often as a name.
  if (!first || first.number || first.dated || !first.joined || uncasedNumberWord(first)) {
    return false;
  }
  const before = start > 0 ? line[start - 1] : undefined;
  const run = line.slice(start, end + 1);
  const runWeight = run.reduce((sum, token) => sum + weight(token), 0);
  // A year before a name of Han or kana ("2024苏州马拉松" of "2024杭州马拉松") frames it as a
  // word does, with the whole frame after it; a counter after a number ("名", "発") is one
  // character, and a number's word of a spaced script ("300 ناشر") its unit, the figure's.
  const numberBefore =
    before?.number === true &&
    runWeight >= 2 &&
    run.every((token) => token.char) &&
    !closesScore(line, start - 1, text);
  // A scale's word after digits ("78.6 लाख लोगों" of "78.6 लाख यात्रियों", "2 million people")
  // is the number's too: what follows is what it counts.
  const scaled =
    before !== undefined &&
    line[start - 2]?.number === true &&
    before.joined &&
    numberLexicons(before.text).length > 0;
  const framedBefore =
    before && (!before.number || numberBefore) && !scaled && !before.dated && line[start]?.joined;
  for (const place of read.at.get(first.key) ?? []) {
    const length = frameLength(line, end + 1, read.tokens, place);
    let total = 0;
    for (let index = 0; index < length; index++) total += weight(line[end + 1 + index] as Token);
    const goesOn = line[end + 1 + length] !== undefined && !line[end + 1 + length]?.broken;
    const whole = total >= FRAME_WEIGHT;
    // A sentence's first word needs the whole frame: "Un magasin neuf" is not "Le magasin était".
    if (!whole && !(total >= 2 && goesOn && framedBefore && !numberBefore)) continue;
    if (!read.tokens[place]?.joined) continue;
    let replacedWeight = 0;
    // The run stands for a source's word the line also has where the source has it again.
    let shared = false;
    // Only grammar replaced ("ได้ที่"): the run is said beside it, no name (grammar-words.ts).
    let grammar = true;
    for (let count = 1; ; count++) {
      const replaced = read.tokens[place - count];
      if (!replaced || replaced.number) break;
      // "העירייה" of "עיריית אילת": the body's own head noun, with the article (definite-heads.ts).
      if (run.length === 1 && definiteHead((run[0] as Token).key, replaced.key, langs)) break;
      // "सूर्या" of "सूर्यकुमार": the source's name cut short, the same person (clipped-names.ts).
      if (run.length === 1 && clipsName(run[0] as Token, replaced)) break;
      // "போடுவதே" of "போட", "قیمت‌ها" of "قیمت": the source's word with a suffix written on
      // (suffixed-words.ts), or other clitics and endings (inflected-source-words.ts).
      if (isSourceWordForm(run, replaced)) break;
      const held = heldByLine(replaced, line, start, end);
      if (held && heldByLine(replaced, line, start, end, read, place - count)) break;
      shared ||= held;
      if (capital && count === 1 && !CAPITAL.test(replaced.text)) break;
      // A compound on the source's word is that thing said more closely, no other name:
      // "Myrskyvaroitus on voimassa" (storm warning) of "Varoitus on voimassa" (round fifteen).
      if (count === 1 && run.length === 1 && compoundOn(run[0] as Token, replaced)) break;
      replacedWeight += weight(replaced);
      grammar &&= isUnspacedGrammar(replaced.text, langs);
      if (replacedWeight > REPLACED_MAX) break;
      const opener = place - count === 0 || replaced.broken;
      // "انطلق مهرجان الكتاب في مكتبة الإسكندرية" rewords "افتتح محافظ الإسكندرية مهرجان…".
      if (opens && opener && whole && !shared && !grammar) return true;
      const previous = read.tokens[place - count - 1];
      // Between two frames, a phrase put in place of a longer one is a rewording ("ייסעו" for
      // "בכל יום", "פועלת יומיום" for "תפעל בכל יום"): a name takes the place of one as long or
      // shorter.
      if (
        replacedWeight <= runWeight &&
        !grammar &&
        (!numberBefore || replacedWeight >= 2) &&
        !(chinese && count === 1 && runWeight >= 2 && oneCharacterWord(replaced)) &&
        replaced.joined &&
        ((framedBefore && previous?.key === before.key) ||
          (line[start]?.joined &&
            movedBeforeRun(line, start, read.tokens, place - count - 1, place + length)))
      ) {
        return true;
      }
      if (!replaced.joined) break;
    }
  }
  return false;
}

/** A number's word in a script without capitals ("مليون", "हज़ार"): the figures reader's. */
const uncasedNumberWord = (token: Token) =>
  !token.char && !CASED.test(token.text) && numberLexicons(token.text).length > 0;

/**
 * A Chinese word of one character, as the segmenter reads the source: a preposition, a measure
 * word or a verb ("特效比第二部强" put as "特效远超第二部", round twenty-one), which a line rewords
 * in two; a place's short name is read with its neighbour ("在京"), so a name is rarely one.
 */
const oneCharacterWord = (token: Token) => token.char && [...token.segment].length === 1;

/** A word compounded on another as its head ("myrskyvaroitus" on "varoitus"), four letters or more. */
const compoundOn = (word: Token, head: Token) =>
  [...head.key].length >= 4 && word.key.length > head.key.length + 2 && word.key.endsWith(head.key);

/**
 * A run of two words or more that ends its clause where the source's clause ends after the same
 * word, on other words of a name's length: "على استاد برج العرب." of "في استاد القاهرة.". Read only
 * where `ends` says a clause's last words are a name's more often than a verb's (Arabic, Hebrew);
 * in a verb-final language they are the verb ("개최됩니다" of "열립니다").
 */
function endsLikeSource(line: Token[], start: number, end: number, read: SourceTokens): boolean {
  const before = line[start - 1];
  const run = line.slice(start, end + 1);
  if (!read.endsOnNames || !before || before.number || !line[start]?.joined) return false;
  if (run.length < 2 || run.some((token) => token.char)) return false;
  for (const place of read.at.get(before.key) ?? []) {
    let last = place + 1;
    while (read.tokens[last]?.joined && !read.tokens[last]?.broken && last - place <= run.length) {
      last++;
    }
    const replaced = read.tokens.slice(place + 1, last);
    // A comma ends a name as a full stop does ("לנווה יעקב, והנסיעה").
    const closes = !read.tokens[last] || read.tokens[last]?.broken || !read.tokens[last]?.joined;
    if (!closes || replaced.length === 0 || replaced.length > run.length) continue;
    if (!replaced.every((token) => token.joined && !token.number && !token.char)) continue;
    if (replaced.some((token, at) => heldByLine(token, line, start, end, read, place + 1 + at))) {
      continue;
    }
    return true;
  }
  return false;
}

/**
 * Runs of a line's words the source never has, each standing where the source has another word
 * in the same frame: names and places the line put in the source's place. In a cased script,
 * only capitalised words, and (where capitals mark names: `anywhere` false) only at a sentence's
 * start, where the names reader does not look. `names` is the line with its days and months
 * blanked (claim-calendar.ts): they are no names, but stay words of the frame.
 */
export function replacedNames(
  line: string,
  source: NameSource,
  anywhere: boolean,
  names = line,
): string[] {
  if (!mayReplace(names, source, anywhere)) return [];
  const tokens = tokensOf(line);
  if (tokens.length < 2) return [];
  if (names !== line && names.length === line.length) {
    for (const token of tokens) token.dated = names.slice(token.start, token.end).trim() === '';
  }
  // A line in the source's language is asked no other (its lineLangs are empty): the source's.
  const lineLangs = [...(source.lineLangs?.length ? source.lineLangs : source.langs), 'en'];
  const english = (source.lineLangs?.[0] ?? source.langs[0] ?? 'en').startsWith('en');
  const candidates = tokens.map((token, index) => {
    if (token.number || token.dated) return false;
    if (token.char) return !HIRAGANA.test(token.segment) && !sourceHoldsHan(token.segment, source);
    const cased = CASED.test(token.text);
    if (cased && !CAPITAL.test(token.text)) return false;
    if (cased && !anywhere && !opensSentence(line, tokens, index)) return false;
    // A sentence's short first word is an article or a pronoun ("Ce", "Una", "The") more often
    // than a name; a number word is the figures reader's ("Un", "ثلاثة").
    if (cased && !anywhere && token.text.length < 4 && !/^\p{Lu}+$/u.test(token.text)) return false;
    // A function word is none, German's capitalised nouns or not ("Das Start-up" of "Unser
    // Start-up": the article, not a name put in the determiner's place).
    if (cased && lineLangs.some((lang) => isStopWord(token.text, lang))) return false;
    if (cased && !anywhere && englishVerbForm(token.text, source)) return false;
    // "Cllr Helen Hayden" of "Councillor Helen Hayden": the title shortened (title-abbreviations.ts).
    if (cased && isWrittenTitle(token.text, line, source.text)) return false;
    // "Owners should stop" of "Consumers should stop": a plain English word (plain-words.ts),
    // alone; "Bad Bunny", "Karol G" are names of plain words or letters.
    const next = tokens[index + 1];
    const alone = !/^\p{Lu}+$/u.test(token.text) && !(next?.joined && CAPITAL.test(next.text));
    if (cased && !anywhere && english && alone && isPlainEnglishWord(token.text)) return false;
    return !source.words.has(token.key);
  });
  // Only a line with a word the source lacks, before one the source has, reads the source's words
  // in order: a 20,000-character source takes milliseconds.
  const endsOnNames = source.langs.some((lang) => endsOnNamesIn(lang));
  const framed = candidates.some((candidate, index) => {
    const next = tokens[index + 1];
    // A run that ends its clause, where clauses end on names, is framed by the word before it.
    if (candidate && endsOnNames && (!next || next.broken)) return index > 0;
    if (!candidate || !next || candidates[index + 1]) return false;
    // A number after a whole frame of the source's ("مترو مشهد ۲۰ درصد"): frame-swaps.ts.
    if (next.number) return true;
    if (next.char) return sourceHoldsHan(next.text, source);
    return source.words.has(next.key) || /[^\p{L}\p{M}\p{N}]/u.test(next.key);
  });
  if (!framed) return [];
  const read = sourceTokens(source);
  const open = tokens.map(
    (token, index) =>
      candidates[index] &&
      // "की तुलना" (compared with) of "से" (than): a postposition opens no name.
      !(
        (index === 0 || tokens[index - 1]?.broken || !candidates[index - 1]) &&
        isGrammarOpener(token.text, source)
      ) &&
      (token.char ||
        // "الرئيس Macron" of "الرئيس ماكرون": romanised (romanised-source-names.ts).
        ((!CASED.test(token.text) ||
          !(isSourceName(token.text, source) || isRomanisedSourceName(token.text, source))) &&
          numberLexicons(token.text).length === 0 &&
          !heldBySource(token, read) &&
          // "नेहा ने" of the author's "Neha Gupta": the source's name in the line's script.
          !spelledInLatin(token.text, source))),
  );
  const found: string[] = [];
  for (let start = 0; start < tokens.length; start++) {
    if (!open[start]) continue;
    let end = start;
    while (end + 1 < tokens.length && open[end + 1] && !tokens[end + 1]?.broken) end++;
    const first = tokens[start] as Token;
    const capital = CASED.test(first.text) && !first.char;
    if (
      !isVerbalRun(line, first.start, (tokens[end] as Token).end, source.langs.includes('zh')) &&
      // "수입이 늘 것으로" of "수입이 생길 것으로": a verb before a bound noun (korean-adnominals.ts).
      !isKoreanAdnominal(line, first.start, (tokens[end] as Token).end) &&
      // "그 외 시간에는" of "그 밖의 시간에는": a bound noun (korean-demonstrative-nouns.ts).
      !isKoreanDemonstrativeNoun(line, first.start, (tokens[end] as Token).end) &&
      // "بداية من الأحد" of "اعتباراً من الأحد": a date's lead word (date-lead-words.ts).
      !(start === end && leadsDate(tokens, start, source)) &&
      // "मोबाइल चलाने वाले" of "मोबाइल देखने वाले": a verb's infinitive (hindi-agent-nouns.ts).
      !(start === end && beforeHindiAgent(tokens, end)) &&
      // "Die Uni Zürich" of "Die Universität Zürich": said otherwise (framed-rewordings.ts).
      !(start === end && rewordsFramedSourceWord(tokens, start, read, source.langs)) &&
      (replacesSourceWords(
        tokens,
        start,
        end,
        read,
        opensSentence(line, tokens, honorificStart(tokens, start, source.langs)),
        capital,
        line,
        source.langs.includes('zh'),
        source.langs,
      ) ||
        swappedAfterFrame(tokens, start, end, read, source))
    ) {
      const run = line.slice(first.start, (tokens[end] as Token).end);
      // "尽量选择公共交通" of "乘坐公共交通": common words said otherwise, no name (common-phrases.ts).
      // "تأجيل" of "وتُؤجَّل", "मालिकों": a root's or a plural's form (everyday-forms.ts).
      // "会" of "将" (will): one character of Chinese's grammar traded (han-grammar-characters.ts).
      // "ثمنه" (its price): a common Arabic noun with its pronoun (arabic-pronoun-endings.ts).
      if (
        !isCommonHanPhrase(run, source.langs) &&
        !isHanGrammarCharacter(run, source.langs) &&
        // "มี" (has) of "รายงาน" (reports): only grammar put in, no name (grammar-words.ts).
        !isUnspacedGrammar(run, source.langs) &&
        !isArabicPronounEnding(run, source.langs) &&
        // "अधिक" of "ज़्यादा" (more): a direction's word, its side judged elsewhere.
        !isDirectionWordRun(run, source.langs, line.slice((tokens[end] as Token).end)) &&
        !isHanPredicate(line, first.start, (tokens[end] as Token).end, source) &&
        // "今日" of "今天", "计划" of "将": a common word for the source's (common-han-words.ts).
        !isCommonHanWord(line, first.start, (tokens[end] as Token).end, source) &&
        !isEverydayRun(run, source) &&
        // "ישראלית" of "ישראל", "مصر" of "المصرية": the source's country (nisba-countries.ts).
        !isSourceNisbaCountry(run, source) &&
        // "श्री", "जी" beside the source's name: respect, no name (honorific-words.ts).
        !isHonorificRun(run, source.langs) &&
        !isSurnameTitle(line, first.start, run, source) &&
        // "東大" of "東京大学", "भाजपा", "ת״א": a short name of the source's (initials-in-script.ts).
        !initialsInScript(run, source)
      ) {
        found.push(run);
      }
    }
    start = end;
  }
  return found;
}

/**
 * An English sentence's first word that is a common verb's -ing form ("Raising tree cover" of
 * "Increasing tree cover", "Using data from" of "With data from"): a verb put in the place of the
 * source's, no name. Only a form made of a common word ("raise", "use"); "Reading" and "Barking"
 * are towns too, read as the verbs, but "Beijing" or "Stirling" are no English word's forms.
 */
function englishVerbForm(word: string, source: NameSource): boolean {
  if (source.langs.length > 0 || !/^\p{Lu}\p{Ll}{2,}ing$/u.test(word)) return false;
  const stem = word.slice(0, -3).toLowerCase();
  return [stem, `${stem}e`, stem.slice(0, -1)].some(
    (verb) => verb.length >= 3 && isCommonWord(verb, 'en'),
  );
}

/**
 * The number at `index` closes a score ("3:1", "3-1", "3比1", "3对1", "3대1"): the words after a
 * score are its verb ("3比1击败" of "3比1战胜"), not a name as after a year ("2024苏州马拉松").
 */
function closesScore(tokens: Token[], index: number, text: string): boolean {
  const last = tokens[index];
  const sign = tokens[index - 1];
  if (!last?.number || !sign) return false;
  if (sign.number) return /^\s?[:：\-–]\s?$/u.test(text.slice(sign.end, last.start));
  return /^[比对對대]$/u.test(sign.text) && tokens[index - 2]?.number === true;
}

/** The token opens its sentence, or a run of capitalised words that does. */
function opensSentence(line: string, tokens: Token[], index: number): boolean {
  let first = index;
  while (first > 0 && !tokens[first]?.broken && CAPITAL.test(tokens[first - 1]?.text ?? '')) {
    first--;
  }
  const token = tokens[first] as Token;
  return first === 0 ? !/\p{L}/u.test(line.slice(0, token.start)) : token.broken;
}

/**
 * A line in a spaced script without capitals (Devanagari, Arabic, Hebrew): no capital tells its
 * names even where its source has lower-case letters to show (round twenty-three: a Hindi
 * meeting's notes with an e-mail address, "राहुल वर्मा हर गुरुवार बेंगलुरु ऑफिस से" of its "पुणे
 * ऑफिस से"), so its words are read in their frames. Han, kana and Thai are cut by a segmenter
 * whose words differ from text to text: a thread's line there is not read so.
 */
export function spacedUncased(line: string): boolean {
  return /\p{L}/u.test(line) && !UNSPACED_OR_CASED.test(line);
}

const UNSPACED_OR_CASED =
  /[\p{Lu}\p{Ll}\p{Lt}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
