/** The post service: source order, final answers, failures, caching and shared fetches. */
import { describe, expect, it } from 'vitest';
import { createMemoryCache } from '../cache/memory-cache.ts';
import { loadConfig } from '../config/index.ts';
import { HttpError } from '../http/errors.ts';
import { createLogger } from '../logging/logger.ts';
import type { Cache } from '../services.ts';
import { createPostService } from './create-post-service.ts';
import {
  type NormalisedPost,
  type PostSource,
  SourceFailure,
  type SourceOutcome,
} from './post-source.ts';

const config = loadConfig({ LOG_LEVEL: 'silent' });
const logger = createLogger('silent');

const found = (id: string, text: string, truncated = false): SourceOutcome => {
  const post = { id, username: 'alice', profileImage: 'https://pbs.twimg.com/a_400x400.jpg', text };
  return {
    kind: 'found',
    post: truncated ? { ...post, truncated } : post,
    thread: [truncated ? { ...post, truncated } : post],
  };
};

/** A source answering from a script, counting how often it was asked. */
function scriptedSource(name: PostSource['name'], answer: () => Promise<SourceOutcome>) {
  const source = {
    name,
    calls: 0,
    async fetchPost() {
      source.calls += 1;
      return answer();
    },
  };
  return source;
}

const service = (sources: PostSource[], cache: Cache = createMemoryCache()) =>
  createPostService(config, cache, logger, { sources });

describe('createPostService', () => {
  it('stops at the first source that answers', async () => {
    const first = scriptedSource('fxtwitter', async () => {
      throw new SourceFailure('answered HTTP 503');
    });
    const second = scriptedSource('syndication', async () => found('1', 'hello'));
    const third = scriptedSource('oembed', async () => found('1', 'other'));
    const post = await service([first, second, third]).getPost(
      { network: 'x', id: '1' },
      { includeThread: false },
    );
    expect(post.tweetText).toBe('hello');
    expect([first.calls, second.calls, third.calls]).toEqual([1, 1, 0]);
  });

  it('treats a "gone" answer as final', async () => {
    const first = scriptedSource('fxtwitter', async () => ({ kind: 'gone', reason: 'suspended' }));
    const second = scriptedSource('syndication', async () => found('1', 'hello'));
    await expect(
      service([first, second]).getPost({ network: 'x', id: '1' }, { includeThread: false }),
    ).rejects.toEqual(new HttpError(404, 'This post is from a suspended account.'));
    expect(second.calls).toBe(0);
  });

  it('joins a thread with blank lines and marks it truncated if any part is', async () => {
    const source = scriptedSource('syndication', async () => {
      const start = found('1', 'first', true);
      const end = found('2', 'second');
      if (start.kind !== 'found' || end.kind !== 'found') throw new Error('unreachable');
      return { kind: 'found', post: end.post, thread: [start.post, end.post] };
    });
    const post = await service([source]).getPost(
      { network: 'x', id: '2' },
      { includeThread: true },
    );
    expect(post).toMatchObject({
      tweetText: 'first\n\nsecond',
      thread: ['first', 'second'],
      truncated: true,
    });
  });

  it('fetches once for requests that arrive while the post is being fetched', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const source = scriptedSource('fxtwitter', async () => {
      await gate;
      return found('1', 'hello');
    });
    const posts = service([source]);
    const both = Promise.all([
      posts.getPost({ network: 'x', id: '1' }, { includeThread: false }),
      posts.getPost({ network: 'x', id: '1' }, { includeThread: false }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    expect((await both).map((post) => post.tweetText)).toEqual(['hello', 'hello']);
    expect(source.calls).toBe(1);
  });

  it('still answers when the cache is broken', async () => {
    const broken: Cache = {
      name: 'broken',
      get: async () => {
        throw new Error('connection refused');
      },
      set: async () => {
        throw new Error('connection refused');
      },
    };
    const source = scriptedSource('fxtwitter', async () => found('1', 'hello'));
    await expect(
      service([source], broken).getPost({ network: 'x', id: '1' }, { includeThread: false }),
    ).resolves.toMatchObject({
      tweetText: 'hello',
    });
  });

  it('answers 504 only when every source timed out, 502 otherwise', async () => {
    const timedOut = () =>
      scriptedSource('fxtwitter', async () => {
        throw new SourceFailure('no answer within 8000 ms', true);
      });
    const failed = scriptedSource('oembed', async () => {
      throw new SourceFailure('answered HTTP 429');
    });
    await expect(
      service([timedOut(), timedOut()]).getPost(
        { network: 'x', id: '1' },
        { includeThread: false },
      ),
    ).rejects.toMatchObject({ status: 504 });
    await expect(
      service([timedOut(), failed]).getPost({ network: 'x', id: '1' }, { includeThread: false }),
    ).rejects.toMatchObject({ status: 502 });
  });

  it('refuses an id that is not a post id without asking any source', async () => {
    const source = scriptedSource('fxtwitter', async () => found('1', 'hello'));
    await expect(
      service([source]).getPost({ network: 'x', id: '../1' }, { includeThread: false }),
    ).rejects.toMatchObject({
      status: 400,
    });
    expect(source.calls).toBe(0);
  });

  it('gives a thread the facts of all its posts: links, mentions and tags once, media added up', async () => {
    const avatar = 'https://pbs.twimg.com/a_400x400.jpg';
    const item = (id: string, text: string, facts: NormalisedPost['facts']) => ({
      id,
      username: 'alice',
      profileImage: avatar,
      text,
      facts,
    });
    const first = item('1', 'one', {
      linkHosts: ['example.org'],
      mentions: ['bob'],
      photos: 1,
      replyTo: 'carol',
    });
    const second = item('2', 'two', { linkHosts: ['Example.org', 'github.com'], photos: 2 });
    const focal = item('3', 'three', {
      hashtags: ['ship'],
      videos: 1,
      replyTo: 'alice',
      quotes: 'dave',
      threadLength: 5,
    });
    const source = scriptedSource('fxtwitter', async () => ({
      kind: 'found',
      post: focal,
      thread: [first, second, focal],
    }));
    const post = await service([source]).getPost(
      { network: 'x', id: '3' },
      { includeThread: true },
    );
    expect(post.facts).toEqual({
      linkHosts: ['example.org', 'github.com'],
      mentions: ['bob'],
      hashtags: ['ship'],
      photos: 3,
      videos: 1,
      quotes: 'dave',
      replyTo: 'carol',
      threadLength: 5,
    });
  });

  it('passes a single post’s facts as they are, and leaves facts out when there are none', async () => {
    const withFacts = scriptedSource('fxtwitter', async () => {
      const outcome = found('1', 'hi') as Extract<SourceOutcome, { kind: 'found' }>;
      outcome.post.facts = { mentions: ['bob'], replyTo: 'alice' };
      return outcome;
    });
    const post = await service([withFacts]).getPost(
      { network: 'x', id: '1' },
      { includeThread: false },
    );
    expect(post.facts).toEqual({ mentions: ['bob'], replyTo: 'alice' });
    const bare = await service([scriptedSource('oembed', async () => found('2', 'hi'))]).getPost(
      { network: 'x', id: '2' },
      { includeThread: false },
    );
    expect(bare).not.toHaveProperty('facts');
  });
});
