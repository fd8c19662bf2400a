/**
 * The author's own thread around a Mastodon status, out of `GET /api/v1/statuses/:id/context`
 * (`{ancestors, descendants}`): upward along `in_reply_to_id` while each status is the same
 * account's, downward along the account's replies to itself (the earliest, where it replied to
 * one status twice). A status of another account, or one with a name or id we would refuse,
 * ends the walk: a card never shows someone else's words as the author's. Each status keeps its
 * own content warning, sensitive pictures and link.
 */
import { z } from 'zod';
import { AUTHOR_THREAD_MAX_POSTS } from '#core/index.ts';
import type { AuthorPost } from './author-post.ts';
import { authorThreadWindow } from './author-thread.ts';
import { authorPostOf } from './fetched-post.ts';
import { baseStatusSchema, checkNames, normaliseStatus, type Status } from './mastodon-status.ts';
import { compareIds } from './post-source.ts';

const contextSchema = z.looseObject({
  ancestors: z.array(z.unknown()).max(1_000).catch([]),
  descendants: z.array(z.unknown()).max(1_000).catch([]),
});

/** The statuses of a context list we may show: well-formed, with ids and names as allowed. */
function usable(items: unknown[]): Status[] {
  return items.flatMap((item) => {
    const parsed = baseStatusSchema.safeParse(item);
    if (!parsed.success) return [];
    const status = parsed.data as Status;
    try {
      checkNames(status);
    } catch {
      return [];
    }
    return [status];
  });
}

/** Whether two statuses are the same account's (its id where both have one, else its acct). */
const sameAccount = (a: Status, b: Status) =>
  a.account.id && b.account.id ? a.account.id === b.account.id : a.account.acct === b.account.acct;

/** Where the statuses were read: the instance's origin and the host that was pasted. */
export interface InstanceOrigin {
  origin: string;
  host: string;
}

/**
 * A status of the thread read as the asked one is (its text, link, facts, pictures), with its
 * own choices; none when the instance answered it for another site.
 */
function threadPost(status: Status, instance: InstanceOrigin): AuthorPost | undefined {
  try {
    const post = normaliseStatus(status, instance.origin, instance.host, status.id);
    const pictures = (status.media_attachments ?? []).length > 0;
    return authorPostOf(post, { sensitiveMedia: status.sensitive === true && pictures });
  } catch {
    return undefined;
  }
}

/** A run of statuses as posts, ending before the first one that cannot be read. */
function readRun(statuses: Status[], instance: InstanceOrigin): AuthorPost[] {
  const posts: AuthorPost[] = [];
  for (const status of statuses) {
    const post = threadPost(status, instance);
    if (!post) break;
    posts.push(post);
  }
  return posts;
}

/**
 * The author's own thread that `status` (already read as `asked`) is in, at most
 * AUTHOR_THREAD_MAX_POSTS posts in order; undefined when the context answer is not one or the status is
 * no part of a thread.
 */
export function mastodonAuthorThread(
  status: Status,
  asked: AuthorPost,
  context: unknown,
  instance: InstanceOrigin,
): AuthorPost[] | undefined {
  const parsed = contextSchema.safeParse(context);
  if (!parsed.success) return undefined;
  const ancestors = new Map(usable(parsed.data.ancestors).map((item) => [item.id, item]));
  const before: Status[] = [];
  for (let at = status; before.length < AUTHOR_THREAD_MAX_POSTS - 1; ) {
    const parent = at.in_reply_to_id ? ancestors.get(at.in_reply_to_id) : undefined;
    if (!parent || !sameAccount(parent, status)) break;
    before.unshift(parent);
    at = parent;
  }
  const descendants = usable(parsed.data.descendants).filter((item) => sameAccount(item, status));
  const after: Status[] = [];
  for (let at = status; after.length < AUTHOR_THREAD_MAX_POSTS - 1; ) {
    const current = at;
    const next = descendants
      .filter((item) => item.in_reply_to_id === current.id)
      .sort((a, b) => compareIds(a.id, b.id))[0];
    if (!next) break;
    after.push(next);
    at = next;
  }
  // Nearest first upward, so a status that cannot be read ends the run where it stands.
  const earlier = readRun(before.reverse(), instance).reverse();
  const later = readRun(after, instance);
  const thread = authorThreadWindow(earlier, asked, later, AUTHOR_THREAD_MAX_POSTS);
  return thread.length > 1 ? thread : undefined;
}
