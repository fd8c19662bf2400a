/** GET /api/fetch-tweet over real sockets against the FxTwitter, syndication and oEmbed fakes. */
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FetchTweetResponse } from '#core/index.ts';
import {
  expectedAvatarUrl,
  SAMPLE_POST_IDS,
  SAMPLE_POSTS,
  SAMPLE_THREAD_TEXTS,
} from '#fakes/sample-posts.ts';
import { type AllFakes, startAllFakes } from '#fakes/start-all-fakes.ts';
import { startTestApp, type TestApp } from '#test/start-test-app.ts';
import { createHttpServer } from '../lifecycle/http-server.ts';
import { createPostService } from '../posts/create-post-service.ts';
import { DEFAULT_AVATAR_URL } from '../posts/post-source.ts';

let all: AllFakes;
let app: TestApp;

const postFakes = () => [all.fakes.fxtwitter, all.fakes.syndication, all.fakes.oembed];
const upstreamCalls = () => postFakes().reduce((sum, fake) => sum + fake.calls.length, 0);

const postUrl = (name: keyof typeof SAMPLE_POSTS, host = 'x.com') =>
  `https://${host}/${SAMPLE_POSTS[name].author.screenName}/status/${SAMPLE_POSTS[name].id}`;

async function fetchTweet(url: string | undefined, includeThread?: string, base = app.url) {
  const query = new URLSearchParams();
  if (url !== undefined) query.set('url', url);
  if (includeThread !== undefined) query.set('includeThread', includeThread);
  const response = await fetch(`${base}/api/fetch-tweet?${query}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The real app with its post service's per-source timeout shortened, so timeouts take 300 ms. */
async function startAppWithShortTimeout(env: Record<string, string> = {}) {
  const base = await startTestApp({ ...all.env, ...env });
  const { config, cache, logger } = base.services;
  const posts = createPostService(config, cache, logger, { timeoutMs: 300 });
  const server = createHttpServer({ ...base.services, posts });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await base.close();
    },
  };
}

beforeAll(async () => {
  all = await startAllFakes();
});
afterAll(() => all.close());

beforeEach(async () => {
  for (const fake of postFakes()) fake.reset();
  // A fresh app per test: its post cache starts empty.
  app = await startTestApp(all.env);
});
afterEach(() => app.close());

describe('GET /api/fetch-tweet', () => {
  it('answers the post as plain text with its author and large avatar', async () => {
    const { status, body } = await fetchTweet(postUrl('simple'), 'false');
    expect(status).toBe(200);
    expect(body).toEqual({
      network: 'x',
      tweetText: SAMPLE_POSTS.simple.expectedText,
      profileImage: expectedAvatarUrl(SAMPLE_POSTS.simple.author, all.fakes.imageHost.url),
      username: 'mayabuilds',
      displayName: 'Maya Okafor',
      createdAt: SAMPLE_POSTS.simple.createdAt,
      id: SAMPLE_POST_IDS.simple,
      postUrl: `https://x.com/mayabuilds/status/${SAMPLE_POST_IDS.simple}`,
      lang: 'en',
    } satisfies FetchTweetResponse);
  });

  it.each([
    ['fxtwitter', SAMPLE_POSTS.emoji.createdAt],
    ['syndication', SAMPLE_POSTS.emoji.createdAt],
    // oEmbed shows only the day: the time is read from the snowflake id.
    ['oembed', '2024-06-01T20:19:21.302Z'],
  ])(
    'answers the author’s display name, emoji kept, and the post’s time (%s)',
    async (source, createdAt) => {
      app = await restartWith({ POST_SOURCES: source });
      const { status, body } = await fetchTweet(postUrl('emoji'));
      expect(status).toBe(200);
      expect(body).toMatchObject({ username: 'zoe_ships', displayName: 'Zoe Park 🚀', createdAt });
    },
  );

  it.each(['fxtwitter', 'syndication'])(
    'answers the post an X post quotes (%s)',
    async (source) => {
      app = await restartWith({ POST_SOURCES: source });
      const { body } = await fetchTweet(postUrl('quoting'));
      expect(body).toMatchObject({
        tweetText: SAMPLE_POSTS.quoting.expectedText,
        quote: { username: 'mayabuilds', text: SAMPLE_POSTS.simple.expectedText },
      });
    },
  );

  it('with includeThread=true, answers the author’s thread oldest first', async () => {
    const { status, body } = await fetchTweet(postUrl('thread'), 'true');
    expect(status).toBe(200);
    expect(body.thread).toEqual(SAMPLE_THREAD_TEXTS);
    expect(body.tweetText).toBe(SAMPLE_THREAD_TEXTS.join('\n\n'));
  });

  it('with includeThread=false, answers the post alone', async () => {
    const { body } = await fetchTweet(postUrl('thread'), 'false');
    expect(body.tweetText).toBe(SAMPLE_POSTS.thread.expectedText);
    expect(body).not.toHaveProperty('thread');
  });

  it('walks the thread through syndication when FxTwitter is down', async () => {
    all.fakes.fxtwitter.setScenario('5xx');
    const { body } = await fetchTweet(postUrl('thread'), 'true');
    expect(body.thread).toEqual(SAMPLE_THREAD_TEXTS);
    expect(all.fakes.syndication.calls).toHaveLength(3);
  });

  it('answers the whole text of a long post', async () => {
    const { body } = await fetchTweet(postUrl('long'), 'true');
    expect(body.tweetText).toBe(SAMPLE_POSTS.long.expectedText);
    expect(body).not.toHaveProperty('truncated');
  });

  it('marks a long post truncated when only its start could be had', async () => {
    all.fakes.fxtwitter.setScenario('5xx');
    const { status, body } = await fetchTweet(postUrl('long'), 'true');
    expect(status).toBe(200);
    expect(body.truncated).toBe(true);
    const start = String(body.tweetText).replace(/…$/, '');
    expect(start.length).toBeGreaterThan(100);
    expect(SAMPLE_POSTS.long.fullText.startsWith(start)).toBe(true);
  });

  it('answers the language of a Spanish post', async () => {
    const { body } = await fetchTweet(postUrl('nonEnglish'));
    expect(body).toMatchObject({ lang: 'es', tweetText: SAMPLE_POSTS.nonEnglish.expectedText });
  });

  it.each(['fxtwitter', 'syndication'])(
    'expands links, drops photo links and decodes entities once (%s)',
    async (source) => {
      app = await restartWith({ POST_SOURCES: source });
      const { body } = await fetchTweet(postUrl('htmlEntities'));
      expect(body.tweetText).toBe(SAMPLE_POSTS.htmlEntities.expectedText);
    },
  );

  it('answers each avatar’s 400x400 URL, and X’s default avatar when there is none', async () => {
    for (const name of ['noCorsAvatar', 'deadAvatar'] as const) {
      const { body } = await fetchTweet(postUrl(name));
      expect(body.profileImage).toBe(
        expectedAvatarUrl(SAMPLE_POSTS[name].author, all.fakes.imageHost.url),
      );
    }
    expect((await fetchTweet(postUrl('noAvatar'))).body.profileImage).toBe(DEFAULT_AVATAR_URL);
  });

  it('accepts twitter.com and mobile links with tracking noise', async () => {
    const { status, body } = await fetchTweet(
      `${postUrl('simple', 'mobile.twitter.com')}?s=20&t=abc`,
    );
    expect(status).toBe(200);
    expect(body.id).toBe(SAMPLE_POST_IDS.simple);
  });
});

describe('GET /api/fetch-tweet refusals', () => {
  it.each([
    ['no url', undefined],
    ['a blank url', '   '],
    ['another site', 'https://example.com/jack/status/20'],
    ['a look-alike host', 'https://x.com.evil.example/jack/status/20'],
    ['a profile link', 'https://x.com/jack'],
    ['words', 'not a link at all'],
    ['an over-long id', 'https://x.com/jack/status/123456789012345678901'],
  ])('answers 400 for %s, without calling X', async (_, url) => {
    const { status, body } = await fetchTweet(url);
    expect(status).toBe(400);
    // Every refusal says what a post link looks like: on X for an X link, else on each network.
    expect(body.error).toMatch(
      /X, Bluesky or Mastodon post|A post link (?:on X )?looks like https:\/\/x\.com/,
    );
    expect(upstreamCalls()).toBe(0);
  });

  it.each([
    'https://www.threads.net/@zuck/post/C8Y2dJ3vXcZ',
    'https://www.threads.com/@mosseri/post/DA_b-1cT9xQ?xmt=AQGz',
  ])('answers 400 for the Threads post %s with why, and what to do instead', async (url) => {
    const { status, body } = await fetchTweet(url);
    expect(status).toBe(400);
    expect(body.error).toBe(
      "Threads posts can't be read here: Threads offers no public way to read them. Paste the post's text instead.",
    );
    expect(upstreamCalls()).toBe(0);
    expect(all.fakes.mastodon.calls).toHaveLength(0);
  });

  it('answers 400 for an includeThread that is neither true nor false', async () => {
    const { status } = await fetchTweet(postUrl('simple'), 'maybe');
    expect(status).toBe(400);
  });
});

describe('GET /api/fetch-tweet for posts X will not show', () => {
  const cases = [
    ['deleted', /deleted/],
    ['protected', /This account's posts are private\./],
    ['suspended', /suspended account/],
    ['ageRestricted', /age-restricted/],
  ] as const;

  for (const source of ['fxtwitter', 'syndication'] as const) {
    it.each(cases)(
      `answers 404 with the reason for a %s post (${source} first)`,
      async (name, reason) => {
        app = await restartWith({ POST_SOURCES: `${source},oembed` });
        const { status, body } = await fetchTweet(postUrl(name), 'true');
        expect(status).toBe(404);
        expect(body.error).toMatch(reason);
        // The first source's answer is final: the next one is never asked.
        expect(all.fakes.oembed.calls).toHaveLength(0);
      },
    );
  }

  it('answers 404 "does not exist" for an unknown post, asking only the first source', async () => {
    const { status, body } = await fetchTweet('https://x.com/someone/status/1234567890123456789');
    expect(status).toBe(404);
    expect(body.error).toMatch(/does not exist/);
    expect(all.fakes.syndication.calls).toHaveLength(0);
  });

  it('answers 404 for syndication’s empty {} answer', async () => {
    app = await restartWith({ POST_SOURCES: 'syndication,oembed' });
    all.fakes.syndication.setScenario('empty');
    const { status } = await fetchTweet(postUrl('simple'));
    expect(status).toBe(404);
    expect(all.fakes.oembed.calls).toHaveLength(0);
  });

  it('answers 404 "private" from oEmbed’s 403 "not authorized"', async () => {
    app = await restartWith({ POST_SOURCES: 'oembed' });
    const { status, body } = await fetchTweet(postUrl('protected'));
    expect(status).toBe(404);
    expect(body.error).toMatch(/This account's posts are private\./);
  });
});

describe('GET /api/fetch-tweet when a source fails', () => {
  it.each(['5xx', '429', '403', 'html', 'malformed', 'empty'])(
    'falls back to syndication when FxTwitter answers %s',
    async (scenario) => {
      all.fakes.fxtwitter.setScenario(scenario);
      const { status, body } = await fetchTweet(postUrl('simple'));
      expect(status).toBe(200);
      expect(body.tweetText).toBe(SAMPLE_POSTS.simple.expectedText);
      expect(body.profileImage).toBe(
        expectedAvatarUrl(SAMPLE_POSTS.simple.author, all.fakes.imageHost.url),
      );
      expect(all.fakes.fxtwitter.calls).toHaveLength(1);
      expect(all.fakes.syndication.calls).toHaveLength(1);
    },
  );

  it.each(['5xx', '429', '403', 'html', 'malformed'])(
    'falls back to oEmbed when syndication also answers %s',
    async (scenario) => {
      all.fakes.fxtwitter.setScenario('5xx');
      all.fakes.syndication.setScenario(scenario);
      const { status, body } = await fetchTweet(postUrl('simple'), 'true');
      expect(status).toBe(200);
      expect(body).toEqual({
        network: 'x',
        tweetText: SAMPLE_POSTS.simple.expectedText,
        profileImage: DEFAULT_AVATAR_URL,
        username: 'mayabuilds',
        // oEmbed's author_name, and the time its snowflake id holds.
        displayName: 'Maya Okafor',
        createdAt: '2024-05-13T20:54:25.641Z',
        id: SAMPLE_POST_IDS.simple,
        postUrl: `https://x.com/mayabuilds/status/${SAMPLE_POST_IDS.simple}`,
        lang: 'en',
      });
      expect(all.fakes.oembed.calls).toHaveLength(1);
    },
  );

  it('honours POST_SOURCES order', async () => {
    app = await restartWith({ POST_SOURCES: 'oembed,fxtwitter' });
    const { body } = await fetchTweet(postUrl('simple'));
    expect(body.profileImage).toBe(DEFAULT_AVATAR_URL);
    expect(all.fakes.fxtwitter.calls).toHaveLength(0);
    expect(all.fakes.syndication.calls).toHaveLength(0);
  });

  it('answers 502 when every source fails', async () => {
    all.fakes.fxtwitter.setScenario('5xx');
    all.fakes.syndication.setScenario('429');
    all.fakes.oembed.setScenario('malformed');
    const { status, body } = await fetchTweet(postUrl('simple'));
    expect(status).toBe(502);
    expect(body.error).toMatch(/could not reach X/);
    expect(upstreamCalls()).toBe(3);
  });
});

describe('GET /api/fetch-tweet timeouts', () => {
  it('moves on from a hanging or slow source to the next one', async () => {
    const short = await startAppWithShortTimeout();
    try {
      all.fakes.fxtwitter.setScenario('hang');
      all.fakes.syndication.setScenario('slow');
      const started = performance.now();
      const { status, body } = await fetchTweet(postUrl('simple'), 'false', short.url);
      expect(status).toBe(200);
      expect(body.profileImage).toBe(DEFAULT_AVATAR_URL);
      expect(performance.now() - started).toBeLessThan(2_000);
    } finally {
      await short.close();
    }
  });

  it('answers 504 when every source timed out', async () => {
    const short = await startAppWithShortTimeout();
    try {
      for (const fake of postFakes()) fake.setScenario('hang');
      const { status, body } = await fetchTweet(postUrl('simple'), 'false', short.url);
      expect(status).toBe(504);
      expect(body.error).toMatch(/too long/);
    } finally {
      await short.close();
    }
  });

  it('answers 502, not 504, when only some sources timed out', async () => {
    const short = await startAppWithShortTimeout();
    try {
      all.fakes.fxtwitter.setScenario('hang');
      all.fakes.syndication.setScenario('5xx');
      all.fakes.oembed.setScenario('hang');
      const { status } = await fetchTweet(postUrl('simple'), 'false', short.url);
      expect(status).toBe(502);
    } finally {
      await short.close();
    }
  });
});

describe('GET /api/fetch-tweet cache', () => {
  it('answers a second request for the same post without calling X', async () => {
    const first = await fetchTweet(postUrl('simple'), 'true');
    expect(upstreamCalls()).toBe(1);
    const second = await fetchTweet(postUrl('simple', 'twitter.com'), 'true');
    expect(second).toEqual(first);
    expect(upstreamCalls()).toBe(1);
  });

  it('caches a post and its thread separately', async () => {
    await fetchTweet(postUrl('thread'), 'false');
    const withThread = await fetchTweet(postUrl('thread'), 'true');
    expect(withThread.body.thread).toEqual(SAMPLE_THREAD_TEXTS);
    expect(all.fakes.fxtwitter.calls.map((call) => call.path)).toEqual([
      `/2/status/${SAMPLE_POST_IDS.thread}`,
      `/2/thread/${SAMPLE_POST_IDS.thread}`,
    ]);
  });

  it('keeps a fallback’s answer too, so a failing source is not retried for it', async () => {
    all.fakes.fxtwitter.setScenario('5xx');
    await fetchTweet(postUrl('simple'));
    await fetchTweet(postUrl('simple'));
    expect(all.fakes.fxtwitter.calls).toHaveLength(1);
    expect(all.fakes.syndication.calls).toHaveLength(1);
  });
});

/** Replaces this test's app with one started with extra environment. */
async function restartWith(env: Record<string, string>): Promise<TestApp> {
  await app.close();
  app = await startTestApp({ ...all.env, ...env });
  return app;
}
