/**
 * Names put in the place of the source's (issue 44 item 5, docs/decisions/012): where no capital
 * tells a name (Arabic, Persian, Hebrew, Hindi, Chinese, Japanese, Korean, Thai; German nouns; a
 * sentence's first word), a line that keeps the source's own words around a word the source never
 * has, where the source has another word, swapped that word: "مترو مشهد ۲۰ درصد" of "مترو تهران ۲۰
 * درصد", "大山悠輔が2本のホームラン" of "佐藤輝明が2本のホームラン", "Rotterdam telt nu" of
 * "Amsterdam telt nu". No list of names: the frame is the evidence. A line that says the source's
 * words in its own way has no such frame; a word tied to a number ("午前10時" of "本日10時") is the
 * figure's, which the figures reader checks.
 */
import { isAbbreviationDot } from './abbreviation-dots.ts';
import { isSourceName, type NameSource } from './claim-names.ts';
import { CAPITAL, CASED, mayReplace, WORD } from './may-replace.ts';
import { numberLexicons } from './read-number-words.ts';

/** A word as the segmenter finds it, or one character of Chinese or Japanese. */
interface Token {
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
}

/** Scripts read a character at a time: their segmenter's words differ from text to text. */
const CHAR_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** Japanese grammar (particles, okurigana): no name, and half a character's weight in a frame. */
const HIRAGANA = /^[\p{Script=Hiragana}ー]+$/u;
/** A number as the segmenter finds it ("200,000", "4,2", "48वें"): the figures reader's. */
const NUMBER = /\p{N}/u;
/** What may stand between two words of one phrase. */
const JOIN = /^[\s'’\-‐]*$/u;
/** What ends a clause: the words on either side are no frame for each other. */
const BREAK = /[.!?…:;。！？：；\n؛؟।॥]/u;
/** A frame of two words, or of four characters of Chinese or Japanese, on one side at least. */
const FRAME_WEIGHT = 4;

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
function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  let end = 0;
  // An abbreviation's dot ("St. Pauli", "Dr. Anna") ends no clause: the name goes on over it.
  let dotted = false;
  const push = (piece: string, at: number, gap: string, char: boolean, segment: string) => {
    const abbreviated = dotted && gap.trim() === '.';
    tokens.push({
      text: piece,
      key: char ? piece : piece.normalize('NFC').toLowerCase(),
      start: at,
      end: at + piece.length,
      number: NUMBER.test(piece),
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
      for (const part of segmenter.segment(run)) {
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
interface SourceTokens {
  tokens: Token[];
  at: Map<string, number[]>;
  byStart: Map<string, string[]>;
  /** Its language's clauses end on a name more often than on a verb (Arabic, Hebrew). */
  endsOnNames: boolean;
}

/** Languages without capitals whose clauses end on an object or a place, not a verb. */
const ENDS_ON_NAMES = new Set(['ar', 'he']);
const endsOnNamesIn = (lang: string) => ENDS_ON_NAMES.has(lang.split('-')[0] as string);

const read = /* @__PURE__ */ new WeakMap<NameSource, SourceTokens>();

function sourceTokens(source: NameSource): SourceTokens {
  let found = read.get(source);
  if (found) return found;
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
  const endsOnNames = source.langs.some((lang) => endsOnNamesIn(lang));
  found = { tokens, at, byStart, endsOnNames };
  read.set(source, found);
  return found;
}

/**
 * A word of a script without case the other text holds in another form: a prefix or a particle
 * more or less ("للمترو" of "المترو", "페스티벌은" of "페스티벌이", "هدفي" of "الهدفين").
 */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length < 2 || short.length < long.length * 0.6) return false;
  if (long.includes(short)) return true;
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
function heldBySource(token: Token, read: SourceTokens): boolean {
  // A character's word was looked for in the source's text as written.
  if (token.char) return false;
  if (read.at.has(token.key)) return true;
  if (CASED.test(token.text)) return false;
  // A prefix of one letter or two ("و", "ال", "ב") moves a word's start: look at every word.
  const starts = [read.byStart.get(token.key.slice(0, 2)) ?? [], read.at.keys()];
  return starts.some((words) => heldWord(token.key, words));
}

/**
 * Whether the line holds a source's token outside the run it put in its place (a word it
 * replaced would not be there; "多摩川" of "隅田川" shares its 川).
 */
function heldByLine(token: Token, line: Token[], start: number, end: number): boolean {
  return line.some(
    (other, index) =>
      (index < start || index > end) &&
      other.char === token.char &&
      (token.char ? other.key === token.key : sameWord(other.key, token.key)),
  );
}

const weight = (token: Token) => (!token.char ? 2 : HIRAGANA.test(token.text) ? 0.5 : 1);

/** How many tokens of the line from `from` on stand in the source from `place` on, in one clause. */
function frameLength(line: Token[], from: number, tokens: Token[], place: number): number {
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
const REPLACED_MAX = 6;

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
): boolean {
  const first = line[end + 1];
  if (!first || first.broken) return endsLikeSource(line, start, end, read);
  // A word tied to a number is the figure's word ("午前10時" of "本日10時").
  if (!first || first.number || !first.joined) return false;
  const before = start > 0 ? line[start - 1] : undefined;
  const framedBefore = before && !before.number && line[start]?.joined;
  for (const place of read.at.get(first.key) ?? []) {
    const length = frameLength(line, end + 1, read.tokens, place);
    let total = 0;
    for (let index = 0; index < length; index++) total += weight(line[end + 1 + index] as Token);
    const goesOn = line[end + 1 + length] !== undefined && !line[end + 1 + length]?.broken;
    const whole = total >= FRAME_WEIGHT;
    // A sentence's first word needs the whole frame: "Un magasin neuf" is not "Le magasin était".
    if (!whole && !(total >= 2 && goesOn && framedBefore)) continue;
    if (!read.tokens[place]?.joined) continue;
    const runWeight = line.slice(start, end + 1).reduce((sum, token) => sum + weight(token), 0);
    let replacedWeight = 0;
    for (let count = 1; ; count++) {
      const replaced = read.tokens[place - count];
      if (!replaced || replaced.number || heldByLine(replaced, line, start, end)) break;
      if (capital && count === 1 && !CAPITAL.test(replaced.text)) break;
      replacedWeight += weight(replaced);
      if (replacedWeight > REPLACED_MAX) break;
      const opener = place - count === 0 || replaced.broken;
      if (opens && opener && whole) return true;
      const previous = read.tokens[place - count - 1];
      // Between two frames, a phrase put in place of a longer one is a rewording ("ייסעו" for
      // "בכל יום"): a name takes the place of one as long or shorter.
      if (
        replacedWeight <= runWeight &&
        framedBefore &&
        replaced.joined &&
        previous?.key === before.key
      ) {
        return true;
      }
      if (!replaced.joined) break;
    }
  }
  return false;
}

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
    while (read.tokens[last] && !read.tokens[last]?.broken && last - place <= run.length) last++;
    const replaced = read.tokens.slice(place + 1, last);
    const closes = !read.tokens[last] || read.tokens[last]?.broken;
    if (!closes || replaced.length === 0 || replaced.length > run.length) continue;
    if (!replaced.every((token) => token.joined && !token.number && !token.char)) continue;
    if (replaced.some((token) => heldByLine(token, line, start, end))) continue;
    return true;
  }
  return false;
}

/**
 * Runs of a line's words the source never has, each standing where the source has another word
 * in the same frame: names and places the line put in the source's place. In a cased script,
 * only capitalised words, and (where capitals mark names: `anywhere` false) only at a sentence's
 * start, where the names reader does not look.
 */
export function replacedNames(line: string, source: NameSource, anywhere: boolean): string[] {
  if (!mayReplace(line, source, anywhere)) return [];
  const tokens = tokensOf(line);
  if (tokens.length < 2) return [];
  const candidates = tokens.map((token, index) => {
    if (token.number) return false;
    if (token.char) return !HIRAGANA.test(token.segment) && !source.text.includes(token.segment);
    const cased = CASED.test(token.text);
    if (cased && !CAPITAL.test(token.text)) return false;
    if (cased && !anywhere && !opensSentence(line, tokens, index)) return false;
    // A sentence's short first word is an article or a pronoun ("Ce", "Una", "The") more often
    // than a name; a number word is the figures reader's ("Un", "ثلاثة").
    if (cased && !anywhere && token.text.length < 4 && !/^\p{Lu}+$/u.test(token.text)) return false;
    return !source.words.has(token.key);
  });
  // Only a line with a word the source lacks, before one the source has, reads the source's words
  // in order: a 20,000-character source takes milliseconds.
  const endsOnNames = source.langs.some((lang) => endsOnNamesIn(lang));
  const framed = candidates.some((candidate, index) => {
    const next = tokens[index + 1];
    // A run that ends its clause, where clauses end on names, is framed by the word before it.
    if (candidate && endsOnNames && (!next || next.broken)) return index > 0;
    if (!candidate || !next || next.number || candidates[index + 1]) return false;
    if (next.char) return source.text.includes(next.text);
    return source.words.has(next.key) || /[^\p{L}\p{M}\p{N}]/u.test(next.key);
  });
  if (!framed) return [];
  const read = sourceTokens(source);
  const open = tokens.map(
    (token, index) =>
      candidates[index] &&
      (token.char ||
        ((!CASED.test(token.text) || !isSourceName(token.text, source)) &&
          numberLexicons(token.text).length === 0 &&
          !heldBySource(token, read))),
  );
  const found: string[] = [];
  for (let start = 0; start < tokens.length; start++) {
    if (!open[start]) continue;
    let end = start;
    while (end + 1 < tokens.length && open[end + 1] && !tokens[end + 1]?.broken) end++;
    const first = tokens[start] as Token;
    const capital = CASED.test(first.text) && !first.char;
    if (
      replacesSourceWords(tokens, start, end, read, opensSentence(line, tokens, start), capital)
    ) {
      found.push(line.slice(first.start, (tokens[end] as Token).end));
    }
    start = end;
  }
  return found;
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
