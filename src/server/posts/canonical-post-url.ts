/** The link a card and an answer give for the post they are about. */
import type { FetchedPost } from '../services.ts';

/** The source's own link (Bluesky, Mastodon), or X's `https://x.com/<user>/status/<id>`. */
export function canonicalPostUrl(post: FetchedPost): string {
  return post.postUrl ?? `https://x.com/${post.username}/status/${post.id}`;
}
