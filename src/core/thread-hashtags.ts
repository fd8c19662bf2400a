/**
 * A thread's hashtags: up to two from the text's most frequent long words (its CJK words found by
 * the segmenter) and the style's own tag, added to the last post where X's limit allows.
 */
import { isCjkWord, spaceCjkWords } from './cjk-words.ts';
import { hasWordCharacter } from './clean-model-text.ts';
import { type Random, THREAD_MAX_POSTS } from './constants.ts';
import { type PostRules, X_POST_RULES } from './network-post-rules.ts';
import { findLinks } from './remove-foreign-links.ts';

const MAX_SOURCE_HASHTAGS = 2;
/** Words at least this long make hashtags; the longest words of a text carry its topic. */
const HASHTAG_WORD_MIN = 7;
const HASHTAG_WORD_MAX = 30;
const ANY_WORD = /[\p{L}\p{M}\p{N}]+/gu;
/** A CJK word of two characters names a topic as a Latin word of seven does ("#地震"). */
const CJK_HASHTAG_WORD_MIN = 2;

/** A hashtag X would link (it needs a letter). */
const HASHTAG = /(?:^|[^\p{L}\p{N}_&])#[\p{L}\p{M}\p{N}_]*\p{L}/u;

/** True when the post is nothing but hashtags (a model's closing hashtag line). */
export function isOnlyHashtags(post: string): boolean {
  return HASHTAG.test(post) && !hasWordCharacter(post.replace(/#[\p{L}\p{M}\p{N}_]+/gu, ''));
}

/** Every hashtag of a text, `#` and all, with where it starts. */
const HASHTAG_TOKEN = /(^|[^\p{L}\p{N}_&])(#[\p{L}\p{M}\p{N}_]*\p{L}[\p{L}\p{M}\p{N}_]*)/gu;

/** The hashtags in `texts`, compared as X compares them: without regard to case. */
function hashtagKeys(texts: readonly string[]): Set<string> {
  const keys = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(HASHTAG_TOKEN)) keys.add((match[2] ?? '').toLowerCase());
  }
  return keys;
}

/** A text's closing run of hashtags (nothing but tags and spaces after its last word). */
const CLOSING_TAGS = /(?:\s+#[\p{L}\p{M}\p{N}_]*\p{L}[\p{L}\p{M}\p{N}_]*)+\s*$/u;

/**
 * The texts with each hashtag said one way: a later `#ai` after `#AI` is written `#AI` where it
 * stands in a sentence (taking it out would break the sentence), and dropped from a text's closing
 * run of tags, where it only repeats. A text that is nothing but tags keeps them.
 */
export function dropRepeatedHashtags(texts: readonly string[]): string[] {
  const first = new Map<string, string>();
  return texts.map((text) => {
    const closing = hasWordCharacter(text.replace(/#[\p{L}\p{M}\p{N}_]+/gu, ''))
      ? (CLOSING_TAGS.exec(text)?.index ?? text.length)
      : text.length;
    const said = (tag: string): string => first.get(tag.toLowerCase()) ?? tag;
    const body = text
      .slice(0, closing)
      .replace(HASHTAG_TOKEN, (_whole, lead: string, tag: string) => {
        const key = tag.toLowerCase();
        if (!first.has(key)) first.set(key, tag);
        return `${lead}${said(tag)}`;
      });
    const tags: string[] = [];
    for (const match of text.slice(closing).matchAll(HASHTAG_TOKEN)) {
      const tag = match[2] ?? '';
      const key = tag.toLowerCase();
      if (first.has(key)) continue;
      first.set(key, tag);
      tags.push(tag);
    }
    return tags.length > 0 ? `${body} ${tags.join(' ')}` : body;
  });
}

/** A valid index below `length` from a random number, whatever the number is. */
function pickIndex(random: Random, length: number): number {
  const value = Number(random());
  const index = Number.isFinite(value) ? Math.floor(value * length) : 0;
  return Math.min(length - 1, Math.max(0, index));
}

/** Up to two hashtags from the most frequent long words of the input, picked at random. */
function sourceHashtags(sourceText: string, styleTag: string, random: Random): string[] {
  const counts = new Map<string, { word: string; count: number }>();
  // Words inside a link ("t.co/Jv62WkI9lr") or a handle (@sophiebits) are not words of the text.
  let words = sourceText;
  for (const { link, index } of findLinks(sourceText)) {
    words = words.slice(0, index) + ' '.repeat(link.length) + words.slice(index + link.length);
  }
  // Chinese and Japanese words are found by the segmenter: a whole sentence is no hashtag.
  words = spaceCjkWords(words.replace(/@\w+/g, ' '));
  for (const [word] of words.matchAll(ANY_WORD)) {
    if (word.length > HASHTAG_WORD_MAX) continue;
    const letters = word.match(/\p{L}/gu)?.length ?? 0;
    if (letters < (isCjkWord(word) ? CJK_HASHTAG_WORD_MIN : HASHTAG_WORD_MIN)) continue;
    const key = word.toLowerCase();
    if (`#${key}` === styleTag.toLowerCase()) continue;
    const entry = counts.get(key);
    if (entry) entry.count += 1;
    else counts.set(key, { word, count: 1 });
  }
  const pool = [...counts.values()]
    .sort((a, b) => b.count - a.count || b.word.length - a.word.length)
    .slice(0, 6)
    .map(({ word }) => `#${word.charAt(0).toUpperCase()}${word.slice(1)}`);
  const tags: string[] = [];
  while (tags.length < MAX_SOURCE_HASHTAGS && pool.length > 0) {
    tags.push(...pool.splice(pickIndex(random, pool.length), 1));
  }
  return tags;
}

/** Adds hashtags when the last post has none: appended, else as an extra post, else fewer. */
export function addHashtags(
  posts: string[],
  sourceText: string,
  styleTag: string,
  random: Random,
  rules: PostRules = X_POST_RULES,
): void {
  const last = posts.at(-1);
  if (last === undefined || HASHTAG.test(last)) return;
  // A tag an earlier post already carries, in whatever case, is not added again.
  const present = hashtagKeys(posts);
  const tags = [...sourceHashtags(sourceText, styleTag, random), styleTag].filter(
    (tag) => !present.has(tag.toLowerCase()),
  );
  if (tags.length === 0) return;
  const appended = (count: number): string => `${last} ${tags.slice(-count).join(' ')}`;
  if (rules.length(appended(tags.length)) <= rules.limit) {
    posts[posts.length - 1] = appended(tags.length);
  } else if (posts.length < THREAD_MAX_POSTS) {
    posts.push(tags.join(' '));
  } else {
    // Five full posts: keep the content and add only as many tags as still fit, style tag last.
    for (let count = tags.length - 1; count >= 1; count -= 1) {
      if (rules.length(appended(count)) <= rules.limit) {
        posts[posts.length - 1] = appended(count);
        return;
      }
    }
  }
}
