/**
 * A text cut into what its figures are made of, in one pass (claim-figures.ts reads them): dates
 * and times in digits, numbers (grouped, with decimals, an ordinal's or a decade's ending, a short
 * scale: "40,000", "2,50,000", "3rd", "1990s", "2M", "40万"), CJK numerals, currency and percent
 * signs, and words of any script but Han and kana (number words, months, units of figures).
 */

import type { Lexicon } from '../numbers/number-words.ts';
import { plainWord } from '../words/fold-word.ts';

export type TokenKind = 'date' | 'time' | 'number' | 'cjk' | 'sign' | 'word';

/**
 * What is known of a word, shared by every place it stands: a text says the same words again and
 * again, and each is looked up once.
 */
export interface WordInfo {
  /** Folded without marks (fold-word.ts). */
  plain: string;
  /** The lexicons it may begin a number in (read-number-words.ts), once asked. */
  lexicons?: readonly Lexicon[];
  /** Whether it may give a number beside it a kind (figure-units.ts), once asked. */
  unit?: boolean;
  /** Whether it is a scale word after digits ("5 million"), once asked (figure-quantities.ts). */
  scale?: boolean;
  /** Whether it may say a figure alone (a month, a day, half, noon), once asked (figure-named.ts). */
  named?: boolean;
  /** The currency its letters are the symbol of in `symbolLangs` (letter-symbol-words.ts). */
  symbol?: string | undefined;
  symbolLangs?: ReadonlySet<string>;
}

export interface Token {
  kind: TokenKind;
  text: string;
  start: number;
  end: number;
  /** The match's groups, for dates, times and numbers. */
  groups: ReadonlyArray<string | undefined>;
  /** A word's. */
  word?: WordInfo;
}

/**
 * Numbered groups: 1 year, 2 separator, 3 month, 4 day (year first); 5 first, 6 separator, 7
 * second, 8 year; 9 hour, 10 minute, 11 half (11:30, 7.30pm, 23h00); 12 hour, 13 half or h (11 pm, 19h);
 * 14 a decade after an apostrophe ('90s); 15 digits, 16 ordinal ending, 17 decade ending ("1990s",
 * Russian and Ukrainian "1990-е", "90-х", "90-ті"), 18 short
 * scale, 19 CJK scale; 20 CJK numerals; 21 sign.
 */
const NOT_LETTER = '(?![\\p{L}\\p{N}])';
const CJK = '[〇零一二两兩三四五六七八九十百千万萬億亿兆壹贰貳叁參肆伍陆陸柒捌玖拾佰仟]';
const SIGN = '[$€£¥₹₩₽₺₫₱₪₴฿৳%٪円元圆]';
/** Chinese's kilo- units: 千米 (km), 千克 (kg), 千瓦 (kW), 千卡 (kcal), 千焦 (kJ). */
const KILO_UNIT = '千[米克瓦卡焦]';
/** A currency's sign before an amount: "$3.30-3.35" is a price's range, no times'. */
const CURRENCY_SIGN = '[$€£¥₹₩₽₺₫₱₪₴฿৳]';
/**
 * A currency Korean writes after the digits, its particle written on ("39,600엔에", "100달러입니다"):
 * a sign there, as "원" is, else the word with its particle is none.
 */
const KOREAN_CURRENCY = '(?:원|엔|달러|위안|파운드|유로)';
const WORD_CHAR = '[[\\p{L}\\p{M}]--[\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}]]';
const FIGURE = /* @__PURE__ */ new RegExp(
  [
    // "14. 3. 2025", "2025. 03. 14.": Czech, Slovak, Croatian, Serbian and Hungarian space a date's dots.
    '(?<![\\d.,])(?:(\\d{4})([\\-\\/]|\\.\\s?)(\\d{1,2})\\2(\\d{1,2})|(\\d{1,2})([\\-\\/]|\\.\\s?)(\\d{1,2})\\6(\\d{4}|\\d{2}))(?![\\d.,]?\\d)',
    // "7.30pm", "6.40 Uhr", "20.30 uur", "19.30 น.", "saat 10.00", "pukul 10.00", "10.00'da", the
    // Nordic "klockan 04.00", "klokken 18.30", "kello 9.15" (round thirty-nine): a full stop
    // between hour and minutes only beside a word of the clock (else "3.50" is a price), or
    // between two such times joined by a dash ("10.00-16.00", as Turkish, Indonesian and German
    // opening hours are written) or Indonesian's and Malay's "until" ("12.00 sampai 14.00",
    // "hingga 14.00": "14.00" is no decimal where a decimal is written with a comma); "19 h 30"
    // as the French write it. No clock's hour is past 29 (Japan's late-night listings end at
    // 29:59): "31:29" and "89:78" are a handball's and a basketball's scores.
    `(2\\d|[01]?\\d)(?:[:h]|\\s?h\\s(?=\\d{2}(?!\\d))|(?<!${CURRENCY_SIGN}\\s?\\d{1,2})\\.(?=\\d{2}(?:\\s?(?:[ap]\\.?m\\.?|Uhr|uur|h|godz|น\\.)(?![\\p{L}])|['’]\\p{L}|(?:\\s?[\\-–]\\s?|\\s(?:sampai|hingga)\\s)\\d{1,2}\\.[0-5]\\d(?![.,]?\\d)))|(?<=(?:^|[^\\p{L}])(?:saat|um|om|ab|seit|bis|vanaf|tot|klo|kl|klockan|klokka|klokken|kello|godz|pukul|jam|sampai|hingga|alle|ore)\\.?\\s\\d{1,2}|(?<![\\d.,]|${CURRENCY_SIGN}\\s?)\\d{1,2}\\.[0-5]\\d\\s?[\\-–]\\s?\\d{1,2})\\.(?=\\d{2}(?!\\d)))(\\d{2})(?!\\d)(?:\\s?([ap]\\.?m\\.?)(?![\\p{L}]))?`,
    // "11 pm", and the French "19h".
    '(\\d{1,2})\\s?([ap]\\.?m\\.?|(?<=\\d)h)(?![\\p{L}\\p{N}])',
    `['’‘](\\d0)s${NOT_LETTER}`,
    `(\\d+(?:(?:[.,']|\\s(?=\\d{3}(?!\\d)))\\d+)*)(?:(st|nd|rd|th|º|ª|er|re|ère|ème|e|वें|वां|वीं)${NOT_LETTER}|(['’]?s|-(?:е|х|ые|ых|ті|тих))${NOT_LETTER}|(mn|mm|bn|tn|[kKmMbB])${NOT_LETTER})?([万萬億亿兆百]|(?!${KILO_UNIT})千)?`,
    // "42千米" (42 km), "5千克" (5 kg): after digits 千 is the unit's "kilo", no thousand.
    `((?:(?!(?<=\\d)${KILO_UNIT})${CJK})+)`,
    `(${SIGN}|(?<=\\d\\s?)${KOREAN_CURRENCY})`,
  ].join('|'),
  'yv',
);
/**
 * Words, else the first character of what may be a figure, which FIGURE then reads from there:
 * words (most of a text) are found by one short pattern. A Hebrew abbreviation's gershayim ("ש״ח")
 * is inside its word, as an apostrophe is.
 */
const SCAN = /* @__PURE__ */ new RegExp(
  `(?<=\\d\\s?)${KOREAN_CURRENCY}|(${WORD_CHAR}+(?:['’ʼ\u05f4]${WORD_CHAR}+)*)|[\\d'’‘]|${CJK}|${SIGN}`,
  'gv',
);

const kindOf = (match: RegExpMatchArray): TokenKind => {
  if (match[1] !== undefined || match[5] !== undefined) return 'date';
  if (match[9] !== undefined || match[12] !== undefined) return 'time';
  if (match[14] !== undefined || match[15] !== undefined) return 'number';
  if (match[20] !== undefined) return 'cjk';
  return 'sign';
};

const NO_GROUPS: readonly string[] = [];
const words = /* @__PURE__ */ new Map<string, WordInfo>();
const WORDS_MAX = 20_000;

function wordInfo(word: string): WordInfo {
  let info = words.get(word);
  if (info === undefined) {
    info = { plain: plainWord(word) };
    if (words.size >= WORDS_MAX) words.clear();
    words.set(word, info);
  }
  return info;
}

/**
 * Where a plain number that starts at `start` ends: digits, a space, then what no figure goes on
 * with (no digit, no "am", "pm" or "h"), so FIGURE would read the digits alone ("47 minutes",
 * "1 one"); else `start`. Most numbers are so, and FIGURE and its 22 groups cost a source of
 * 20,000 characters of "1 one " a tenth of its reading.
 */
function plainNumberEnd(text: string, start: number): number {
  let end = start;
  while (end < text.length && isDigit(text.charCodeAt(end))) end++;
  if (end === start || text.charCodeAt(end) !== 32) return start;
  const next = text.charCodeAt(end + 1);
  // 97 "a", 104 "h", 112 "p"; a text's end may be read otherwise ("7 " of "7 h").
  if (Number.isNaN(next) || isDigit(next) || next === 97 || next === 104 || next === 112) {
    return start;
  }
  return end;
}

const isDigit = (code: number) => code >= 48 && code <= 57;

/** FIGURE's groups for digits alone: the whole and group 15, the same array for the same digits. */
const plainNumbers = /* @__PURE__ */ new Map<string, readonly (string | undefined)[]>();

function plainGroups(digits: string): readonly (string | undefined)[] {
  let groups = plainNumbers.get(digits);
  if (groups === undefined) {
    // A plain array, as FIGURE's matches are: a frozen one makes every reading of groups slower.
    groups = [digits, ...new Array<undefined>(14), digits, ...new Array<undefined>(6)];
    if (plainNumbers.size >= WORDS_MAX) plainNumbers.clear();
    plainNumbers.set(digits, groups);
  }
  return groups;
}

/** The tokens of `text` (normalised with normaliseForClaims), in order. */
export function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  SCAN.lastIndex = 0;
  for (let found = SCAN.exec(text); found !== null; found = SCAN.exec(text)) {
    const start = found.index;
    if (found[1] !== undefined) {
      const word = found[1];
      const end = start + word.length;
      tokens.push({
        kind: 'word',
        text: word,
        start,
        end,
        groups: NO_GROUPS,
        word: wordInfo(word),
      });
      continue;
    }
    const plain = plainNumberEnd(text, start);
    if (plain > start) {
      const digits = text.slice(start, plain);
      tokens.push({ kind: 'number', text: digits, start, end: plain, groups: plainGroups(digits) });
      SCAN.lastIndex = plain;
      continue;
    }
    FIGURE.lastIndex = start;
    const match = FIGURE.exec(text);
    // An apostrophe that opens no decade, a digit inside a word's figure already read.
    if (match === null) continue;
    const kind = kindOf(match);
    const end = start + match[0].length;
    tokens.push({ kind, text: match[0], start, end, groups: kind === 'sign' ? NO_GROUPS : match });
    SCAN.lastIndex = Math.max(end, start + 1);
  }
  return tokens;
}

/** Only spaces and hyphens stand between two tokens: the words of one number, "forty-two". */
export const joinable = (text: string, from: number, to: number): boolean => {
  for (let at = from; at < to; at++) {
    const char = text.charCodeAt(at);
    if (char !== 32 && char !== 45 && char !== 0x2010) return false;
  }
  return true;
};

/** Only spaces (at most `most`) between two tokens. */
export function spaced(text: string, from: number, to: number, most = 1): boolean {
  if (to - from > most) return false;
  for (let at = from; at < to; at++) if (text.charCodeAt(at) !== 32) return false;
  return true;
}
