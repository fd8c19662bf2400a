/**
 * A thread of a text not in English, grown to four posts from its own words (issue 30, item 8):
 * core's shaping pads a thread of fewer posts with its English filler, so the writer must give
 * four itself. The text's sentences first, then their clauses (clause-pieces.ts), then a cut
 * between two words near a sentence's middle (the platform's word segmenter, so Chinese and
 * Japanese are cut between words too), each cut marked "…". Nothing is repeated. A text too
 * short for that (fewer than about eight words) ends with number posts ("3️⃣", "4️⃣"): a
 * keycap is read the same in every language, and, unlike a bare emoji or a lone hashtag (which
 * core drops or merges into the post before), it carries a digit, so core keeps it as a post.
 */
import { findLinks, segmentsOf } from '#core/index.ts';
import { splitAtClause, weight } from './clause-pieces.ts';

/**
 * Words each side of a cut between words: a piece of three words can still be a phrase ("El
 * nuevo puente abre…"); two rarely are, and a thread of them reads as a sentence chopped up.
 */
const MIN_PIECE_WORDS = 3;
/** Words each side of a cut at a clause mark, as the cards cut them (clause-pieces.ts). */
const MIN_CLAUSE_WORDS = 2;
/** Scripts written without spaces between words: a cut may fall between two of their words. */
const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const ONLY_HIRAGANA = /^[\p{Script=Hiragana}ー]+$/u;
/** A mark a cut may follow without a space: CJK punctuation (a Latin comma takes a space). */
const CJK_MARK = /[、，。！？；：]/u;
/** Number posts, by position: "3️⃣" is the third post (a digit, U+FE0F and the keycap mark). */
const keycap = (position: number): string => `${position}\uFE0F\u20E3`;

/** A post as core tells two apart (its sameTextKey): letters and digits, lower-cased. */
const postKey = (post: string): string =>
  post
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const wordSegmenters = new Map<string, Intl.Segmenter>();
function wordSegmenter(language: string): Intl.Segmenter {
  let segmenter = wordSegmenters.get(language);
  if (!segmenter) {
    // An unknown code ('und') falls back to the root rules, which still find CJK words.
    segmenter = new Intl.Segmenter(language === 'und' ? undefined : language, {
      granularity: 'word',
    });
    wordSegmenters.set(language, segmenter);
  }
  return segmenter;
}

/** The first piece of a cut: no mark left at its end, and "…" to say the sentence goes on. */
const goesOn = (piece: string): string =>
  `${piece.trim().replace(/[\s,;:–—،؛、，；：.…]+$/u, '')}…`;

/** A segment a cut may stand next to in a script without spaces: not one character alone. */
const wholeWord = (segment: string): boolean => [...segment].length >= 2;

/**
 * May a line written without spaces be cut between these two words? Not before a kana ending or
 * particle ("図書館｜が"), and not beside a word of one character, which the segmenter may have cut
 * from a longer one ("图书｜馆"); after a particle, before a word, is the best place ("が｜今日").
 */
function unspacedCut(before: string, after: string): 'no' | 'yes' | 'best' {
  if (ONLY_HIRAGANA.test(after) || !wholeWord(after)) return 'no';
  if (ONLY_HIRAGANA.test(before)) return 'best';
  return wholeWord(before) ? 'yes' : 'no';
}

/**
 * The line in two between words, near its middle, with at least `minWeight` words each side
 * (clause-pieces.ts' weight: a CJK character is half a word); never inside a link. In a script
 * without spaces the cut follows unspacedCut; in one with spaces, a cut that leaves a word of one
 * or two letters at the end (an article, a preposition) is avoided where another is near.
 */
export function splitAtWord(
  line: string,
  language: string,
  minWeight = MIN_PIECE_WORDS,
): [string, string] | undefined {
  if (weight(line) < 2 * minWeight) return undefined;
  const segments = [...segmentsOf(wordSegmenter(language), line)];
  const links = findLinks(line).map(({ link, index }) => [index, index + link.length] as const);
  let best: { at: number; cost: number } | undefined;
  let lastWord = '';
  for (const [index, segment] of segments.entries()) {
    if (segment.isWordLike) lastWord = segment.segment;
    const next = segments[index + 1];
    if (!next?.isWordLike) continue;
    const at = next.index;
    if (links.some(([start, end]) => at > start && at < end)) continue;
    const previous = line.charAt(at - 1);
    const unspaced = UNSPACED.test(previous) && UNSPACED.test(line.charAt(at));
    const fit = unspaced ? unspacedCut(segment.segment, next.segment) : 'yes';
    if (fit === 'no' || !(unspaced || /\s/u.test(previous) || CJK_MARK.test(previous))) continue;
    if (weight(line.slice(0, at)) < minWeight || weight(line.slice(at)) < minWeight) continue;
    let cost = Math.abs(at - line.length / 2) / line.length;
    if (fit === 'best') cost -= 0.15;
    if (!unspaced && [...lastWord].length <= 2) cost += 0.2;
    if (!best || cost < best.cost) best = { at, cost };
  }
  if (!best) return undefined;
  const first = goesOn(line.slice(0, best.at));
  const second = line.slice(best.at).trim();
  return first === '…' || second === '' ? undefined : [first, second];
}

/**
 * `lines` grown to `count` by cutting the longest line that `split` can cut, its pieces in its
 * place; a cut that would repeat a post (or leave one without words) is not made.
 */
function grow(
  lines: readonly string[],
  count: number,
  split: (line: string) => [string, string] | undefined,
): string[] {
  const out = [...lines];
  const stuck = new Set<string>();
  while (out.length < count) {
    const longest = out
      .map((line, index) => ({ line, index }))
      .filter(({ line }) => !stuck.has(line))
      .sort((a, b) => b.line.length - a.line.length)[0];
    if (!longest) break;
    const pieces = split(longest.line);
    const keys = new Set(out.filter((_, index) => index !== longest.index).map(postKey));
    const [first, second] = (pieces ?? []).map(postKey);
    if (!pieces || !first || !second || first === second || keys.has(first) || keys.has(second)) {
      stuck.add(longest.line);
      continue;
    }
    out.splice(longest.index, 1, ...pieces);
  }
  return out;
}

/**
 * At least `count` posts of the text's own words (more when `lines` has more): repeats dropped,
 * then lines cut at their clauses, then between words; number posts make up what a very short
 * text cannot.
 */
export function ownThreadPosts(
  lines: readonly string[],
  count: number,
  language: string,
): string[] {
  const seen = new Set<string>();
  const unique = lines.filter((line) => {
    const key = postKey(line);
    if (key === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const byClauses = grow(unique, count, (line) => splitAtClause(line, MIN_CLAUSE_WORDS));
  const posts = grow(byClauses, count, (line) => splitAtWord(line, language));
  // A keycap's key is its digit: one a post of the text already has ("3.") is skipped.
  const keys = new Set(posts.map(postKey));
  for (let position = posts.length + 1; posts.length < count && position <= 9; position++) {
    if (!keys.has(String(position))) posts.push(keycap(position));
  }
  return posts;
}
