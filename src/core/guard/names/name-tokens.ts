/**
 * A text's words as the replaced-names frame reads them (replaced-names.ts, frame-swaps.ts): words
 * by a regular expression, Han and kana a character each (with the word the segmenter finds them
 * in), Thai by the segmenter's words; and the source's, read once, with where each word stands.
 */

import { segmentsOf } from '../../segments-of.ts';
import { oncePer } from '../once-per-source.ts';
import { isAbbreviationDot } from '../words/abbreviation-dots.ts';
import { indicSpelling } from '../words/indic-spelling.ts';
import type { NameSource } from './claim-names.ts';
import { dravidianStem } from './dravidian-stems.ts';
import { isHanFigureWord } from './han-date-words.ts';
import { CASED, WORD } from './may-replace.ts';

/** A word as the segmenter finds it, or one character of Chinese or Japanese. */
export interface Token {
  text: string;
  key: string;
  start: number;
  end: number;
  number: boolean;
  /** A character of a segment written without spaces (Han, kana): weighs half a word. */
  char: boolean;
  /** The segment it is part of (a Han/kana character's word), as written. */
  segment: string;
  /** A full stop, colon, line break or the like stands between it and the token before. */
  broken: boolean;
  /** Only spaces (or an apostrophe, a hyphen) stand between it and the token before. */
  joined: boolean;
  /** A day or month the line ties to a date (claim-calendar.ts): no name, nor a frame's start. */
  dated?: boolean;
}

/** Scripts read a character at a time: their segmenter's words differ from text to text. */
const CHAR_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** Japanese grammar (particles, okurigana): no name, and half a character's weight in a frame. */
export const HIRAGANA = /^[\p{Script=Hiragana}ー]+$/u;
/** A number as the segmenter finds it ("200,000", "4,2", "48वें"): the figures reader's. */
const NUMBER = /\p{N}/u;
/** What may stand between two words of one phrase. */
const JOIN = /^[\s'’\-‐]*$/u;
/** What ends a clause: the words on either side are no frame for each other. */
const BREAK = /[.!?…:;。！？：；\n؛؟।॥۔]/u;
/** A frame of two words, or of four characters of Chinese or Japanese, on one side at least. */
export const FRAME_WEIGHT = 4;

let segmenter: Intl.Segmenter | undefined;

/** A word's pieces: digits, Han and kana, Thai, the rest ("2024杭州马拉松": 2024, 杭州马拉松). */
const PIECE =
  /\p{N}+|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々]+|\p{Script=Thai}+|[^\p{N}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々\p{Script=Thai}]+/gu;
const THAI = /\p{Script=Thai}/u;

/**
 * A text's words and numbers, Han and kana a character each (with the word the segmenter finds
 * them in), Thai by the segmenter's words. The segmenter reads only those runs: on a whole long
 * text it takes seconds.
 */
export function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  let end = 0;
  // An abbreviation's dot ("St. Pauli", "Dr. Anna") ends no clause: the name goes on over it.
  let dotted = false;
  const push = (piece: string, at: number, gap: string, char: boolean, segment: string) => {
    const abbreviated = dotted && gap.trim() === '.';
    tokens.push({
      text: piece,
      key: char ? piece : indicSpelling(piece.normalize('NFC').toLowerCase()),
      start: at,
      end: at + piece.length,
      // "三月五日" is "3月5日" in Han numerals: a figure's too (han-date-words.ts).
      number: NUMBER.test(piece) || (char && isHanFigureWord(segment)),
      char,
      segment,
      broken: BREAK.test(gap) && !abbreviated,
      joined: JOIN.test(gap) || abbreviated,
    });
  };
  for (const word of text.matchAll(WORD)) {
    let gap = text.slice(end, word.index);
    dotted = isAbbreviationDot(text, end);
    end = word.index + word[0].length;
    for (const piece of word[0].matchAll(PIECE)) {
      const at = word.index + piece.index;
      const run = piece[0];
      if (!CHAR_SCRIPT.test(run) && !THAI.test(run)) {
        push(run, at, gap, false, run);
        gap = '';
        continue;
      }
      segmenter ??= new Intl.Segmenter('ja', { granularity: 'word' });
      for (const part of segmentsOf(segmenter, run)) {
        if (THAI.test(part.segment)) push(part.segment, at + part.index, gap, false, part.segment);
        else {
          let offset = at + part.index;
          for (const char of part.segment) {
            push(char, offset, gap, true, part.segment);
            offset += char.length;
            gap = '';
          }
        }
        gap = '';
      }
    }
  }
  return tokens;
}

/** The source's tokens, where each key stands, and its words by their first two letters. */
export interface SourceTokens {
  tokens: Token[];
  at: Map<string, number[]>;
  byStart: Map<string, string[]>;
  /** How often each pair of neighbouring keys stands in the source ("a\u0000b"). */
  pairs: Map<string, number>;
  /** Its language's clauses end on a name more often than on a verb (Arabic, Hebrew). */
  endsOnNames: boolean;
}

/** Languages without capitals whose clauses end on an object or a place, not a verb. */
const ENDS_ON_NAMES = new Set(['ar', 'he']);
export const endsOnNamesIn = (lang: string) => ENDS_ON_NAMES.has(lang.split('-')[0] as string);

export const sourceTokens = /* @__PURE__ */ oncePer((source: NameSource): SourceTokens => {
  const tokens = tokensOf(source.text);
  const at = new Map<string, number[]>();
  const byStart = new Map<string, string[]>();
  tokens.forEach((token, index) => {
    const places = at.get(token.key);
    if (places) places.push(index);
    else {
      at.set(token.key, [index]);
      if (!token.char && !token.number) {
        const start = token.key.slice(0, 2);
        byStart.set(start, [...(byStart.get(start) ?? []), token.key]);
      }
    }
  });
  const pairs = new Map<string, number>();
  for (let index = 1; index < tokens.length; index++) {
    const pair = pairOf(tokens[index - 1] as Token, tokens[index] as Token);
    pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
  }
  const endsOnNames = source.langs.some((lang) => endsOnNamesIn(lang));
  return { tokens, at, byStart, pairs, endsOnNames };
});

/**
 * A word of a script without case the other text holds in another form: a prefix or a particle
 * more or less ("للمترو" of "المترو", "페스티벌은" of "페스티벌이", "هدفي" of "الهدفين").
 */
/** A word of Hangul syllables only. */
const HANGUL_WORD = /^\p{Script=Hangul}+$/u;
/** What Korean writes after a noun without changing whom it names: people, plural, a particle. */
const KOREAN_TAIL = /^(?:인)?(?:들)?(?:이|가|은|는|을|를|의|에|에서|에게|와|과|도|로|으로|만)?$/u;
/** A hamza on a yeh's or a waw's seat, as a word's ending moves it. */
const HAMZA_SEATS = /[ئؤ]/gu;

export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  // A Korean word with its particle cut is the end of a compound of the other's ("시장이" of
  // "춘천시장은": the mayor, of Chuncheon's mayor).
  if (HANGUL_WORD.test(short) && short.length >= 3 && long.includes(short.slice(0, -1)))
    return true;
  // "케냐인들이" of "케냐": a place's people (인), their plural (들) and a particle after it.
  if (
    HANGUL_WORD.test(long) &&
    long.startsWith(short) &&
    KOREAN_TAIL.test(long.slice(short.length))
  )
    return true;
  // "இஸ்ரோவின்" of "இஸ்ரோ", "தேங்கி" of "தேங்கியதால்": a Dravidian word and its case or tense
  // written on (dravidian-stems.ts).
  if (dravidianStem(short, long)) return true;
  if (short.length < 2 || short.length < long.length * 0.6) return false;
  // Arabic writes a hamza on the seat its vowel asks: "عدائين" (runners) is "عداء" with an ending.
  if (long.includes(short) || long.replace(HAMZA_SEATS, 'ء').includes(short)) return true;
  let shared = 0;
  while (shared < short.length && short[shared] === long[shared]) shared++;
  return shared >= long.length * 0.6;
}

/** Words of the other text that may be `key` in another form (by its first letters, or all). */
function heldWord(key: string, words: Iterable<string>): boolean {
  for (const word of words) if (sameWord(key, word)) return true;
  return false;
}

/** Whether the source holds a line's word in another form ("للمترو" of "المترو"). */
export function heldBySource(token: Token, read: SourceTokens): boolean {
  // A character's word was looked for in the source's text as written.
  if (token.char) return false;
  if (read.at.has(token.key)) return true;
  if (CASED.test(token.text)) return false;
  // A prefix of one letter or two ("و", "ال", "ב") moves a word's start: look at every word.
  const starts = [read.byStart.get(token.key.slice(0, 2)) ?? [], read.at.keys()];
  return starts.some((words) => heldWord(token.key, words));
}

const pairOf = (a: Token, b: Token) => `${a.key}\u0000${b.key}`;

/**
 * Whether the source has `a` beside `b` somewhere else than with its token at `at` (`after`: `b`
 * follows `a`): told by the pairs' counts, so a frequent word costs no walk over its places.
 */
function pairedElsewhere(
  read: SourceTokens,
  a: Token,
  b: Token | undefined,
  at: number,
  after: boolean,
) {
  if (!b) return false;
  const count = read.pairs.get(after ? pairOf(a, b) : pairOf(b, a)) ?? 0;
  const own = read.tokens[after ? at + 1 : at - 1]?.key === b.key ? 1 : 0;
  return count > own;
}

/**
 * Whether the line holds a source's token outside the run it put in its place (a word it
 * replaced would not be there; "多摩川" of "隅田川" shares its 川). The source's token at `at`
 * is not held by a line's word that stands where the source has that word a second time, between
 * the same neighbours: "محافظ الجيزة … مكتبة الإسكندرية" keeps the source's second الإسكندرية,
 * not the first it replaced.
 */
export function heldByLine(
  token: Token,
  line: Token[],
  start: number,
  end: number,
  read?: SourceTokens,
  at?: number,
): boolean {
  return line.some((other, index) => {
    if (index >= start && index <= end) return false;
    if (other.char !== token.char) return false;
    if (token.char ? other.key !== token.key : !sameWord(other.key, token.key)) return false;
    if (!read || at === undefined) return true;
    const elsewhere =
      pairedElsewhere(read, token, line[index - 1], at, false) ||
      pairedElsewhere(read, token, line[index + 1], at, true);
    return !elsewhere;
  });
}

export const weight = (token: Token) => (!token.char ? 2 : HIRAGANA.test(token.text) ? 0.5 : 1);

/** How many tokens of the line from `from` on stand in the source from `place` on, in one clause. */
export function frameLength(line: Token[], from: number, tokens: Token[], place: number): number {
  let length = 0;
  while (true) {
    const mine = line[from + length];
    const theirs = tokens[place + length];
    if (!mine || !theirs || mine.key !== theirs.key) return length;
    if (length > 0 && (mine.broken || theirs.broken)) return length;
    length++;
  }
}

/** The most a replaced run may weigh: a name of three words, or of six Han or kana characters. */
export const REPLACED_MAX = 6;
