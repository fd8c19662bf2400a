/**
 * The author's own thread around a Mastodon status, out of `GET /api/v1/statuses/:id/context`
 * (`{ancestors, descendants}`): upward along `in_reply_to_id` while each status is the same
 * account's, downward along the account's replies to itself (the earliest, where it replied to
 * one status twice). A status of another account, or one with a name or id we would refuse,
 * ends the walk: a Quote card never shows someone else's words as the author's.
 */
import { z } from 'zod';
import { QUOTE_MAX_POSTS } from '#core/index.ts';
import { authorThreadWindow } from './author-thread.ts';
import { baseStatusSchema, checkNames, type Status, statusText } from './mastodon-status.ts';
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

/** A thread post's text as written; the `RE:` paragraph only where the quoted post is there. */
const textOf = (status: Status) =>
  statusText(status, baseStatusSchema.safeParse(status.quote?.quoted_status).success);

/**
 * The texts of the author's own thread that `status` (already read, its text `text`) is in, at
 * most QUOTE_MAX_POSTS; just `[text]` when the context answer is not one.
 */
export function mastodonAuthorThread(status: Status, text: string, context: unknown): string[] {
  const parsed = contextSchema.safeParse(context);
  if (!parsed.success) return [text];
  const ancestors = new Map(usable(parsed.data.ancestors).map((item) => [item.id, item]));
  const before: Status[] = [];
  for (let at = status; before.length < QUOTE_MAX_POSTS - 1; ) {
    const parent = at.in_reply_to_id ? ancestors.get(at.in_reply_to_id) : undefined;
    if (!parent || !sameAccount(parent, status)) break;
    before.unshift(parent);
    at = parent;
  }
  const descendants = usable(parsed.data.descendants).filter((item) => sameAccount(item, status));
  const after: Status[] = [];
  for (let at = status; after.length < QUOTE_MAX_POSTS - 1; ) {
    const current = at;
    const next = descendants
      .filter((item) => item.in_reply_to_id === current.id)
      .sort((a, b) => compareIds(a.id, b.id))[0];
    if (!next) break;
    after.push(next);
    at = next;
  }
  return authorThreadWindow(before.map(textOf), text, after.map(textOf));
}
