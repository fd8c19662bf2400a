/**
 * Bluesky, issue 29: the author's display name and the post's time from every recording; what
 * authors chose (adult labels hide the pictures and keep search engines away, a postgate that
 * turns quoting off refuses the card); and the author's own thread around a post for a Quote card,
 * from the written self-thread of the AppView fake (test/fakes/bluesky-sample-thread.ts).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FetchTweetResponse } from '#core/index.ts';
import { startBlueskyFake } from '#fakes/bluesky-fake.ts';
import {
  ANA,
  ANA_THREAD_TEXTS,
  anaPost,
  BLUESKY_THREAD_POSTS,
} from '#fakes/bluesky-sample-thread.ts';
import type { FakeServer } from '#fakes/fake-server.ts';
import { type AllFakes, startAllFakes } from '#fakes/start-all-fakes.ts';
import { startTestApp, type TestApp } from '#test/start-test-app.ts';
import { BLUESKY_MESSAGES, createBlueskySource } from './bluesky-source.ts';

let all: AllFakes;
let app: TestApp;
let fake: FakeServer;

beforeAll(async () => {
  all = await startAllFakes();
  app = await startTestApp(all.env);
  fake = await startBlueskyFake();
});
afterAll(async () => {
  await app.close();
  await Promise.all([all.close(), fake.close()]);
});
beforeEach(() => {
  all.reset();
  fake.reset();
});

async function fetchTweet(url: string, base = app.url) {
  const response = await fetch(`${base}/api/fetch-tweet?${new URLSearchParams({ url })}`);
  return {
    status: response.status,
    body: (await response.json()) as FetchTweetResponse & { error?: string },
  };
}

const source = () => createBlueskySource(fake.url);

describe('names and times of the recorded posts', () => {
  it.each([
    ['bsky.app/post/3mk6ipt5iv22y', 'Bluesky', '2026-04-23T17:06:32.796Z'],
    ['bsky.app/post/3mk3sdiixhs2n', 'Bluesky', '2026-04-22T15:20:37.187Z'],
    ['alexbenzer.com/post/3mjsr5nafv22e', 'alex benzer', '2026-04-19T01:05:29.436Z'],
    ['jay.bsky.team/post/3mjko6vtdps2b', 'Jay 🦋', '2026-04-15T19:51:12.861Z'],
    ['test.marshal.dev/post/3kaheyt6vpc22', 'Python SDK', '2023-09-28T12:49:36.735Z'],
  ])('%s: %s, %s', async (path, displayName, createdAt) => {
    const { status, body } = await fetchTweet(`https://bsky.app/profile/${path}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ displayName, createdAt });
  });

  it('answers the handle as the name of an author who set none', async () => {
    fake.setScenario('ok');
    const post = await source().fetchPost({ actor: ANA.handle, rkey: anaPost(1) }, 2_000);
    expect(post.displayName).toBe('Ana Example 🧵');
    const ben = await source().fetchPost(
      { actor: 'ben.example.com', rkey: 'ben0root00001' },
      2_000,
    );
    expect(ben.displayName).toBe('Ben');
  });
});

describe('what authors chose', () => {
  const jay = { actor: 'jay.bsky.team', rkey: '3mjko6vtdps2b' };

  it('shows the pictures of a post with no adult label', async () => {
    const post = await source().fetchPost(jay, 2_000);
    expect(post.media?.length).toBeGreaterThan(0);
    expect(post).not.toHaveProperty('noindex');
  });

  it.each(['label-porn', 'author-graphic-media', 'self-label-nudity'])(
    'hides the pictures and asks search engines away under %s',
    async (scenario) => {
      fake.setScenario(scenario);
      const post = await source().fetchPost(jay, 2_000);
      expect(post).not.toHaveProperty('media');
      expect(post.noindex).toBe(true);
      // The words are still the post's.
      expect(post.tweetText).toBe('amazon prime william morris vibes');
    },
  );

  it('shows the pictures again once the label was taken back', async () => {
    fake.setScenario('label-negated');
    const post = await source().fetchPost(jay, 2_000);
    expect(post.media?.length).toBeGreaterThan(0);
    expect(post).not.toHaveProperty('noindex');
  });

  it('refuses a post whose author turned quoting off, with a 403 that names Bluesky', async () => {
    const fresh = await startTestApp(all.env);
    try {
      all.fakes.bluesky.setScenario('quoting-off');
      const { status, body } = await fetchTweet(
        'https://bsky.app/profile/bsky.app/post/3mk6ipt5iv22y',
        fresh.url,
      );
      expect(status).toBe(403);
      expect(body.error).toBe(
        'The author of this Bluesky post turned off quoting, so no card can be made of it.',
      );
      const gate = all.fakes.bluesky.calls.find(
        (call) => call.path === '/xrpc/com.atproto.repo.getRecord',
      );
      expect(gate?.query.get('repo')).toBe('bsky.app');
      expect(gate?.query.get('rkey')).toBe('3mk6ipt5iv22y');
    } finally {
      await fresh.close();
    }
  });

  it('reads a post whose postgate only detaches one quote', async () => {
    fake.setScenario('postgate-detached');
    await expect(source().fetchPost(jay, 2_000)).resolves.toMatchObject({ id: jay.rkey });
  });

  it('reads the post when its postgate cannot be read, and says whether quoting is allowed is unknown', async () => {
    fake.setScenario('postgate-error');
    const post = await source().fetchPost(jay, 2_000);
    expect(post).toMatchObject({ id: jay.rkey, quotingUnknown: true });
    expect(post.tweetText).toBe('amazon prime william morris vibes');
    expect(BLUESKY_MESSAGES.quotingUnknown).toMatch(/Bluesky/);
  });
});

describe('the author’s own thread', () => {
  const threadOf = async (n: number) => {
    const post = await source().fetchPost({ actor: ANA.handle, rkey: anaPost(n) }, 2_000, {
      includeLaterPosts: true,
    });
    return post.authorThread?.map((item) => item.text);
  };

  it('reads posts above and below in one call, links whole, never another author’s', async () => {
    expect(await threadOf(2)).toEqual(ANA_THREAD_TEXTS);
    const calls = fake.calls.filter((call) => call.path === '/xrpc/app.bsky.feed.getPostThread');
    expect(calls).toHaveLength(1);
    expect([calls[0]?.query.get('depth'), calls[0]?.query.get('parentHeight')]).toEqual([
      '24',
      '24',
    ]);
    // Ben's root post above and his reply to post 3 are in the AppView's answer, not the card.
    const texts = (await threadOf(3)) ?? [];
    expect(texts.join(' ')).not.toMatch(/library add|my favourite/);
  });

  it('follows the author’s first reply to each post, not a later side note', async () => {
    const texts = (await threadOf(6)) ?? [];
    expect(texts).toEqual(ANA_THREAD_TEXTS);
    expect(texts.join(' ')).not.toContain('side note');
    expect(BLUESKY_THREAD_POSTS.get('ana0aside0006')?.parent).toBe(anaPost(6));
  });

  it('reads the whole thread of twelve from its last post too', async () => {
    expect(await threadOf(12)).toEqual(ANA_THREAD_TEXTS);
  });

  it('gives each post its own link and time, and reads every other post’s postgate', async () => {
    const post = await source().fetchPost({ actor: ANA.handle, rkey: anaPost(4) }, 2_000, {
      includeLaterPosts: true,
    });
    const thread = post.authorThread ?? [];
    expect(thread.map((item) => item.id)).toEqual(ANA_THREAD_TEXTS.map((_, i) => anaPost(i + 1)));
    expect(thread[0]?.url).toBe(`https://bsky.app/profile/${ANA.handle}/post/${anaPost(1)}`);
    expect(Date.parse(thread[0]?.createdAt ?? '')).toBeLessThan(
      Date.parse(thread[1]?.createdAt ?? ''),
    );
    const gates = fake.calls
      .filter((call) => call.path === '/xrpc/com.atproto.repo.getRecord')
      .map((call) => call.query.get('rkey'));
    expect(gates.sort()).toEqual(ANA_THREAD_TEXTS.map((_, i) => anaPost(i + 1)).sort());
  });

  it('asks for no other posts when the card is not a Quote card', async () => {
    const post = await source().fetchPost({ actor: ANA.handle, rkey: anaPost(5) }, 2_000);
    expect(post).not.toHaveProperty('authorThread');
    const call = fake.calls.find((item) => item.path === '/xrpc/app.bsky.feed.getPostThread');
    expect(call?.query.get('depth')).toBe('0');
  });
});
