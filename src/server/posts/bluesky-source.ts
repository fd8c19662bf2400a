/**
 * Reads a Bluesky post from the public AppView (`BLUESKY_BASE_URL`): the post with
 * `app.bsky.feed.getPostThread` through the AT Protocol client (@atcute/client) over our own
 * capped, timed fetch, and at the same time its postgate with `com.atproto.repo.getRecord`, which
 * says whether its author turned quoting off. Read with its thread, the postgates of the thread's
 * other posts follow in one round, all at once. Nothing else is ever called on a visitor's say-so:
 * the host is ours.
 */
import type {} from '@atcute/bluesky';
import { Client } from '@atcute/client';
import type { ResourceUri } from '@atcute/lexicons';
import { z } from 'zod';
import { AUTHOR_THREAD_MAX_POSTS, BLUESKY_MESSAGES, isDomainName } from '#core/index.ts';
import { HttpError } from '../http/errors.ts';
import type { FetchedPost } from '../services.ts';
import { authorThreadWindow } from './author-thread.ts';
import { type BlueskyPost, hasAdultLabel, normaliseBlueskyPost } from './bluesky-post.ts';
import { ownAncestors, ownLaterPosts, threadNodeSchema } from './bluesky-thread.ts';
import { fetchUpstream, type UpstreamAnswer } from './fetch-upstream.ts';
import { authorPostOf } from './fetched-post.ts';
import { SourceFailure } from './post-source.ts';

/** The label an author sets to ask not to be shown to people who are not logged in. */
export const NO_UNAUTHENTICATED = '!no-unauthenticated';

export { BLUESKY_MESSAGES } from '#core/index.ts';

/** The rule a postgate holds when its author turned quoting off. */
export const DISABLE_QUOTING_RULE = 'app.bsky.feed.postgate#disableRule';

/** The AppView's error answer, as the lexicon defines it. */
const errorSchema = z.object({ error: z.string(), message: z.string().optional() });
const threadSchema = z.object({ thread: threadNodeSchema });
const postgateSchema = z.object({
  value: z.looseObject({
    embeddingRules: z
      .array(z.looseObject({ $type: z.string().optional() }))
      .optional()
      .catch(undefined),
  }),
});

export interface BlueskyFetchOptions {
  /** The author's own posts before and after this one, read in the same call. */
  includeLaterPosts?: boolean;
}

export interface BlueskySource {
  fetchPost(
    ref: { actor: string; rkey: string },
    timeoutMs: number,
    options?: BlueskyFetchOptions,
  ): Promise<FetchedPost>;
}

/** The HttpError for a call that failed before the AppView answered. */
function callFailed(error: unknown): HttpError {
  if (error instanceof SourceFailure && error.timedOut) {
    return new HttpError(504, BLUESKY_MESSAGES.slow);
  }
  return new HttpError(502, BLUESKY_MESSAGES.unreachable);
}

/** What a postgate read says of quoting: allowed, turned off, or not to be told (a failed read). */
export type Quoting = 'allowed' | 'off' | 'unknown';

/**
 * Whether the author turned quoting off: their postgate (same record key as the post) holds the
 * disable rule. No postgate (the AppView's "Could not locate record") means quoting is allowed;
 * any other answer tells nothing.
 */
export function readQuoting(gate: PromiseSettledResult<UpstreamAnswer>): Quoting {
  if (gate.status === 'rejected') return 'unknown';
  const answer = gate.value;
  let json: unknown;
  try {
    json = JSON.parse(answer.text);
  } catch {
    return 'unknown';
  }
  if (answer.status === 400) {
    const failure = errorSchema.safeParse(json);
    const name = failure.success ? failure.data.error : '';
    // RecordNotFound (the lexicon's name) or the AppView's InvalidRequest for a missing record or
    // repo; an unknown repo is answered by getPostThread's own error first.
    if (name === 'RecordNotFound' || name === 'InvalidRequest') return 'allowed';
  }
  if (answer.status !== 200) return 'unknown';
  const parsed = postgateSchema.safeParse(json);
  if (!parsed.success) return 'unknown';
  const off = (parsed.data.value.embeddingRules ?? []).some(
    (rule) => rule.$type === DISABLE_QUOTING_RULE,
  );
  return off ? 'off' : 'allowed';
}

/** The record key of a post's `at://` URI. */
const rkeyOf = (uri: string) => uri.split('/').pop() ?? '';

/** The post and its author's own posts around it, read from the thread's answer. */
interface ReadThread {
  post: FetchedPost;
  /** The author's posts before and after it, at most AUTHOR_THREAD_MAX_POSTS with it. */
  before: BlueskyPost[];
  after: BlueskyPost[];
}

/** The thread's answer read into the post, or the HttpError a person reads. */
function readThread(
  response: { ok: boolean; status: number; data: unknown },
  rkey: string,
  includeLaterPosts: boolean,
): ReadThread {
  if (!response.ok) {
    const failure = errorSchema.safeParse(response.data);
    const name = failure.success ? failure.data.error : '';
    if (response.status === 400 && name === 'NotFound') {
      throw new HttpError(404, BLUESKY_MESSAGES.notFound);
    }
    if (response.status === 400 && name === 'InvalidRequest') {
      throw new HttpError(404, BLUESKY_MESSAGES.unknownHandle);
    }
    throw new HttpError(502, BLUESKY_MESSAGES.unreachable);
  }
  const parsed = threadSchema.safeParse(response.data);
  if (!parsed.success) throw new HttpError(502, BLUESKY_MESSAGES.unreachable);
  const { thread } = parsed.data;
  if (thread.$type === 'app.bsky.feed.defs#notFoundPost') {
    throw new HttpError(404, BLUESKY_MESSAGES.notFound);
  }
  if (thread.$type === 'app.bsky.feed.defs#blockedPost') {
    throw new HttpError(404, BLUESKY_MESSAGES.blocked);
  }
  const { post } = thread;
  if (thread.$type !== 'app.bsky.feed.defs#threadViewPost' || !post) {
    throw new HttpError(502, BLUESKY_MESSAGES.unreachable);
  }
  if (post.author.labels?.some((label) => label.val === NO_UNAUTHENTICATED)) {
    throw new HttpError(403, BLUESKY_MESSAGES.loggedInOnly);
  }
  if (!isDomainName(post.author.handle)) throw new HttpError(502, BLUESKY_MESSAGES.unreachable);
  const result = normaliseBlueskyPost(post, rkey);
  if (!includeLaterPosts) return { post: result, before: [], after: [] };
  const node = { ...thread, post };
  const before = ownAncestors(node);
  const after = ownLaterPosts(node);
  const window = authorThreadWindow(before, post, after, AUTHOR_THREAD_MAX_POSTS);
  const at = window.indexOf(post);
  return { post: result, before: window.slice(0, at), after: window.slice(at + 1) };
}

/** A post of the thread with its own choices: its labels, and what its postgate said. */
function threadPost(post: BlueskyPost, quoting: Quoting) {
  return authorPostOf(normaliseBlueskyPost(post, rkeyOf(post.uri)), {
    adultLabel: hasAdultLabel(post),
    quotingOff: quoting !== 'allowed',
  });
}

export function createBlueskySource(baseUrl: string): BlueskySource {
  return {
    async fetchPost({ actor, rkey }, timeoutMs, { includeLaterPosts = false } = {}) {
      // The AT Protocol client builds the XRPC call; our fetch keeps the timeout and the size cap.
      const rpc = new Client({
        handler: async (pathname) => {
          const answer = await fetchUpstream(`${baseUrl}${pathname}`, { timeoutMs });
          return new Response(answer.text, {
            status: answer.status,
            headers: { 'content-type': answer.contentType },
          });
        },
      });
      const uri = `at://${actor}/app.bsky.feed.post/${rkey}` as ResourceUri;
      // The author's thread: as many posts above and below as a card may read.
      const reach = includeLaterPosts ? AUTHOR_THREAD_MAX_POSTS - 1 : 0;
      const readGate = (repo: string, key: string) => {
        const query = new URLSearchParams({
          repo,
          collection: 'app.bsky.feed.postgate',
          rkey: key,
        });
        return fetchUpstream(`${baseUrl}/xrpc/com.atproto.repo.getRecord?${query}`, { timeoutMs });
      };
      const readThreadView = (depth: number) =>
        rpc.get('app.bsky.feed.getPostThread', { params: { uri, depth, parentHeight: reach } });
      let [thread, gate] = await Promise.allSettled([readThreadView(reach), readGate(actor, rkey)]);
      const timedOut = (reason: unknown) => reason instanceof SourceFailure && reason.timedOut;
      if (thread.status === 'rejected' && reach > 0 && !timedOut(thread.reason)) {
        // A popular post's replies can outgrow our size cap; the posts above it stay small.
        [thread] = await Promise.allSettled([readThreadView(0)]);
      }
      if (thread.status === 'rejected') throw callFailed(thread.reason);
      const { post, before, after } = readThread(thread.value, rkey, includeLaterPosts);
      // A postgate that cannot be read does not stop a card about the post (it is public); a
      // Quote card, which reproduces it, is refused later (`quotingUnknown`).
      const quoting = readQuoting(gate);
      if (quoting === 'off') throw new HttpError(403, BLUESKY_MESSAGES.quotingOff);
      if (quoting === 'unknown') post.quotingUnknown = true;
      const others = [...before, ...after];
      if (others.length === 0) return post;
      // One round: every other post's postgate at once.
      const gates = await Promise.allSettled(
        others.map((item) => readGate(item.author.did, rkeyOf(item.uri))),
      );
      // A later post whose postgate cannot be read is left out of every card, as one whose author
      // turned quoting off is (`threadPost`): the rest of the thread is still the author's to show.
      const quotings = gates.map(readQuoting);
      if (quotings.includes('unknown')) post.threadQuotingUnknown = true;
      const own = (item: BlueskyPost, index: number) =>
        threadPost(item, quotings[index] ?? 'unknown');
      post.authorThread = [
        ...before.map(own),
        authorPostOf(post, { adultLabel: post.noindex === true }),
        ...after.map((item, index) => own(item, before.length + index)),
      ];
      return post;
    },
  };
}
