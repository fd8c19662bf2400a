/** What every post source answers, whatever the wire format it reads. */

import type { PostMedia } from '#core/index.ts';
import type { PostSourceName } from '../config/index.ts';
import type { Logger } from '../logging/logger.ts';
import type { PostFacts } from '../services.ts';

/** One post, normalised: plain text, the handle and a large avatar URL. */
export interface NormalisedPost {
  id: string;
  username: string;
  /** The author's display name, emoji kept; absent where the source gives none. */
  displayName?: string;
  /** When the post was written, ISO 8601, where the source tells it. */
  createdAt?: string;
  profileImage: string;
  text: string;
  lang?: string;
  /** Only the start of a long post could be had. */
  truncated?: boolean;
  /** Links, media, mentions, quote, reply and thread, as far as this source can tell. */
  facts?: PostFacts;
  /** The post's pictures and video posters, where the source gives their URLs. */
  media?: PostMedia[];
  /** The post it quotes, as plain text with its links whole, where the source gives it. */
  quote?: { username: string; text: string };
}

/** At most this many of a post's pictures are carried (X and Bluesky allow four). */
export const MAX_POST_MEDIA = 4;

/** Why X will not show a post; each maps to its own message for a person. */
export type GoneReason =
  | 'notFound'
  | 'deleted'
  | 'private'
  | 'suspended'
  | 'ageRestricted'
  | 'unavailable';

export type SourceOutcome =
  | {
      kind: 'found';
      post: NormalisedPost;
      /** The author's own posts up to and including `post`, oldest first; just `[post]` alone. */
      thread: NormalisedPost[];
      /**
       * Asked with includeLaterPosts: the same author's replies to themself after `post`, each
       * answering the one before, in order (none where the source cannot see them).
       */
      laterPosts?: NormalisedPost[];
    }
  | { kind: 'gone'; reason: GoneReason };

export interface SourceContext {
  timeoutMs: number;
  log: Logger;
}

export interface PostSourceOptions {
  includeThread: boolean;
  /** Quote cards: the author's whole own thread, so `thread` and `laterPosts` both. */
  includeLaterPosts?: boolean;
}

export interface PostSource {
  readonly name: PostSourceName;
  /**
   * Answers the post or a final "gone"; throws SourceFailure when this source cannot tell. With
   * includeLaterPosts it also reads the author's posts before and after it, where it can.
   */
  fetchPost(id: string, options: PostSourceOptions, context: SourceContext): Promise<SourceOutcome>;
}

/** This source could not answer (timeout, refusal, garbage); the next one is tried. */
export class SourceFailure extends Error {
  override name = 'SourceFailure';
  constructor(
    message: string,
    readonly timedOut = false,
  ) {
    super(message);
  }
}

/** X's default avatar, for sources that give none; the web app swaps in its own copy on error. */
export const DEFAULT_AVATAR_URL =
  'https://abs.twimg.com/sticky/default_profile_images/default_profile_400x400.png';

/** The `_400x400` variant of an X avatar URL (from `_normal`, `_bigger`, `_200x200` ...). */
export function toLargeAvatar(url: string | null | undefined): string {
  if (!url) return DEFAULT_AVATAR_URL;
  return url.replace(/_(normal|bigger|mini|200x200|400x400)(\.[A-Za-z0-9]+)?$/, '_400x400$2');
}

/** A BCP 47-ish language tag, without X's pseudo-codes ("und", "zxx", "qme" for media-only ...). */
export function cleanLang(lang: string | null | undefined): string | undefined {
  if (!lang || lang === 'und' || lang === 'zxx' || /^q[a-z]{2}$/.test(lang)) return undefined;
  return /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/i.test(lang) ? lang : undefined;
}

/** Numeric order of two snowflake ids; they exceed Number precision, so BigInt. */
export function compareIds(a: string, b: string): number {
  const difference = BigInt(a) - BigInt(b);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}

/** X's snowflake epoch (2010-11-04T01:42:54.657Z): an id's top bits count ms from it. */
const TWITTER_EPOCH_MS = 1_288_834_974_657n;
/**
 * Ids below this were handed out in sequence before snowflakes (jack's first post is "20"); a
 * snowflake a minute past the epoch is already about 2.5e11, above every sequential id.
 */
const FIRST_SNOWFLAKE = 60_000n << 22n;

/** When an X post was written, read from its snowflake id (ISO 8601); undefined for older ids. */
export function snowflakeTime(id: string): string | undefined {
  if (!/^\d{1,20}$/.test(id)) return undefined;
  const value = BigInt(id);
  if (value < FIRST_SNOWFLAKE || value >= 1n << 63n) return undefined;
  return new Date(Number((value >> 22n) + TWITTER_EPOCH_MS)).toISOString();
}

/** A source's date (ISO text, X's legacy text, or epoch seconds) as ISO 8601, or undefined. */
export function isoTime(value: string | number | null | undefined): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const ms = typeof value === 'number' ? value * 1000 : Date.parse(value);
  // Year 1 to 9999: what `toISOString` writes as four digits, and any post's date.
  if (!Number.isFinite(ms) || ms < -62_135_596_800_000 || ms > 253_402_300_799_999)
    return undefined;
  return new Date(ms).toISOString();
}
