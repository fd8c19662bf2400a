/**
 * The post service for Quote cards and names (issue 29): the author's display name and the post's
 * time, the author's own thread around the post (never another author's post, at most
 * AUTHOR_THREAD_MAX_POSTS), caching that keeps posts read with and without their later posts apart, and
 * failures of Bluesky and Mastodon that name their network.
 */
import { describe, expect, it } from 'vitest';
import { AUTHOR_THREAD_MAX_POSTS } from '#core/index.ts';
import { createMemoryCache } from '../cache/memory-cache.ts';
import { loadConfig } from '../config/index.ts';
import { createLogger } from '../logging/logger.ts';
import type { Cache, FetchedPost } from '../services.ts';
import { BLUESKY_MESSAGES, type BlueskySource } from './bluesky-source.ts';
import { createPostService } from './create-post-service.ts';
import { MASTODON_MESSAGES, type MastodonSource } from './mastodon-source.ts';
import type {
  NormalisedPost,
  PostSource,
  PostSourceOptions,
  SourceOutcome,
} from './post-source.ts';

const config = loadConfig({ LOG_LEVEL: 'silent' });
const logger = createLogger('silent');
const AVATAR = 'https://pbs.twimg.com/a_400x400.jpg';

const item = (id: string, text: string, username = 'alice'): NormalisedPost => ({
  id,
  username,
  profileImage: AVATAR,
  text,
});

/** A source answering `outcome` for any id, remembering the options of every call. */
function recordingSource(outcome: (options: PostSourceOptions) => SourceOutcome) {
  const asked: PostSourceOptions[] = [];
  const source: PostSource = {
    name: 'fxtwitter',
    async fetchPost(_id, options) {
      asked.push(options);
      return outcome(options);
    },
  };
  return { source, asked };
}

const service = (sources: PostSource[], cache: Cache = createMemoryCache()) =>
  createPostService(config, cache, logger, { sources });

describe('names and times', () => {
  it('answers the author’s display name and the post’s time, or the handle for a nameless author', async () => {
    const named = recordingSource(() => {
      const post = {
        ...item('1', 'hi'),
        displayName: 'Alice 🚀',
        createdAt: '2026-11-25T16:34:04.000Z',
      };
      return { kind: 'found', post, thread: [post] };
    });
    const post = await service([named.source]).getPost(
      { network: 'x', id: '1' },
      { includeThread: false },
    );
    expect(post).toMatchObject({ displayName: 'Alice 🚀', createdAt: '2026-11-25T16:34:04.000Z' });
    const nameless = recordingSource(() => ({ kind: 'found', post: item('2', 'hi'), thread: [] }));
    const bare = await service([nameless.source]).getPost(
      { network: 'x', id: '2' },
      { includeThread: false },
    );
    expect(bare.displayName).toBe('alice');
    expect(bare).not.toHaveProperty('createdAt');
  });
});

describe('the author’s own thread', () => {
  const thread = (count: number, at: number) => {
    const posts = Array.from({ length: count }, (_, index) =>
      item(String(index + 1), `post ${index + 1}`),
    );
    const post = posts[at] as NormalisedPost;
    return { post, before: posts.slice(0, at), after: posts.slice(at + 1) };
  };
  const texts = (post: FetchedPost) => post.authorThread?.map((entry) => entry.text);

  it('gives every post of the run, in order, the post among them, each with its own link, only when asked', async () => {
    const { post, before, after } = thread(4, 1);
    const { source, asked } = recordingSource(() => ({
      kind: 'found',
      post,
      thread: [...before, post],
      laterPosts: after,
    }));
    const posts = service([source]);
    const read = await posts.getPost(
      { network: 'x', id: '2' },
      { includeThread: false, includeLaterPosts: true },
    );
    expect(texts(read)).toEqual(['post 1', 'post 2', 'post 3', 'post 4']);
    expect(read.authorThread?.[2]).toMatchObject({
      id: '3',
      url: 'https://x.com/alice/status/3',
    });
    // The thread was read besides the post: the text is still the post alone.
    expect(read.tweetText).toBe('post 2');
    expect(read).not.toHaveProperty('thread');
    expect(asked).toEqual([{ includeThread: false, includeLaterPosts: true }]);
    const plain = await posts.getPost({ network: 'x', id: '2' }, { includeThread: false });
    expect(plain).not.toHaveProperty('authorThread');
  });

  it(`reads at most ${AUTHOR_THREAD_MAX_POSTS} posts: from the start when the post is among the first`, async () => {
    const { post, before, after } = thread(30, 3);
    const { source } = recordingSource(() => ({
      kind: 'found',
      post,
      thread: [...before, post],
      laterPosts: after,
    }));
    const read = await service([source]).getPost(
      { network: 'x', id: '4' },
      { includeThread: true, includeLaterPosts: true },
    );
    expect(texts(read)).toEqual(Array.from({ length: 25 }, (_, i) => `post ${i + 1}`));
  });

  it('ends the window at the post when it lies deeper in a long thread', async () => {
    const { post, before, after } = thread(30, 28);
    const { source } = recordingSource(() => ({
      kind: 'found',
      post,
      thread: [...before, post],
      laterPosts: after,
    }));
    const read = await service([source]).getPost(
      { network: 'x', id: '29' },
      { includeThread: false, includeLaterPosts: true },
    );
    expect(texts(read)).toEqual(Array.from({ length: 25 }, (_, i) => `post ${i + 5}`));
  });

  it('never lets another author’s post in, and reads a post alone as no thread', async () => {
    const post = item('2', 'mine too');
    const { source } = recordingSource(() => ({
      kind: 'found',
      post,
      thread: [item('1', 'theirs', 'bob'), post],
      laterPosts: [item('3', 'bob again', 'bob'), item('4', 'mine later')],
    }));
    const read = await service([source]).getPost(
      { network: 'x', id: '2' },
      { includeThread: false, includeLaterPosts: true },
    );
    expect(read.authorThread).toBeUndefined();
  });

  it('never answers a request for later posts with a post cached without them', async () => {
    const post = item('2', 'second');
    const { source, asked } = recordingSource((options) => ({
      kind: 'found',
      post,
      thread: [item('1', 'first'), post],
      ...(options.includeLaterPosts && { laterPosts: [item('3', 'third')] }),
    }));
    const posts = service([source]);
    await posts.getPost({ network: 'x', id: '2' }, { includeThread: true });
    const read = await posts.getPost(
      { network: 'x', id: '2' },
      { includeThread: true, includeLaterPosts: true },
    );
    expect(texts(read)).toEqual(['first', 'second', 'third']);
    expect(asked).toHaveLength(2);
    // Each is cached under its own key from then on.
    await posts.getPost(
      { network: 'x', id: '2' },
      { includeThread: true, includeLaterPosts: true },
    );
    expect(asked).toHaveLength(2);
  });
});

describe('Bluesky and Mastodon failures', () => {
  const broken = <T>(): T =>
    ({
      async fetchPost() {
        throw new TypeError('Cannot read properties of undefined');
      },
    }) as T;

  it('name their network even when something unexpected broke', async () => {
    const posts = createPostService(config, createMemoryCache(), logger, {
      sources: [],
      bluesky: broken<BlueskySource>(),
      mastodon: broken<MastodonSource>(),
    });
    await expect(
      posts.getPost(
        { network: 'bluesky', actor: 'bsky.app', rkey: '3k' },
        { includeThread: false },
      ),
    ).rejects.toMatchObject({ status: 502, message: BLUESKY_MESSAGES.unreachable });
    await expect(
      posts.getPost(
        { network: 'mastodon', host: 'mastodon.social', scheme: 'https', id: '1' },
        { includeThread: false },
      ),
    ).rejects.toMatchObject({ status: 502, message: MASTODON_MESSAGES.unreachable });
    for (const message of [
      ...Object.values(BLUESKY_MESSAGES),
      ...Object.values(MASTODON_MESSAGES),
    ]) {
      expect(message).not.toMatch(/\bX post\b/);
    }
    for (const message of Object.values(BLUESKY_MESSAGES)) expect(message).toMatch(/Bluesky/);
    for (const message of Object.values(MASTODON_MESSAGES)) expect(message).toMatch(/Mastodon/);
  });

  it('passes includeLaterPosts to the network and keeps its answer apart in the cache', async () => {
    const asked: boolean[] = [];
    const bluesky: BlueskySource = {
      async fetchPost(ref, _timeout, options) {
        asked.push(options?.includeLaterPosts === true);
        const post: FetchedPost = {
          network: 'bluesky',
          id: ref.rkey,
          username: 'bsky.app',
          displayName: 'Bluesky',
          profileImage: '',
          tweetText: 'hi',
        };
        const more = { id: '3l', text: 'more', url: 'https://bsky.app/profile/bsky.app/post/3l' };
        return options?.includeLaterPosts
          ? { ...post, authorThread: [{ id: ref.rkey, text: 'hi', url: '' }, more] }
          : post;
      },
    };
    const posts = createPostService(config, createMemoryCache(), logger, { sources: [], bluesky });
    const ref = { network: 'bluesky' as const, actor: 'bsky.app', rkey: '3k' };
    expect((await posts.getPost(ref, { includeThread: false })).authorThread).toBeUndefined();
    expect(
      (
        await posts.getPost(ref, { includeThread: false, includeLaterPosts: true })
      ).authorThread?.map((entry) => entry.text),
    ).toEqual(['hi', 'more']);
    expect(asked).toEqual([false, true]);
  });
});
