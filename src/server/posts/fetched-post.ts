/**
 * A post as a network's reader returns it and /api/fetch-tweet answers it, and the way a post read
 * so becomes one post of its author's thread.
 */
import type { NetworkId, PostFacts, PostMedia } from '#core/index.ts';
import type { AuthorPost } from './author-post.ts';

/** A post as the API returns it from /api/fetch-tweet. */
export interface FetchedPost {
  /** The network the post was read from. */
  network: NetworkId;
  /** X's id, Bluesky's record key, or the Mastodon status id. */
  id: string;
  username: string;
  /** The author's display name (emoji kept); the handle where the source gives none. */
  displayName: string;
  /** When the post was written, ISO 8601, where the source tells it. */
  createdAt?: string;
  /**
   * The author asked search engines to stay away (Bluesky's porn, sexual, nudity or graphic-media
   * labels; a Mastodon account marked `noindex`): the card's page is `noindex` too.
   */
  noindex?: boolean;
  /** The `_400x400` avatar, or X's default avatar. */
  profileImage: string;
  /** Plain text; with includeThread, the author's thread up to and including this post. */
  tweetText: string;
  lang?: string;
  /** The author's thread, oldest first, when the post is part of one. */
  thread?: string[];
  /**
   * With includeLaterPosts: every post of the author's own thread the post is in, in order, the
   * post among them (by its `id`), never another author's, at most AUTHOR_THREAD_MAX_POSTS, each with
   * its own choices; absent for a post that is no part of one.
   */
  authorThread?: AuthorPost[];
  /**
   * Whether the author turned quoting off could not be read (a Bluesky postgate's read failed):
   * a card that writes about the post goes on; a Quote card, which reproduces it, may not.
   */
  quotingUnknown?: true;
  /**
   * Whether the author turned quoting off could not be read for a later post of the thread: that
   * post is left out of every card, and the post is read again next time rather than cached.
   */
  threadQuotingUnknown?: true;
  /** Only the start of a long post could be had. */
  truncated?: boolean;
  /** Links, media, mentions, quote and thread, where the source tells them. */
  facts?: PostFacts;
  /** The post's own canonical link (Bluesky's and Mastodon's; X's is built from id and handle). */
  postUrl?: string;
  /** The post this one quotes, its links whole (Bluesky, Mastodon). */
  quote?: { username: string; text: string };
  /** The author's content warning (Mastodon's `spoiler_text`), shown before the card's text. */
  contentWarning?: string;
  /** The post's pictures and video posters, each through the image proxy's rules (at most 4). */
  media?: PostMedia[];
}

/** The choices a FetchedPost cannot tell apart (both mean `noindex` there). */
interface Choices {
  adultLabel?: boolean;
  sensitiveMedia?: boolean;
  quotingOff?: boolean;
}

/** A post read as a FetchedPost (Bluesky's, Mastodon's), as a post of its author's thread. */
export function authorPostOf(post: FetchedPost, choices: Choices = {}): AuthorPost {
  return {
    id: post.id,
    text: post.tweetText,
    url: post.postUrl ?? '',
    ...(post.createdAt && { createdAt: post.createdAt }),
    ...(post.contentWarning && { contentWarning: post.contentWarning }),
    ...(post.noindex && { noindex: true as const }),
    ...(choices.adultLabel && { adultLabel: true as const }),
    ...(choices.sensitiveMedia && { sensitiveMedia: true as const }),
    ...(choices.quotingOff && { quotingOff: true as const }),
    ...(post.media && post.media.length > 0 && { media: post.media }),
    ...(post.facts && { facts: post.facts }),
    ...(post.quote && { quote: post.quote }),
  };
}
