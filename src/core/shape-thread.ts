/** Turns a model's raw thread into 4-5 posts that each fit X's weighted limit (spec section 5). */

import {
  capitaliseFirst,
  collapseHorizontalRules,
  hasWordCharacter,
  isHorizontalRule,
  normaliseText,
  removeCodeFences,
  removePromptEcho,
  sameTextKey,
  stripMarkdown,
  stripWrappingQuotes,
  tidySpaces,
  trimCutOffEnd,
} from './clean-model-text.ts';
import {
  type Random,
  THREAD_MAX_POSTS,
  THREAD_MIN_POSTS,
  type ThreadStyleId,
} from './constants.ts';
import { FALLBACK_THREAD } from './fallbacks.ts';
import { type PostRules, X_POST_RULES } from './network-post-rules.ts';
import {
  type AllowedLinks,
  allowedLinks,
  removeForeignLinks,
  type ShapeOptions,
} from './remove-foreign-links.ts';
import { splitSentences } from './split-sentences.ts';
import { stripReportingClause } from './strip-reporting-clause.ts';
import { addHashtags, dropRepeatedHashtags, isOnlyHashtags } from './thread-hashtags.ts';
import { THREAD_STYLES } from './thread-styles.ts';

/** A post longer than this (in characters) may be split at a sentence to reach 4 posts. */
const SPLIT_OVER_CHARS = 100;
/** Source sentences are packed into posts up to the limit less this (X: 250 of 280). */
const SOURCE_PACK_ROOM = 30;
/**
 * An over-long post is cut at a space after 200 of X's 280 (the same share of another network's
 * limit), else 3 before the limit.
 */
const CUT_SPACE_SHARE = 200 / 280;
const CUT_BEFORE_LIMIT = 3;
const ELLIPSIS = '…';
/** Only this many code points of an over-long post are examined for the cut. */
const HEAD_UNITS = 600;
const HEAD_CHARACTER_UNITS = 8;
/** The model writes at most 1000 tokens; more text than this is not an answer worth reading. */
const MAX_RAW_CHARS = 12_000;
const MAX_CANDIDATE_CHARS = 2_000;
/** Start of a post in the model's own numbering: "Tweet 1:", "Post 2/5", "3/5", "(4/5)", "[5/5]". */
const STRONG_MARKER =
  /^\s*(?:(?:tweet|post|thread|part|tuit|publicaci[oó]n)\s*#?\s*\d{1,2}(?:\s*(?:\/|of|de)\s*\d{1,2})?(?:\s*\([^)\n]{1,30}\))?\s*(?:[:.)\-–—]|$)|(?:ツイート|投稿)\s*\d{1,2}|\(?\d{1,2}\s*\/\s*\d{1,2}\)?(?=[\s:.)]|$)|\d{1,2}\s*\/(?=\s|$)|\[\d{1,2}\s*\/\s*\d{1,2}\])/iu;
/** Start of a post in a plain list: "1.", "2)", "- ", "• ". */
const WEAK_MARKER = /^\s*(?:\d{1,2}[.)](?=\s)|[-*•]\s)/u;

/** Instruction-like text a post may open with; removed repeatedly. */
const LEADING_PREFIX =
  /^\s*(?:here(?:'s|’s| is| are)\s+(?:your|the|a|an|my)\b[^:\n]{0,80}[:：]|(?:sure|certainly|of course|absolutely|okay)\s*[!.,]\s*(?=here)|thread\s*[:：]|(?:tweet|post|part|tuit|publicaci[oó]n)\s*#?\s*\d{1,2}(?:\s*(?:\/|of|de)\s*\d{1,2})?(?:\s*\([^)\n]{1,30}\))?\s*(?:[:.)\-–—]|(?=\s))|(?:ツイート|投稿)\s*\d{1,2}\s*[:：.]?|\(?\d{1,2}\s*\/\s*\d{1,2}\)?\s*[:.)\-–—]?|\d{1,2}\s*\/(?=\s)|\d{1,2}[.)](?=\s)|[-*•>]\s)\s*/iu;
/** A "(2/5)" or "1/5" counter closing a post. */
const TRAILING_COUNTER = /\s*[([]?\b\d{1,2}\s*\/\s*\d{1,2}[)\]]?\s*$/u;

/** Echoed prompt lines and notes: never a post. */
const ECHO_OR_NOTE =
  /^(?:request id|style|tone|what to do|output format|rules|instructions?)\s*:|^\(?\s*(?:note|please note|disclaimer|p\.?s\.?)\b|^(?:i hope|hope this|let me know|feel free|i['’]ve (?:kept|written|made|created)|i have (?:kept|written|made|created)|as an ai)\b/iu;
/** Chatty openers; they make a line meta only when it also talks about the thread itself. */
const CHATTY_OPENER =
  /^(?:sure|certainly|of course|absolutely|okay|ok|alright|here(?:'s|’s| is| are)|below|aquí|aqui|voici|以下|はい)(?![\p{L}\p{N}])/iu;
const THREAD_TALK =
  /\b(?:thread|tweets?|posts?|characters?|style|hashtags?|version|enjoy)\b|スレッド|ツイート|hilo/iu;

/**
 * A user-perceived character: a flag pair, or a base with its marks, skin tones, tags and
 * ZWJ-joined parts. Close to Unicode's grapheme clusters and far cheaper than Intl.Segmenter.
 */
const CLUSTER_EXTEND = '[\\p{M}\\p{Emoji_Modifier}\\u{E0020}-\\u{E007F}]';
const CLUSTER_BASE = '[^\\p{M}\\p{Emoji_Modifier}\\u200D\\u{E0020}-\\u{E007F}]';
const CLUSTER = new RegExp(
  `\\p{Regional_Indicator}{2}|${CLUSTER_BASE}${CLUSTER_EXTEND}*(?:\\u200D${CLUSTER_BASE}${CLUSTER_EXTEND}*)*|[\\s\\S]`,
  'gu',
);

/** The line without chatter about the thread; content after a chatty colon is kept. */
function withoutMeta(line: string): string {
  const trimmed = line.trim();
  if (ECHO_OR_NOTE.test(trimmed)) return '';
  if (CHATTY_OPENER.test(trimmed) && THREAD_TALK.test(trimmed)) {
    const colon = trimmed.search(/[:：]/);
    return colon >= 0 ? trimmed.slice(colon + 1) : '';
  }
  if (/[:：]\s*$/.test(trimmed) && THREAD_TALK.test(trimmed) && trimmed.length < 80) return '';
  return line;
}

/** Groups of consecutive non-blank lines, each joined into one line. */
function paragraphs(lines: readonly string[]): string[] {
  const groups: string[] = [];
  let current: string[] = [];
  for (const line of [...lines, '']) {
    if (line.trim() !== '') {
      current.push(line.trim());
    } else if (current.length > 0) {
      groups.push(current.join(' '));
      current = [];
    }
  }
  return groups;
}

/** Splits one block of text before inline counters ("1/5 ... 2/5 ...", "Tweet 1: ... Tweet 2: ..."). */
function splitInline(text: string): string[] {
  const parts = text.split(
    /\s+(?=\(?\d{1,2}\/\d{1,2}\)?\s)|\s+(?=(?:tweet|post)\s*\d{1,2}\s*[:.)\-–—])/iu,
  );
  return parts.length >= 2 ? parts : [text];
}

/** The model's answer cut into raw posts by its numbering, else by blank lines, else by lines. */
function segmentPosts(text: string): string[] {
  const lines = text
    .split('\n')
    .map((line) => (isHorizontalRule(line) ? '' : withoutMeta(stripMarkdown(line))));
  for (const marker of [STRONG_MARKER, WEAK_MARKER]) {
    const starts = lines.flatMap((line, index) => (marker.test(line) ? [index] : []));
    if (starts.length < 2) continue;
    const bounds = [...new Set([0, ...starts, lines.length])];
    const posts: string[] = [];
    for (let k = 0; k + 1 < bounds.length; k += 1) {
      const post = paragraphs(lines.slice(bounds[k], bounds[k + 1])).join(' ');
      if (post !== '') posts.push(post);
    }
    return posts;
  }
  const blocks = paragraphs(lines);
  if (blocks.length >= 2) return blocks;
  const nonBlank = lines.filter((line) => line.trim() !== '');
  if (nonBlank.length >= 2) return nonBlank;
  return blocks.length === 1 ? splitInline(blocks[0] ?? '') : [];
}

/** One post cleaned: prefixes, bracket text, counters and wrapping quotes gone, first letter up. */
function cleanPost(text: string): string {
  let post = stripMarkdown(normaliseText(text).replace(/\s+/g, ' '));
  for (let pass = 0; pass < 4; pass += 1) {
    const next = post.replace(LEADING_PREFIX, '');
    if (next === post) break;
    post = next;
  }
  post = post
    .replace(/\[[^\]\n]*\]|\{[^}\n]*\}/g, ' ')
    .replace(/[[\]{}]/g, ' ')
    .replace(TRAILING_COUNTER, '');
  post = stripWrappingQuotes(tidySpaces(post));
  return capitaliseFirst(tidySpaces(post)).normalize('NFC');
}

/** The head of the text cut into user-perceived characters, so a cut never splits an emoji. */
function headGraphemes(text: string): string[] {
  // 280 weighted never needs more than HEAD_UNITS characters (links aside), and no character is
  // longer than HEAD_CHARACTER_UNITS UTF-16 units (a subdivision flag is 14).
  const head = text.slice(0, HEAD_UNITS * HEAD_CHARACTER_UNITS);
  const units = head.match(CLUSTER) ?? [];
  // The slice may have cut the last character in half; it is never needed anyway.
  if (head.length < text.length) units.pop();
  return units.slice(0, HEAD_UNITS);
}

/**
 * The post itself when it fits; otherwise cut at the last space after character 200 (else at 277),
 * scaled down for wide characters, with an ellipsis, and within 280 weighted (on X; another
 * network's limit and count scale the same rule).
 */
export function fitPost(post: string, rules: PostRules = X_POST_RULES): string {
  const { limit: maxLength, length } = rules;
  if (post.length <= HEAD_UNITS * HEAD_CHARACTER_UNITS && length(post) <= maxLength) return post;
  const units = headGraphemes(post);
  const ellipsis = length(ELLIPSIS);
  const cutAt = maxLength - CUT_BEFORE_LIMIT;
  // Estimate with per-grapheme weights (exact without links), then confirm with the real count.
  let limit = 0;
  let weight = 0;
  while (limit < Math.min(units.length, cutAt)) {
    const next = weight + rules.graphemeLength(units[limit] ?? '');
    if (next + ellipsis > maxLength) break;
    weight = next;
    limit += 1;
  }
  const spaceAfter = Math.floor(limit * CUT_SPACE_SHARE * (maxLength / cutAt));
  let cut = limit;
  for (let index = limit; index > spaceAfter; index -= 1) {
    if (units[index] === ' ') {
      cut = index;
      break;
    }
  }
  const headOf = (count: number): string =>
    units
      .slice(0, count)
      .join('')
      .replace(/[\s,;:\-–—]+$/u, '');
  // Links weigh 23 whatever their length; step back until the result really fits. The ellipsis
  // joins no link and no grapheme, so its weight simply adds.
  while (cut > 0 && length(headOf(cut)) + ellipsis > maxLength) cut -= 1;
  return `${headOf(cut)}${ELLIPSIS}`;
}

/** True when the text has more than `count` code points, without counting all of a long text. */
function longerThan(text: string, count: number): boolean {
  if (text.length <= count) return false;
  let seen = 0;
  for (const _ of text) {
    seen += 1;
    if (seen > count) return true;
  }
  return false;
}

/** Splits the longest splittable post in two at the sentence boundary nearest its middle. */
function splitLongestPost(posts: string[]): boolean {
  let best = -1;
  let bestSentences: string[] = [];
  posts.forEach((post, index) => {
    if (!longerThan(post, SPLIT_OVER_CHARS)) return;
    const sentences = splitSentences(post);
    if (sentences.length < 2) return;
    if (best < 0 || post.length > (posts[best] ?? '').length) {
      best = index;
      bestSentences = sentences;
    }
  });
  if (best < 0) return false;
  const lengths = bestSentences.map((sentence) => sentence.length + 1);
  const total = lengths.reduce((sum, length) => sum + length, 0);
  let at = 1;
  let bestGap = Number.POSITIVE_INFINITY;
  let before = 0;
  for (let k = 1; k < bestSentences.length; k += 1) {
    before += lengths[k - 1] ?? 0;
    const gap = Math.abs(before - total / 2);
    if (gap < bestGap) {
      bestGap = gap;
      at = k;
    }
  }
  const first = cleanPost(bestSentences.slice(0, at).join(' '));
  const second = cleanPost(bestSentences.slice(at).join(' '));
  // Cleaning can empty a half ("Sure! Here is ..." goes); such a split gains no post.
  if (!hasWordCharacter(first) || !hasWordCharacter(second)) return false;
  posts.splice(best, 1, first, second);
  return true;
}

/** Sentences of the source not already in a post, packed into posts up to 250 weighted (on X). */
function* sourcePosts(
  sourceText: string,
  posts: readonly string[],
  rules: PostRules,
): Generator<string> {
  const packLimit = rules.limit - SOURCE_PACK_ROOM;
  const used = posts.map(sameTextKey).join(' | ');
  const taken = new Set<string>();
  const lines = collapseHorizontalRules(sourceText).split('\n').map(stripMarkdown);
  let chunk = '';
  let chunkWeight = 0;
  for (const sentence of splitSentences(lines.join('\n'))) {
    const key = sameTextKey(sentence);
    if (key === '' || taken.has(key) || used.includes(key)) continue;
    taken.add(key);
    // Weights add up across a space (no link or emoji spans one), so each sentence is weighed once.
    const weight = rules.length(sentence);
    if (chunk !== '' && chunkWeight + 1 + weight > packLimit) {
      yield chunk;
      chunk = '';
      chunkWeight = 0;
    }
    chunk = chunk === '' ? sentence : `${chunk} ${sentence}`;
    chunkWeight += (chunkWeight === 0 ? 0 : 1) + weight;
  }
  if (chunk !== '') yield chunk;
}

/** Gathers cleaned posts: foreign links out, repeats skipped, a closing hashtag line merged up. */
function postCollector(
  links: AllowedLinks,
  rules: PostRules,
): {
  posts: string[];
  add(candidate: string, fromModel?: boolean): void;
} {
  const posts: string[] = [];
  const seen = new Set<string>();
  const add = (candidate: string, fromModel = false): void => {
    // A longer candidate is cut to one post anyway; the cap keeps shaping fast.
    const head = candidate.slice(0, MAX_CANDIDATE_CHARS).replace(/[\uD800-\uDBFF]$/, '');
    let post = cleanPost(removeForeignLinks(head, links));
    // "The author argues that X" keeps X (issue 11); the source's words and filler stay as written.
    if (fromModel) post = capitaliseFirst(stripReportingClause(trimCutOffEnd(post)));
    // Cleaning can join a mark to a link ("…/atlas )" → "…/atlas)"): the link rule has the last word.
    post = removeForeignLinks(post, links);
    const key = sameTextKey(post);
    if (!hasWordCharacter(post) || key === '' || seen.has(key)) return;
    const previous = posts.at(-1);
    // A closing line of hashtags belongs to the post before it when it fits there.
    if (previous !== undefined && isOnlyHashtags(post)) {
      const merged = `${previous} ${post}`;
      if (rules.length(merged) <= rules.limit) {
        posts[posts.length - 1] = merged;
        return;
      }
    }
    seen.add(key);
    posts.push(post);
  };
  return { posts, add };
}

/** The model's answer cut into its raw posts. */
function modelSegments(raw: unknown): string[] {
  const answer = typeof raw === 'string' ? raw.slice(0, MAX_RAW_CHARS) : '';
  return segmentPosts(removeCodeFences(removePromptEcho(answer)));
}

/**
 * The model's posts as the guard reads them (issue 37): cut by its numbering or blank lines, each
 * cleaned of counters, prefixes and brackets, so "1/5" is not read as a figure.
 */
export function threadPostTexts(raw: string): string[] {
  return modelSegments(raw)
    .map(cleanPost)
    .filter((post) => hasWordCharacter(post));
}

/**
 * The posts of a thread the model is still writing, cleaned, link-checked and cut as shapeThread
 * does, at most five: those it has moved past (the next one has begun), and with `unfinished` the
 * one it is writing too (a stream shows its first words). Splitting, padding and hashtags wait
 * for the whole answer: they depend on how many posts there will be.
 */
export function threadPostsSoFar(
  rawSoFar: string,
  sourceText: string,
  options: ThreadShapeOptions & { unfinished?: boolean } = {},
): string[] {
  const rules = options.rules ?? X_POST_RULES;
  const source = typeof sourceText === 'string' ? normaliseText(sourceText) : '';
  const { posts, add } = postCollector(
    allowedLinks({ sourceText: source, sourceLinks: options.sourceLinks }),
    rules,
  );
  const segments = modelSegments(rawSoFar);
  for (const segment of options.unfinished ? segments : segments.slice(0, -1)) add(segment, true);
  return posts.slice(0, THREAD_MAX_POSTS).map((post) => fitPost(post, rules));
}

/** The links a thread may carry, its network (X unless said), its fewest posts (4: Continue's 1). */
export type ThreadShapeOptions = Pick<ShapeOptions, 'sourceLinks'> & {
  rules?: PostRules;
  minPosts?: number;
};

/** 4-5 non-empty posts, each within the network's limit (X: 280 weighted), for any model output. */
export function shapeThread(
  raw: string,
  sourceText: string,
  style: ThreadStyleId,
  random: Random,
  options: ThreadShapeOptions = {},
): string[] {
  const rules = options.rules ?? X_POST_RULES;
  const source = typeof sourceText === 'string' ? normaliseText(sourceText) : '';
  const links = allowedLinks({ sourceText: source, sourceLinks: options.sourceLinks });
  const styleTag = (THREAD_STYLES[style] ?? THREAD_STYLES.standard).hashtag;
  const fewest = Math.min(options.minPosts ?? THREAD_MIN_POSTS, THREAD_MIN_POSTS);
  const { posts, add } = postCollector(links, rules);
  for (const segment of modelSegments(raw)) add(segment, true);
  while (posts.length < fewest && splitLongestPost(posts)) {}
  if (posts.length < fewest) {
    for (const packed of sourcePosts(source, posts, rules)) {
      add(packed);
      if (posts.length >= fewest) break;
    }
  }
  // Source sentences packed into one long post can still be split into several.
  while (posts.length < fewest && splitLongestPost(posts)) {}
  for (const filler of FALLBACK_THREAD) {
    if (posts.length >= fewest) break;
    add(filler);
  }
  // A hashtag is said once: a later `#ai` after `#AI` goes (fitting first, so none is cut in two).
  const thread = dropRepeatedHashtags(
    posts.slice(0, THREAD_MAX_POSTS).map((post) => fitPost(post, rules)),
  );
  // Hashtags go in only where the network's count says they fit, so no post needs a second cut.
  addHashtags(thread, source, styleTag, random, rules);
  return thread;
}
