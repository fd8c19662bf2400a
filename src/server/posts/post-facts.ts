/**
 * What is true of a post besides its words (links, media, mentions, hashtags, quote, reply,
 * thread), read the same way for every source from its visible text plus what the source's
 * answer says. The local writer uses them; no field is guessed when a source cannot tell.
 */
import { parsePostUrl } from '#core/index.ts';
import type { PostFacts } from '../services.ts';

/** X's rule for a handle: 1-15 letters, digits or underscores. */
export const X_HANDLE = /^[A-Za-z0-9_]{1,15}$/;

export const isXHandle = (value: unknown): value is string =>
  typeof value === 'string' && X_HANDLE.test(value);

const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"'“”‘’]+/giu;
/** Not after a letter, digit, `_`, `@`, `/` or `.` (e-mail addresses, URL paths). */
const MENTION = /(?<![A-Za-z0-9_@/.!#$%&*])[@＠]([A-Za-z0-9_]{1,15})(?![A-Za-z0-9_@])/gu;
/** X's hashtags hold at least one letter and start after a space or punctuation, not mid-word. */
const HASHTAG = /(?<![\p{L}\p{N}_&#/])[#＃]([\p{L}\p{M}\p{N}_]*\p{L}[\p{L}\p{M}\p{N}_]*)/gu;

/** The host of a link as a person names it: lower case, without `www.`; none for t.co stand-ins. */
export function linkHost(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
    const host = parsed.hostname.toLowerCase().replace(/^www\./, '');
    // A t.co link still unexpanded (oEmbed) says nothing about where it leads.
    if (host === 't.co' || !host.includes('.')) return undefined;
    return host;
  } catch {
    return undefined;
  }
}

function unique(values: Iterable<string>): string[] {
  const seen = new Map<string, string>();
  for (const value of values) {
    const key = value.toLowerCase();
    if (!seen.has(key)) seen.set(key, value);
  }
  return [...seen.values()];
}

/** Links, mentions and hashtags as they appear in a post's visible, plain text. */
export function textFacts(
  text: string,
): Pick<PostFacts, 'linkHosts' | 'postLinkHosts' | 'mentions' | 'hashtags'> {
  const urls = (text.match(URL_IN_TEXT) ?? []).map((url) => url.replace(/[.,;:!?…)\]]+$/u, ''));
  const hostOf = (url: string) => {
    const host = linkHost(url);
    return host === undefined ? [] : [host];
  };
  const hosts = unique(urls.flatMap(hostOf));
  const postHosts = unique(urls.filter((url) => parsePostUrl(url) !== null).flatMap(hostOf));
  // Mentions and hashtags inside URLs (`/@name`, `#section`) are not the post's own.
  const words = text.replace(URL_IN_TEXT, ' ');
  const mentions = unique(Array.from(words.matchAll(MENTION), (match) => match[1] as string));
  const hashtags = unique(Array.from(words.matchAll(HASHTAG), (match) => match[1] as string));
  const facts: PostFacts = {};
  if (hosts.length > 0) facts.linkHosts = hosts;
  if (postHosts.length > 0) facts.postLinkHosts = postHosts;
  if (mentions.length > 0) facts.mentions = mentions;
  if (hashtags.length > 0) facts.hashtags = hashtags;
  return facts;
}

/** The facts of one post: its text's, plus what the source knows; empty and zero values left out. */
export function buildFacts(
  text: string,
  known: {
    photos?: number;
    videos?: number;
    quotes?: string | null;
    replyTo?: string | null;
    threadLength?: number;
  } = {},
): PostFacts {
  const facts: PostFacts = textFacts(text);
  if (known.photos) facts.photos = known.photos;
  if (known.videos) facts.videos = known.videos;
  if (isXHandle(known.quotes)) facts.quotes = known.quotes;
  if (isXHandle(known.replyTo)) facts.replyTo = known.replyTo;
  if (known.threadLength && known.threadLength > 1) facts.threadLength = known.threadLength;
  return facts;
}
