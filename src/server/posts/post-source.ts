/** What every post source answers, whatever the wire format it reads. */

import type { PostMedia } from '#core/index.ts';
import type { PostSourceName } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { PostFacts } from '../services.ts';

/** One post, normalised: plain text, the handle and a large avatar URL. */
export interface NormalisedPost {
  id: string;
  username: string;
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
    }
  | { kind: 'gone'; reason: GoneReason };

export interface SourceContext {
  timeoutMs: number;
  log: Logger;
}

export interface PostSource {
  readonly name: PostSourceName;
  /** Answers the post or a final "gone"; throws SourceFailure when this source cannot tell. */
  fetchPost(
    id: string,
    options: { includeThread: boolean },
    context: SourceContext,
  ): Promise<SourceOutcome>;
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
