/**
 * Mastodon statuses: every recorded answer (test/fixtures/mastodon/, provenance in SOURCES.md)
 * replayed over a real socket by the Mastodon fake, through GET /api/fetch-tweet and
 * POST /api/summary; each refusal; the SSRF rules with a fake resolver and a real socket; the
 * instance's rate limit; and the signed avatar link.
 */
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FetchTweetResponse, SummaryResponse } from '#core/index.ts';
import { MASTODON_FIXTURE_FILES } from '#fakes/mastodon-fake.ts';
import { type AllFakes, startAllFakes } from '#fakes/start-all-fakes.ts';
import { postJson } from '#test/post-json.ts';
import { startTestApp, type TestApp } from '#test/start-test-app.ts';
import { parsePrivateHosts } from '../image-proxy/allowed-hosts.ts';
import type { ResolvedAddress } from '../image-proxy/guarded-request.ts';
import { createMastodonSource, MASTODON_MESSAGES, normaliseStatus } from './mastodon-source.ts';

let all: AllFakes;
let app: TestApp;
let origin: string;
let host: string;

beforeAll(async () => {
  all = await startAllFakes();
  app = await startTestApp(all.env);
  origin = all.fakes.mastodon.url;
  host = new URL(origin).host;
});
afterAll(async () => {
  await app.close();
  await all.close();
});
beforeEach(() => all.reset());

const statusUrl = (user: string, id: string) => `${origin}/@${user}/${id}`;

async function fetchTweet(url: string, base = app.url) {
  const response = await fetch(`${base}/api/fetch-tweet?${new URLSearchParams({ url })}`);
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as FetchTweetResponse & { error?: string },
  };
}

const RECORDED = [
  { id: '117020583223442465', user: 'mastodonpy_test', text: 'Toot!' },
  { id: '117020609135389699', user: 'mastodonpy_test', text: 'http://example.org/' },
  { id: '117020582690282017', user: 'admin', text: 'nice' },
  { id: '117020582925004921', user: 'mastodonpy_test', text: 'yoooooooo' },
  { id: '117020583258292382', user: 'admin', text: '@mastodonpy_test_2 same!' },
];

describe('recorded Mastodon answers through /api/fetch-tweet', () => {
  // Each recording through an app of its own: a post another test read first would be answered
  // from the app's caches, and the fake would see no call.
  let fresh: TestApp;
  beforeEach(async () => {
    fresh = await startTestApp(all.env);
  });
  afterEach(() => fresh.close());

  it('covers every status recording', () => {
    const ids = new Set(RECORDED.map((item) => `status.${item.id}.json`));
    for (const file of MASTODON_FIXTURE_FILES.filter((name) => name.startsWith('status.'))) {
      expect(ids.has(file), file).toBe(true);
    }
  });

  it.each(RECORDED)('status $id', async ({ id, user, text }) => {
    const { status, body } = await fetchTweet(statusUrl(user, id), fresh.url);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      network: 'mastodon',
      id,
      tweetText: text,
      username: `${user}@127.0.0.1`,
      postUrl: `${origin}/@${user}/${id}`,
      lang: 'en',
    });
    // The instance's avatar goes out only as our own signed proxy link.
    expect(body.profileImage).toMatch(
      /^\/api\/proxy-image\?url=http%3A%2F%2F127\.0\.0\.1%3A\d+%2F.+&sig=[\w-]{43}$/,
    );
    // Signed for what it is, an avatar, and for a time.
    expect(body.profileImage).toMatch(/&exp=\d+&for=avatar&sig=/);
    expect(all.fakes.mastodon.calls.at(-1)?.path).toBe(`/api/v1/statuses/${id}`);
  });

  it('reads the three URL forms of a status', async () => {
    const id = '117020583223442465';
    for (const url of [
      `${origin}/@mastodonpy_test/${id}`,
      `${origin}/@mastodonpy_test@127.0.0.1/${id}`,
      `${origin}/users/mastodonpy_test/statuses/${id}`,
    ]) {
      const { status, body } = await fetchTweet(url);
      expect(status, url).toBe(200);
      expect(body.tweetText).toBe('Toot!');
    }
  });

  it('gives the quoted post and drops the RE: paragraph kept for old clients', async () => {
    const { body } = await fetchTweet(statusUrl('mastodonpy_test', '117020582925004921'));
    expect(body.quote).toEqual({ username: 'mastodonpy_test@127.0.0.1', text: 'Toot!' });
    expect(body.tweetText).not.toContain('RE:');
  });

  it('serves the signed avatar through the image proxy, and refuses it with a changed signature', async () => {
    const { body } = await fetchTweet(statusUrl('mastodonpy_test', '117020583223442465'));
    const picture = await fetch(`${app.url}${body.profileImage}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    const forged = body.profileImage.replace(/sig=[\w-]{4}/, 'sig=AAAA');
    expect((await fetch(`${app.url}${forged}`)).status).toBe(400);
    const unsigned = body.profileImage.replace(/&sig=.*$/, '');
    expect((await fetch(`${app.url}${unsigned}`)).status).toBe(400);
  });

  it('makes a card of each: stored with the network and the status link, unless it is the fallback', async () => {
    for (const { id, user } of RECORDED) {
      const { status, body } = await postJson<SummaryResponse>(`${app.url}/api/summary`, {
        url: statusUrl(user, id),
        mode: 'normal',
      });
      expect(status).toBe(200);
      expect(body.network).toBe('mastodon');
      // A post of one word gives the writer nothing: the silent fallback, never stored.
      if (body.fallback) expect(body.id).toBeUndefined();
      else expect(body.postUrl).toBe(`${origin}/@${user}/${id}`);
    }
    all.fakes.mastodon.setScenario('wordy');
    const fresh = await startTestApp(all.env);
    try {
      const { body } = await postJson<SummaryResponse>(`${fresh.url}/api/summary`, {
        url: statusUrl('mastodonpy_test', '117020583223442465'),
        mode: 'normal',
      });
      expect(body.fallback).toBeUndefined();
      expect(body.postUrl).toBe(`${origin}/@mastodonpy_test/117020583223442465`);
      expect(await fresh.services.cards.get(body.id ?? '')).toMatchObject({
        network: 'mastodon',
        postUrl: body.postUrl,
        username: 'mastodonpy_test@127.0.0.1',
      });
    } finally {
      await fresh.close();
    }
  });
});

describe('when the instance says no', () => {
  it('answers 404 for a deleted or private status (the recorded 404)', async () => {
    const { status, body } = await fetchTweet(statusUrl('admin', '999'));
    expect(status).toBe(404);
    expect(body.error).toBe(MASTODON_MESSAGES.gone);
  });

  it.each([
    ['login', 403, MASTODON_MESSAGES.loggedInOnly],
    ['redirect', 502, MASTODON_MESSAGES.redirected],
    ['big', 502, MASTODON_MESSAGES.unreachable],
    ['html', 502, MASTODON_MESSAGES.unreachable],
    ['other-site', 502, MASTODON_MESSAGES.otherSite],
    ['acct-markup', 502, MASTODON_MESSAGES.badAccount],
    ['other-id', 502, MASTODON_MESSAGES.otherPost],
  ])('%s → %i', async (scenario, expected, message) => {
    const fresh = await startTestApp(all.env);
    try {
      all.fakes.mastodon.setScenario(scenario);
      const { status, body } = await fetchTweet(
        statusUrl('admin', '117020582690282017'),
        fresh.url,
      );
      expect(status).toBe(expected);
      expect(body.error).toBe(message);
      // A redirect is never followed: one call, to the instance.
      expect(all.fakes.mastodon.calls).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });

  it('gives up on a slow instance at its deadline', async () => {
    const source = createMastodonSource({
      privateHosts: parsePrivateHosts([host]),
      timeoutMs: 300,
    });
    all.fakes.mastodon.setScenario('hang');
    await expect(source.fetchPost({ host, scheme: 'http', id: '1' })).rejects.toMatchObject({
      status: 504,
      message: MASTODON_MESSAGES.slow,
    });
  });

  it('waits until X-RateLimit-Reset after a 429, without calling again', async () => {
    const source = createMastodonSource({ privateHosts: parsePrivateHosts([host]) });
    all.fakes.mastodon.setScenario('rate-limited');
    const first = await source
      .fetchPost({ host, scheme: 'http', id: '117020582690282017' })
      .catch((e) => e);
    expect(first).toMatchObject({ status: 503, message: MASTODON_MESSAGES.busy });
    const wait = Number(first.headers['Retry-After']);
    expect(wait).toBeGreaterThan(20);
    expect(wait).toBeLessThanOrEqual(30);
    all.fakes.mastodon.setScenario('ok');
    await expect(
      source.fetchPost({ host, scheme: 'http', id: '117020582690282017' }),
    ).rejects.toMatchObject({
      status: 503,
    });
    expect(all.fakes.mastodon.calls).toHaveLength(1);
  });

  it('stops calling after X-RateLimit-Remaining: 0 until the reset', async () => {
    const source = createMastodonSource({ privateHosts: parsePrivateHosts([host]) });
    all.fakes.mastodon.setScenario('last-call');
    const post = await source.fetchPost({ host, scheme: 'http', id: '117020582690282017' });
    expect(post.tweetText).toBe('nice');
    await expect(
      source.fetchPost({ host, scheme: 'http', id: '117020583223442465' }),
    ).rejects.toMatchObject({
      status: 503,
    });
    expect(all.fakes.mastodon.calls).toHaveLength(1);
  });
});

describe('the SSRF rules (no private instances named)', () => {
  /** A resolver that answers what the test says, and records what it was asked. */
  const resolver = (addresses: ResolvedAddress[]) => {
    const asked: string[] = [];
    return {
      asked,
      resolve: async (name: string) => {
        asked.push(name);
        return addresses;
      },
    };
  };

  it.each([
    ['an IPv4 literal', 'https://127.0.0.1/@a/1'],
    ['a public IPv4 literal', 'https://93.184.216.34/@a/1'],
    ['an IPv6 literal', 'https://[::1]/@a/1'],
    ['localhost', 'https://localhost/@a/1'],
    ['a .localhost name', 'https://evil.localhost/@a/1'],
    ['a single-label name', 'https://intranet/@a/1'],
    ['plain http', 'http://mastodon.example/@a/1'],
    ['another port', 'https://mastodon.example:8443/@a/1'],
  ])('refuses %s with a 400 before any connection', async (_name, url) => {
    const { status, body } = await fetchTweet(url);
    expect(status).toBe(400);
    expect(body.error).toMatch(/^We cannot read posts from that Mastodon address: /);
    expect(all.fakes.mastodon.calls).toHaveLength(0);
  });

  it.each([
    ['loopback', '127.0.0.1', 4],
    ['a private range', '10.0.0.7', 4],
    ['link-local (cloud metadata)', '169.254.169.254', 4],
    ['IPv6 unique local', 'fd00::1', 6],
    ['IPv4-mapped IPv6', '::ffff:127.0.0.1', 6],
  ] as const)(
    'refuses a name whose DNS answers %s, without connecting',
    async (_name, address, family) => {
      const dns = resolver([{ address, family }]);
      const source = createMastodonSource({ privateHosts: [], resolve: dns.resolve });
      await expect(
        source.fetchPost({ host: 'mastodon.example', scheme: 'https', id: '1' }),
      ).rejects.toMatchObject({ status: 400, message: MASTODON_MESSAGES.refusedAddress });
      expect(dns.asked).toEqual(['mastodon.example']);
    },
  );

  it('refuses when one of several answers is private (DNS rebinding)', async () => {
    const dns = resolver([
      { address: '93.184.216.34', family: 4 },
      { address: '192.168.1.1', family: 4 },
    ]);
    const source = createMastodonSource({ privateHosts: [], resolve: dns.resolve });
    await expect(
      source.fetchPost({ host: 'mastodon.example', scheme: 'https', id: '1' }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('caps the answer at 1 MB on a real socket (a 2 MB answer is refused)', async () => {
    const source = createMastodonSource({ privateHosts: parsePrivateHosts([host]) });
    all.fakes.mastodon.setScenario('big');
    await expect(source.fetchPost({ host, scheme: 'http', id: '1' })).rejects.toMatchObject({
      status: 502,
    });
  });
});

describe('normaliseStatus', () => {
  const recorded = (id: string) =>
    JSON.parse(
      readFileSync(
        new URL(`../../../test/fixtures/mastodon/status.${id}.json`, import.meta.url),
        'utf8',
      ),
    );

  it('reads a boost as the boosted post, a remote author with their domain, the content warning and the facts', () => {
    const boosted = {
      ...recorded('117020609135389699'),
      id: '555',
      url: 'https://remote.example/@carol/555',
      spoiler_text: 'politics',
      // Media marked sensitive never reaches a card (see mastodon-choices.test.ts).
      sensitive: false,
      account: { ...recorded('117020609135389699').account, acct: 'carol@remote.example' },
      media_attachments: [
        { type: 'image', url: 'https://files.example/cat.jpg', description: 'A cat on a keyboard' },
        {
          type: 'video',
          url: 'https://files.example/a.mp4',
          preview_url: 'https://files.example/a.jpg',
        },
      ],
    };
    const boost = { ...recorded('117020583223442465'), content: '', reblog: boosted };
    const post = normaliseStatus(
      boost,
      'https://mastodon.example',
      'mastodon.example',
      '117020583223442465',
    );
    expect(post).toMatchObject({
      id: '555',
      username: 'carol@remote.example',
      tweetText: 'http://example.org/',
      contentWarning: 'politics',
      postUrl: 'https://mastodon.example/@carol@remote.example/555',
    });
    expect(post.media).toEqual([
      { type: 'photo', url: 'https://files.example/cat.jpg', alt: 'A cat on a keyboard' },
      { type: 'video', url: 'https://files.example/a.jpg' },
    ]);
    expect(post.facts).toMatchObject({
      photos: 1,
      photoAlts: ['A cat on a keyboard'],
      linkCard: { title: 'Example Domain', host: 'example.org' },
    });
  });

  it('gives a poll its options as facts', () => {
    const post = normaliseStatus(
      recorded('117020582690282017'),
      'http://localhost:3000',
      'localhost:3000',
      '117020582690282017',
    );
    expect(post.facts?.pollOptions).toEqual(['four twenty', 'sixty-nine']);
    expect(post.username).toBe('admin@localhost');
  });
});
