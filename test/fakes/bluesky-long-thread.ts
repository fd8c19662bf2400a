/**
 * The long self-thread (long-thread-texts.ts) as Bluesky's AppView answers it, built from a real
 * recording: every post view is the recorded post of getPostThread.jay.bsky.team.3mjko6vtdps2b.json
 * (its author, shape and, where a post has one, its picture with the author's alt text) with the
 * thread's words, time and reply references. Its authors' choices, one post each: post 3 carries
 * Bluesky's `porn` label (with the recorded picture), post 4's author turned quoting off (its
 * postgate, `LONG_THREAD_GATED`), post 5 has the recorded picture and its description.
 */
import { readFileSync } from 'node:fs';
import { LONG_THREAD_LENGTH, longThreadText } from './long-thread-texts.ts';

const RECORDING = new URL(
  '../fixtures/bluesky/getPostThread.jay.bsky.team.3mjko6vtdps2b.json',
  import.meta.url,
);

interface RecordedPost {
  uri: string;
  author: { did: string; handle: string };
  record: Record<string, unknown>;
  embed?: unknown;
  [field: string]: unknown;
}

const recorded = (JSON.parse(readFileSync(RECORDING, 'utf8')) as { thread: { post: RecordedPost } })
  .thread.post;

/** The thread's author: the recording's. */
export const LONG_THREAD_AUTHOR = {
  did: recorded.author.did,
  handle: recorded.author.handle,
};

/** The record key of post `n` (1-based). */
export const blueskyLongPost = (n: number): string => `3lriver${String(n).padStart(6, '0')}`;

/** Post 3: labelled `porn` by Bluesky's moderation, with the recorded picture. */
export const LONG_THREAD_LABELLED = 3;
/** Post 4: its author turned quoting off. */
export const LONG_THREAD_GATED = 4;
/** Post 5: the recorded picture and its alt text. */
export const LONG_THREAD_PICTURED = 5;
/** The recorded picture's alt text. */
export const LONG_THREAD_ALT = 'tree of life art';

const numberOf = (rkey: string): number | undefined => {
  const match = /^3lriver(\d{6})$/.exec(rkey);
  const n = match ? Number(match[1]) : 0;
  return n >= 1 && n <= LONG_THREAD_LENGTH ? n : undefined;
};

const uriOf = (n: number) =>
  `at://${LONG_THREAD_AUTHOR.did}/app.bsky.feed.post/${blueskyLongPost(n)}`;
const cidOf = (n: number) => `bafyreiriver${String(n).padStart(6, '0')}`;

function postView(n: number): RecordedPost {
  const createdAt = new Date(Date.UTC(2026, 4, 1, 10, n)).toISOString();
  const pictured = n === LONG_THREAD_LABELLED || n === LONG_THREAD_PICTURED;
  const { embed: recordEmbed, ...record } = recorded.record;
  const post: RecordedPost = {
    ...structuredClone(recorded),
    uri: uriOf(n),
    cid: cidOf(n),
    record: {
      ...record,
      createdAt,
      text: longThreadText(n),
      ...(pictured && { embed: recordEmbed }),
      ...(n > 1 && {
        reply: {
          root: { uri: uriOf(1), cid: cidOf(1) },
          parent: { uri: uriOf(n - 1), cid: cidOf(n - 1) },
        },
      }),
    },
    indexedAt: createdAt,
    replyCount: n < LONG_THREAD_LENGTH ? 1 : 0,
    labels:
      n === LONG_THREAD_LABELLED
        ? [
            {
              ver: 1,
              src: 'did:plc:ar7c4by46qjdydhdevvrndac',
              uri: uriOf(n),
              cid: cidOf(n),
              val: 'porn',
              cts: createdAt,
            },
          ]
        : [],
  };
  if (!pictured) delete post.embed;
  return post;
}

/** Whether `actor`/`rkey` names a post of the long thread. */
export const isLongThreadPost = (actor: string, rkey: string): boolean =>
  (actor === LONG_THREAD_AUTHOR.did || actor === LONG_THREAD_AUTHOR.handle) &&
  numberOf(rkey) !== undefined;

/** Whether the post `rkey` of `repo` has a postgate that turns quoting off. */
export const longThreadGated = (repo: string, rkey: string): boolean =>
  isLongThreadPost(repo, rkey) && numberOf(rkey) === LONG_THREAD_GATED;

/** getPostThread's answer for post `rkey`: its parents up to `parentHeight`, replies to `depth`. */
export function longThreadView(rkey: string, depth: number, parentHeight: number): unknown {
  const n = numberOf(rkey) ?? 1;
  const parentOf = (at: number, height: number): unknown =>
    at <= 1 || height <= 0
      ? undefined
      : {
          $type: 'app.bsky.feed.defs#threadViewPost',
          post: postView(at - 1),
          ...(at - 1 > 1 && height > 1 && { parent: parentOf(at - 1, height - 1) }),
        };
  const below = (at: number, levels: number): Record<string, unknown> => ({
    $type: 'app.bsky.feed.defs#threadViewPost',
    post: postView(at),
    replies: levels > 0 && at < LONG_THREAD_LENGTH ? [below(at + 1, levels - 1)] : [],
  });
  const parent = parentOf(n, parentHeight);
  return { thread: { ...below(n, depth), ...(parent !== undefined && { parent }) } };
}
