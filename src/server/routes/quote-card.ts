/**
 * Quote mode's card: the post itself, as its author wrote it, or every post of the author's own
 * thread it is in. Nothing is written, so no model is asked and nothing can fall back.
 */

import { QUOTE_MAX_POSTS, type SummaryResponse } from '#core/index.ts';
import type { FetchedPost } from '../services.ts';

/**
 * The posts a Quote card draws: the author's whole thread (at most QUOTE_MAX_POSTS), else the
 * thread up to the post where the source could not read later posts, else the post alone (its
 * `tweetText` is the post's own text only when there is no thread: with one, it is them joined).
 */
export function quotePosts(post: FetchedPost): string[] {
  const thread = (post.authorThread ?? post.thread ?? []).filter((text) => text.trim() !== '');
  const posts = thread.length > 0 ? thread : [post.tweetText];
  return posts.slice(-QUOTE_MAX_POSTS);
}

/** The Quote card's answer (before it is stored): the posts, their pictures and the post quoted. */
export function quoteCard(
  post: FetchedPost,
  fromPost: boolean,
  author: Pick<SummaryResponse, 'displayName' | 'createdAt'>,
): SummaryResponse {
  return {
    mode: 'quote',
    ...(fromPost && { network: post.network }),
    username: post.username,
    ...author,
    profileImage: post.profileImage,
    ...(post.contentWarning && { contentWarning: post.contentWarning }),
    ...(post.media && { media: post.media }),
    ...(post.lang && { lang: post.lang }),
    posts: quotePosts(post),
    ...(post.quote && { quote: post.quote }),
  };
}
