/**
 * A name swapped after a whole frame (issue 44 item 5, round six; replaced-names.ts reads the
 * frame's other side): the line keeps two of the source's words or four of its characters just
 * before a run the source never has, where the source has other words, and then goes on as the
 * source does after them, where the right side alone is too short to be a frame:
 * - a coordinated name before the clause's last word, "علیپور و عبدی زدند" of "علیپور و سرلک زدند"
 *   (the list word from CLDR through `Intl.ListFormat`, in the source's languages: no hand table);
 * - the clause's last characters after a shared head, "起点设在奥体中心。" of "起点设在黄龙体育中心。";
 * - a whole frame on both sides, the run as long as the source's words at least ("开幕式在怀柔国家
 *   会议中心" of "…怀柔雁栖湖国际会议中心"), which may go on with a figure's words the line left
 *   out ("مترو مشهد ۲۰ درصد" of "مترو تهران از اول فروردین ۲۰ درصد").
 * A verb changed at a clause's end keeps its frame on the left only: "برپا می‌شود" of "برگزار
 * می‌شود", "막을 올린다" of "개막한다" are kept (one word after the run, no list word before it);
 * so is a word for a longer phrase ("פועלת יומיום" of "תפעל בכל יום").
 */

import { numberLexicons } from '../numbers/read-number-words.ts';
import type { NameSource } from './claim-names.ts';
import { isSourceWordForm } from './inflected-source-words.ts';
import {
  FRAME_WEIGHT,
  frameLength,
  HIRAGANA,
  heldByLine,
  REPLACED_MAX,
  type SourceTokens,
  type Token,
  weight,
} from './name-tokens.ts';

/** The most words of a figure (a date, an amount) the line may leave out after the source's name. */
const FIGURE_WORDS = 4;
/** Han or kana characters of the source's that may end the line's run ("奥体" of "黄龙体育"). */
const SHARED_CHARS = 2;

const listWordsRead = new Map<string, ListWords>();

/** The words that join a list's last item in a language: whole ("و", "और"), or its prefix ("ו"). */
interface ListWords {
  words: Set<string>;
  prefixes: Set<string>;
}

/** "A و B", "A और B", "A ו-B", "A وB", "A或B": CLDR's list patterns for "and" and "or". */
function listWordsOf(langs: readonly string[]): ListWords {
  const key = langs.join(',');
  let found = listWordsRead.get(key);
  if (found) return found;
  found = { words: new Set(), prefixes: new Set() };
  for (const lang of langs) {
    for (const type of ['conjunction', 'disjunction'] as const) {
      let literal = '';
      try {
        const parts = new Intl.ListFormat(lang, { type }).formatToParts(['A', 'B']);
        literal = parts.find((part) => part.type === 'literal')?.value ?? '';
      } catch {
        // A tag no runtime knows ("xx") has no list words.
      }
      const word = literal.trim().replace(/[-‐]$/u, '').toLowerCase();
      if (!/^\p{L}+$/u.test(word)) continue;
      if (/\s$/u.test(literal)) found.words.add(word);
      else found.prefixes.add(word);
    }
  }
  listWordsRead.set(key, found);
  return found;
}

/** How much the line's tokens before `start` weigh that stand in the source up to `place`. */
function frameBefore(line: Token[], start: number, tokens: Token[], place: number): number {
  let total = 0;
  for (let back = 0; ; back++) {
    const mine = line[start - 1 - back];
    const theirs = tokens[place - back];
    if (!mine || !theirs || mine.key !== theirs.key || mine.dated) return total;
    total += weight(mine);
    if (mine.broken || theirs.broken) return total;
  }
}

const isFigure = (token: Token) => token.number || numberLexicons(token.text).length > 0;
const endsAt = (tokens: Token[], index: number) => !tokens[index] || tokens[index]?.broken === true;

/**
 * Whether the run `start`-`end` of the line stands after a whole frame of the source's in place
 * of the source's next words, the line going on after it as the source does after them (see the
 * file's comment for how far).
 */
export function swappedAfterFrame(
  line: Token[],
  start: number,
  end: number,
  read: SourceTokens,
  source: NameSource,
): boolean {
  const before = line[start - 1];
  const first = line[start] as Token;
  if (!before || first.broken || !first.joined || before.number) return false;
  let lists: ListWords | undefined;
  /** A list word, or (`whole` false) a word that begins with a list's prefix ("وعمر"). */
  const listed = (token: Token, whole = false) => {
    lists ??= listWordsOf(source.langs);
    if (lists.words.has(token.key) || lists.prefixes.has(token.key)) return true;
    return !whole && [...lists.prefixes].some((one) => token.key.startsWith(one));
  };
  for (const place of read.at.get(before.key) ?? []) {
    if (frameBefore(line, start, read.tokens, place) < FRAME_WEIGHT) continue;
    // The run may take in a Han or kana character or two of the source's ("奥体" of "黄龙体育").
    // The source's first word it stands for is nowhere in the line ("選手が" is no swap of "が").
    const replaced = read.tokens[place + 1];
    if (!replaced || heldByLine(replaced, line, start, end, read, place + 1)) continue;
    // "कहों" of "कहा": the source's word in another form (inflected-source-words.ts).
    if (isSourceWordForm(line.slice(start, end + 1), replaced)) continue;
    for (let last = end; last <= end + SHARED_CHARS && last < line.length; last++) {
      const shared = line[last] as Token;
      if (last > end && (!shared.char || HIRAGANA.test(shared.text))) break;
      if (swappedTo(line, start, last, read, place, listed)) return true;
    }
  }
  return false;
}

/** The source's words after `place` the line's `start`-`last` stands for, and the frame after. */
function swappedTo(
  line: Token[],
  start: number,
  last: number,
  read: SourceTokens,
  place: number,
  listed: (token: Token, whole?: boolean) => boolean,
): boolean {
  // A day or month after the run frames a verb as often as a name ("תתקיים ביום שלישי").
  if (endsAt(line, last + 1) || line[last + 1]?.dated) return false;
  const run = line.slice(start, last + 1);
  const runWeight = run.reduce((sum, token) => sum + weight(token), 0);
  let nameWeight = 0;
  let nameWords = 0;
  // The weight of the name's last word: before a figure's words, the word their number needs.
  let lastWeight = 0;
  let figureWords = 0;
  // The source's words are a name, not only a list's "and" ("و" of "و14 محطة") or a particle.
  let named = false;
  for (let next = place + 1; ; next++) {
    const replaced = read.tokens[next];
    if (!replaced || replaced.broken || !replaced.joined) return false;
    if (heldByLine(replaced, line, start, last, read, next)) return false;
    // A name, then perhaps a figure's words the line left out (a date, an amount).
    const figure = isFigure(replaced);
    if (figure || figureWords > 0) {
      figureWords++;
      if (next === place + 1 || figureWords > FIGURE_WORDS) return false;
    } else {
      lastWeight = weight(replaced);
      nameWeight += lastWeight;
      nameWords++;
      if (nameWeight > REPLACED_MAX) return false;
    }
    named ||= !figure && !listed(replaced, true) && !HIRAGANA.test(replaced.text);
    const after = next + 1;
    if (endsAt(read.tokens, after)) return false;
    const length = frameLength(line, last + 1, read.tokens, after);
    if (length === 0) continue;
    let total = 0;
    for (let index = 0; index < length; index++) total += weight(line[last + 1 + index] as Token);
    const ends = endsAt(line, last + 1 + length) && endsAt(read.tokens, after + length);
    if (!named) continue;
    // A figure's words begin with the word before its number ("از ۱۵ اردیبهشت"): the source's
    // name is the words before that ("امسال هم" for "از ۱۵ اردیبهشت" is a rewording), and the
    // run no longer than it ("در سال جدید" for "تهران از اول فروردین" rewords the date).
    if (figureWords > 0) {
      if (nameWords < 2 || runWeight > nameWeight - lastWeight) return false;
      if (total >= FRAME_WEIGHT) return true;
      continue;
    }
    // A word put in place of a longer phrase is a rewording ("ייסעו" for "בכל יום").
    if (total >= FRAME_WEIGHT && runWeight >= nameWeight) return true;
    // A list's last name before the clause's last word: "و عبدی زدند", "और शुभमन गिल खेलेंगे".
    const before = line[start - 1] as Token;
    const coordinated =
      listed(before) || (listed(line[start] as Token) && listed(read.tokens[place + 1] as Token));
    if (coordinated && ends) return true;
    // Han and kana: a shared head and the clause's end ("中心。").
    if (run.every((token) => token.char) && runWeight >= 2 && total >= 2 && ends) return true;
  }
}
