/**
 * Every recorded Bluesky answer (test/fixtures/bluesky/, provenance in SOURCES.md) replayed over a
 * real socket by the Bluesky fake, through GET /api/fetch-tweet and POST /api/summary; then each
 * way the AppView says no. The expected texts were written by reading the recordings.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FetchTweetResponse, SummaryResponse } from '#core/index.ts';
import { BLUESKY_FIXTURE_FILES } from '#fakes/bluesky-fake.ts';
import { type AllFakes, startAllFakes } from '#fakes/start-all-fakes.ts';
import { postJson } from '#test/post-json.ts';
import { startTestApp, type TestApp } from '#test/start-test-app.ts';
import { BLUESKY_MESSAGES } from './bluesky-source.ts';

let all: AllFakes;
let app: TestApp;

beforeAll(async () => {
  all = await startAllFakes();
  app = await startTestApp(all.env);
});
afterAll(async () => {
  await app.close();
  await all.close();
});
beforeEach(() => all.reset());

/** The getPostThread calls the AppView fake received (getRecord calls run beside them). */
const threadCalls = () =>
  all.fakes.bluesky.calls.filter((call) => call.path === '/xrpc/app.bsky.feed.getPostThread');

const avatar = (did: string, blob: string) =>
  `${all.fakes.imageHost.url}/profile_images/bsky/img/avatar/plain/${did}/${blob}`;

async function fetchTweet(url: string, base = app.url) {
  const response = await fetch(`${base}/api/fetch-tweet?${new URLSearchParams({ url })}`);
  return {
    status: response.status,
    body: (await response.json()) as FetchTweetResponse & { error?: string },
  };
}

interface Recorded {
  file: string;
  url: string;
  expected: Partial<FetchTweetResponse>;
}

const RECORDED: Recorded[] = [
  {
    file: 'getPostThread.bsky.app.3mk6ipt5iv22y.json',
    url: 'https://bsky.app/profile/bsky.app/post/3mk6ipt5iv22y',
    expected: {
      network: 'bluesky',
      username: 'bsky.app',
      id: '3mk6ipt5iv22y',
      postUrl: 'https://bsky.app/profile/bsky.app/post/3mk6ipt5iv22y',
      lang: 'en',
    },
  },
  {
    file: 'getPostThread.alexbenzer.com.3mjsr5nafv22e.json',
    url: 'https://bsky.app/profile/alexbenzer.com/post/3mjsr5nafv22e',
    expected: { network: 'bluesky', username: 'alexbenzer.com', id: '3mjsr5nafv22e', lang: 'en' },
  },
  {
    file: 'getPostThread.jay.bsky.team.3mjko6vtdps2b.json',
    url: 'https://bsky.app/profile/jay.bsky.team/post/3mjko6vtdps2b',
    expected: {
      network: 'bluesky',
      username: 'jay.bsky.team',
      tweetText: 'amazon prime william morris vibes',
    },
  },
  {
    file: 'getPostThread.bsky.app.3mk3sdiixhs2n.json',
    url: 'https://bsky.app/profile/bsky.app/post/3mk3sdiixhs2n',
    expected: { network: 'bluesky', username: 'bsky.app' },
  },
  {
    // The same author's DID in the link: the AppView takes it as it is.
    file: 'getPostThread.test.marshal.dev.3kaheyt6vpc22.json',
    url: 'https://bsky.app/profile/did:plc:kvwvcn5iqfooopmyzvb4qzba/post/3kaheyt6vpc22',
    expected: {
      network: 'bluesky',
      username: 'test.marshal.dev',
      tweetText: '',
      quote: { username: 'test.marshal.dev', text: 'test' },
      postUrl: 'https://bsky.app/profile/test.marshal.dev/post/3kaheyt6vpc22',
    },
  },
];

describe('recorded Bluesky answers through /api/fetch-tweet', () => {
  // Each recording through an app of its own: a post another test read first would be answered
  // from the app's caches, and the fake would see no call.
  let fresh: TestApp;
  beforeEach(async () => {
    fresh = await startTestApp(all.env);
  });
  afterEach(() => fresh.close());

  it('covers every getPostThread recording', () => {
    const replayed = new Set(RECORDED.map((item) => item.file));
    // resolveHandle's recording gives the DID the DID-link test below uses.
    replayed.add('resolveHandle.bsky.app.json');
    for (const file of BLUESKY_FIXTURE_FILES) expect(replayed.has(file), file).toBe(true);
  });

  it.each(RECORDED)('$file', async ({ url, expected }) => {
    const { status, body } = await fetchTweet(url, fresh.url);
    expect(status).toBe(200);
    expect(body).toMatchObject(expected);
    // The handle alone: the card adds the `@`.
    expect(body.username.startsWith('@')).toBe(false);
    expect(body.profileImage).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/profile_images\/bsky\/img\/avatar\//,
    );
    const call = threadCalls().at(-1);
    expect(call?.query.get('uri')).toMatch(/^at:\/\/[^/]+\/app\.bsky\.feed\.post\/[a-z0-9]+$/);
    // A card of the post alone asks for no replies and no parents.
    expect([call?.query.get('depth'), call?.query.get('parentHeight')]).toEqual(['0', '0']);
    // And whether its author turned quoting off, from the same AppView.
    const gate = all.fakes.bluesky.calls.find(
      (item) => item.path === '/xrpc/com.atproto.repo.getRecord',
    );
    expect(gate?.query.get('collection')).toBe('app.bsky.feed.postgate');
    expect(gate?.query.get('rkey')).toBe(call?.query.get('uri')?.split('/').pop());
  });

  it('gives the whole URL a facet holds, not the shortened label the text shows', async () => {
    const { body } = await fetchTweet('https://bsky.app/profile/bsky.app/post/3mk3sdiixhs2n');
    expect(body.tweetText).toContain(
      'https://davidimel.substack.com/p/bluesky-is-looking-for-its-myspace',
    );
    expect(body.tweetText).not.toContain('bluesky-is...');
    expect(body.tweetText.startsWith('Read David Imel’s summary of ATmosphereConf')).toBe(true);
  });

  it('keeps blank lines and apostrophes as written', async () => {
    const { body } = await fetchTweet('https://bsky.app/profile/alexbenzer.com/post/3mjsr5nafv22e');
    expect(body.tweetText).toContain('Bluesky is looking for a design research contractor\n\n');
    const other = await fetchTweet('https://bsky.app/profile/bsky.app/post/3mk6ipt5iv22y');
    expect(other.body.tweetText).toContain("We're going to");
    // cdn.bsky.app's avatar, served here by the image-host fake.
    expect(other.body.profileImage).toBe(
      avatar(
        'did:plc:z72i7hdynmk6r22z27h6tvur',
        'bafkreihwihm6kpd6zuwhhlro75p5qks5qtrcu55jp3gddbfjsieiv7wuka',
      ),
    );
  });

  it('reads a post whose link names its author by DID (the DID resolveHandle answers for bsky.app)', async () => {
    const { readFileSync } = await import('node:fs');
    const { did } = JSON.parse(
      readFileSync(
        new URL('../../../test/fixtures/bluesky/resolveHandle.bsky.app.json', import.meta.url),
        'utf8',
      ),
    ) as { did: string };
    const byHandle = await fetchTweet('https://bsky.app/profile/bsky.app/post/3mk6ipt5iv22y');
    const byDid = await fetchTweet(`https://bsky.app/profile/${did}/post/3mk6ipt5iv22y`);
    expect(byDid.status).toBe(200);
    expect(byDid.body).toEqual(byHandle.body);
    expect(threadCalls().at(-1)?.query.get('uri')).toBe(
      `at://${did}/app.bsky.feed.post/3mk6ipt5iv22y`,
    );
  });

  it('carries the post’s pictures, with their alt text, on its stored card', async () => {
    const { body } = await postJson<SummaryResponse>(`${app.url}/api/summary`, {
      url: 'https://bsky.app/profile/jay.bsky.team/post/3mjko6vtdps2b',
      mode: 'normal',
    });
    expect(body.media?.length).toBeGreaterThan(0);
    expect(body.media?.[0]).toMatchObject({
      type: 'photo',
      url: expect.stringMatching(
        /^http:\/\/127\.0\.0\.1:\d+\/profile_images\/bsky\/img\/feed_fullsize\//,
      ),
    });
    if (body.id) expect((await app.services.cards.get(body.id))?.media).toEqual(body.media);
  });

  it('answers the same post from its cache without calling the AppView again', async () => {
    const url = 'https://bsky.app/profile/jay.bsky.team/post/3mjko6vtdps2b';
    await fetchTweet(url);
    const before = all.fakes.bluesky.calls.length;
    const again = await fetchTweet(url);
    expect(again.status).toBe(200);
    expect(all.fakes.bluesky.calls.length).toBe(before);
  });
});

describe('recorded Bluesky answers through /api/summary', () => {
  it.each(RECORDED)(
    '$file makes a stored card with its network and link',
    async ({ url, expected }) => {
      const { status, body } = await postJson<SummaryResponse>(`${app.url}/api/summary`, {
        url,
        mode: 'normal',
      });
      expect(status).toBe(200);
      expect(body.network).toBe('bluesky');
      expect(body.username).toBe(expected.username);
      expect(body.summary?.split('\n')).toHaveLength(3);
      expect(body.postUrl).toMatch(/^https:\/\/bsky\.app\/profile\/[a-z0-9.]+\/post\/[a-z0-9]+$/);
      expect(body.id).toMatch(/\S/);
      const stored = await app.services.cards.get(body.id ?? '');
      expect(stored).toMatchObject({ network: 'bluesky', postUrl: body.postUrl });
    },
  );

  it('gives the model the quoted post and the whole link', async () => {
    await postJson(`${app.url}/api/summary`, {
      url: 'https://bsky.app/profile/test.marshal.dev/post/3kaheyt6vpc22',
      mode: 'normal',
    });
    const prompt = JSON.stringify(all.fakes.openai.calls.at(-1)?.body ?? '');
    expect(prompt).toContain('Quoting @test.marshal.dev: test');
    await postJson(`${app.url}/api/summary`, {
      url: 'https://bsky.app/profile/bsky.app/post/3mk3sdiixhs2n',
      mode: 'normal',
    });
    expect(JSON.stringify(all.fakes.openai.calls.at(-1)?.body ?? '')).toContain(
      'https://davidimel.substack.com/p/bluesky-is-looking-for-its-myspace',
    );
  });
});

describe('when Bluesky says no', () => {
  it.each([
    [
      'an unknown post',
      'https://bsky.app/profile/bsky.app/post/3zzzzzzzzzzzz',
      'ok',
      404,
      BLUESKY_MESSAGES.notFound,
    ],
    [
      'an unknown handle',
      'https://bsky.app/profile/nobody.example.com/post/3kabc',
      'ok',
      404,
      BLUESKY_MESSAGES.unknownHandle,
    ],
    [
      '#notFoundPost',
      'https://bsky.app/profile/bsky.app/post/3mk6ipt5iv22y',
      'not-found-post',
      404,
      BLUESKY_MESSAGES.notFound,
    ],
    [
      '#blockedPost',
      'https://bsky.app/profile/bsky.app/post/3mk6ipt5iv22y',
      'blocked-post',
      404,
      BLUESKY_MESSAGES.blocked,
    ],
    [
      'an author who asked not to be shown logged out',
      'https://bsky.app/profile/bsky.app/post/3mk6ipt5iv22y',
      'logged-in-only',
      403,
      BLUESKY_MESSAGES.loggedInOnly,
    ],
    [
      'an AppView error',
      'https://bsky.app/profile/bsky.app/post/3mk6ipt5iv22y',
      'error',
      502,
      BLUESKY_MESSAGES.unreachable,
    ],
    [
      'an HTML page',
      'https://bsky.app/profile/bsky.app/post/3mk6ipt5iv22y',
      'html',
      502,
      BLUESKY_MESSAGES.unreachable,
    ],
  ])('%s', async (_name, url, scenario, status, message) => {
    // A fresh app: the post must not come from the cache of an earlier test.
    const fresh = await startTestApp(all.env);
    try {
      all.fakes.bluesky.setScenario(scenario);
      const answer = await fetchTweetFrom(fresh.url, url);
      expect(answer.status).toBe(status);
      expect(answer.body.error).toBe(message);
    } finally {
      await fresh.close();
    }
  });

  it('never makes or stores a card of a post its author keeps from logged-out people', async () => {
    const fresh = await startTestApp({ ...all.env, CARD_REUSE_HOURS: '24' });
    try {
      all.fakes.bluesky.setScenario('logged-in-only');
      const url = 'https://bsky.app/profile/bsky.app/post/3mk6ipt5iv22y';
      const { status, body } = await postJson<SummaryResponse>(`${fresh.url}/api/summary`, {
        url,
        mode: 'normal',
      });
      expect(status).toBe(403);
      expect(body.error).toBe(BLUESKY_MESSAGES.loggedInOnly);
      expect(all.fakes.openai.calls).toHaveLength(0);
      const found = await fresh.services.cards.findRecent(
        'bluesky:bsky.app/3mk6ipt5iv22y',
        'normal',
        0,
      );
      expect(found).toBeUndefined();
    } finally {
      await fresh.close();
    }
  });

  it('answers 504 when the AppView does not answer in time', async () => {
    const { createPostService } = await import('./create-post-service.ts');
    const { services } = app;
    const noCache = { name: 'none', get: async () => undefined, set: async () => undefined };
    const posts = createPostService(services.config, noCache, services.logger, {
      timeoutMs: 200,
    });
    all.fakes.bluesky.setScenario('hang');
    await expect(
      posts.getPost(
        { network: 'bluesky', actor: 'bsky.app', rkey: '3mk6ipt5iv22y' },
        { includeThread: true },
      ),
    ).rejects.toMatchObject({ status: 504, message: BLUESKY_MESSAGES.slow });
  });

  it('refuses a bsky.app page that is not a post with what it is and what a post link looks like', async () => {
    const { status, body } = await fetchTweet('https://bsky.app/profile/bsky.app');
    expect(status).toBe(400);
    expect(body.error).toBe(
      'That is a profile, not a post. A post link on Bluesky looks like https://bsky.app/profile/someone.bsky.social/post/3kabc2defgh2x.',
    );
    const feed = await fetchTweet('https://bsky.app/profile/bsky.app/feed/whats-hot');
    expect(feed.body.error).toMatch(/^That Bluesky link is not a post\. A post link on Bluesky /);
    expect(all.fakes.bluesky.calls).toHaveLength(0);
  });
});

async function fetchTweetFrom(base: string, url: string) {
  const response = await fetch(`${base}/api/fetch-tweet?${new URLSearchParams({ url })}`);
  return { status: response.status, body: (await response.json()) as { error?: string } };
}
