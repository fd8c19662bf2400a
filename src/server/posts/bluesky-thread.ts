/**
 * The author's own thread around a Bluesky post, out of `app.bsky.feed.getPostThread`'s tree:
 * upward while each parent is the same author's, downward along the author's replies to
 * themself (the earliest, where they replied to one post twice). Another author's post ends
 * the walk either way: a card never shows someone else's words as the author's.
 */
import { z } from 'zod';
import { AUTHOR_THREAD_MAX_POSTS } from '#core/index.ts';
import { type BlueskyPost, postSchema } from './bluesky-post.ts';

const THREAD_VIEW = 'app.bsky.feed.defs#threadViewPost';

/** One node of the tree: a post with its parent and replies, read one level at a time. */
export const threadNodeSchema = z.looseObject({
  $type: z.string(),
  post: postSchema.optional(),
  parent: z.unknown().optional(),
  replies: z.array(z.unknown()).optional().catch(undefined),
});
export type ThreadNode = z.infer<typeof threadNodeSchema>;

/** A node that is a readable post (not `#notFoundPost` or `#blockedPost`). */
function readableNode(value: unknown): (ThreadNode & { post: BlueskyPost }) | undefined {
  const node = threadNodeSchema.safeParse(value);
  if (!node.success || node.data.$type !== THREAD_VIEW || !node.data.post) return undefined;
  return node.data as ThreadNode & { post: BlueskyPost };
}

/** The `reply.parent.uri` of a post record: which post it answers. */
function parentUri(post: BlueskyPost): string | undefined {
  const reply = post.record.reply as { parent?: { uri?: unknown } } | undefined;
  const uri = reply?.parent?.uri;
  return typeof uri === 'string' ? uri : undefined;
}

const writtenAt = (post: BlueskyPost) => Date.parse(post.record.createdAt ?? '') || 0;

/** The author's posts above `node`, oldest first (at most AUTHOR_THREAD_MAX_POSTS - 1). */
export function ownAncestors(node: ThreadNode & { post: BlueskyPost }): BlueskyPost[] {
  const did = node.post.author.did;
  const ancestors: BlueskyPost[] = [];
  let current = node;
  while (ancestors.length < AUTHOR_THREAD_MAX_POSTS - 1) {
    const parent = readableNode(current.parent);
    if (!parent || parent.post.author.did !== did) break;
    if (parentUri(current.post) !== parent.post.uri) break;
    ancestors.unshift(parent.post);
    current = parent;
  }
  return ancestors;
}

/** The author's replies to themself below `node`, in order (at most AUTHOR_THREAD_MAX_POSTS - 1). */
export function ownLaterPosts(node: ThreadNode & { post: BlueskyPost }): BlueskyPost[] {
  const did = node.post.author.did;
  const later: BlueskyPost[] = [];
  let current = node;
  while (later.length < AUTHOR_THREAD_MAX_POSTS - 1) {
    const own = (current.replies ?? [])
      .map(readableNode)
      .filter(
        (reply): reply is ThreadNode & { post: BlueskyPost } =>
          reply !== undefined &&
          reply.post.author.did === did &&
          parentUri(reply.post) === current.post.uri,
      )
      .sort((a, b) => writtenAt(a.post) - writtenAt(b.post));
    const next = own[0];
    if (!next) break;
    later.push(next.post);
    current = next;
  }
  return later;
}
