/**
 * The posts a Quote card shows of its author's own thread: every post of the run, in order, the
 * asked post among them, at most QUOTE_MAX_POSTS. A longer run is cut to the window that holds
 * the asked post and starts as early as it can (the thread's opening when the post lies within
 * its first QUOTE_MAX_POSTS; else the post is the window's last).
 */
import { QUOTE_MAX_POSTS } from '#core/index.ts';

export function authorThreadWindow<T>(
  before: readonly T[],
  post: T,
  after: readonly T[],
  max: number = QUOTE_MAX_POSTS,
): T[] {
  const all = [...before, post, ...after];
  const start = Math.max(0, before.length - (max - 1));
  return all.slice(start, start + max);
}
