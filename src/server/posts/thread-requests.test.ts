/**
 * What reading an author's thread of 25 posts costs each network (issue 39): at most one round of
 * requests more than reading the post as cards did before (the post, and on X the thread up to it).
 * Measured on the fakes' long thread (test/fakes/long-thread-texts.ts; Bluesky's built on a recorded
 * post view, Mastodon's on a recorded status), with a proxy that lets requests through in rounds
 * and counts them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHOR_THREAD_MAX_POSTS } from '#core/index.ts';
import { startBlueskyFake } from '#fakes/bluesky-fake.ts';
import { blueskyLongPost, LONG_THREAD_AUTHOR } from '#fakes/bluesky-long-thread.ts';
import type { FakeServer } from '#fakes/fake-server.ts';
import { startFxTwitterFake } from '#fakes/fxtwitter-fake.ts';
import { LONG_THREAD_TEXTS } from '#fakes/long-thread-texts.ts';
import { startMastodonFake } from '#fakes/mastodon-fake.ts';
import { mastodonLongId } from '#fakes/mastodon-long-thread.ts';
import { X_LONG_THREAD } from '#fakes/sample-posts.ts';
import { type RoundsProxy, startRoundsProxy } from '#test/request-rounds.ts';
import { createMemoryCache } from '../cache/memory-cache.ts';
import { loadConfig } from '../config/index.ts';
import { parsePrivateHosts } from '../image-proxy/allowed-hosts.ts';
import { createLogger } from '../logging/logger.ts';
import type { PostService } from '../services.ts';
import { createBlueskySource } from './bluesky-source.ts';
import { createPostService } from './create-post-service.ts';
import { createFxTwitterSource } from './fxtwitter-source.ts';
import { createMastodonSource } from './mastodon-source.ts';

const config = loadConfig({ LOG_LEVEL: 'silent' });
const logger = createLogger('silent');
/** The thread's middle post: the card reads 12 posts before it and 12 after. */
const MIDDLE = 13;

const fakes: FakeServer[] = [];
const proxies: RoundsProxy[] = [];

afterAll(async () => {
  await Promise.all([...proxies, ...fakes].map((server) => server.close()));
});

/** A fake behind a rounds proxy. */
async function behindProxy(fake: FakeServer): Promise<RoundsProxy> {
  fakes.push(fake);
  const proxy = await startRoundsProxy(fake.url);
  proxies.push(proxy);
  return proxy;
}

/** A post service with nothing cached, reading through `proxy`. */
type ServiceFor = (proxy: RoundsProxy) => PostService;

interface Network {
  name: string;
  start: () => Promise<FakeServer>;
  service: ServiceFor;
  ref: (proxy: RoundsProxy) => Parameters<PostService['getPost']>[0];
}

const NETWORKS: Network[] = [
  {
    name: 'X (FxTwitter)',
    start: () => startFxTwitterFake({ imageBaseUrl: 'http://127.0.0.1:9' }),
    service: (proxy) =>
      createPostService(config, createMemoryCache(), logger, {
        sources: [createFxTwitterSource(proxy.url)],
      }),
    ref: () => ({ network: 'x', id: X_LONG_THREAD[MIDDLE - 1]?.id ?? '' }),
  },
  {
    name: 'Bluesky',
    start: () => startBlueskyFake(),
    service: (proxy) =>
      createPostService(config, createMemoryCache(), logger, {
        sources: [],
        bluesky: createBlueskySource(proxy.url),
      }),
    ref: () => ({
      network: 'bluesky',
      actor: LONG_THREAD_AUTHOR.handle,
      rkey: blueskyLongPost(MIDDLE),
    }),
  },
  {
    name: 'Mastodon',
    start: () => startMastodonFake(),
    service: (proxy) =>
      createPostService(config, createMemoryCache(), logger, {
        sources: [],
        mastodon: createMastodonSource({
          privateHosts: parsePrivateHosts([new URL(proxy.url).host]),
        }),
      }),
    ref: (proxy) => ({
      network: 'mastodon',
      host: new URL(proxy.url).host,
      scheme: 'http',
      id: mastodonLongId(MIDDLE),
    }),
  },
];

describe.each(NETWORKS)('a 25-post thread on $name', (network) => {
  let proxy: RoundsProxy;
  beforeAll(async () => {
    proxy = await behindProxy(await network.start());
  });

  it('is read whole, in at most one round of requests more than the post', async () => {
    const before = await proxy.measure(() =>
      network.service(proxy).getPost(network.ref(proxy), { includeThread: true }),
    );
    const read = await proxy.measure(() =>
      network
        .service(proxy)
        .getPost(network.ref(proxy), { includeThread: true, includeLaterPosts: true }),
    );
    const thread = read.result.authorThread ?? [];
    expect(thread).toHaveLength(AUTHOR_THREAD_MAX_POSTS);
    // The asked post is the thread's 13th: the card reads from the thread's first post to its 25th.
    expect(thread.map((post) => post.text)).toEqual(
      LONG_THREAD_TEXTS.slice(0, AUTHOR_THREAD_MAX_POSTS),
    );
    expect(read.rounds.length).toBeLessThanOrEqual(before.rounds.length + 1);
    if (network.name === 'X (FxTwitter)') {
      // FxTwitter answers the whole thread in the one request cards already made.
      expect(read.rounds).toEqual([[expect.stringMatching(/^\/2\/thread\//)]]);
    }
    if (network.name === 'Bluesky') {
      // The thread and the post's postgate at once, then every other post's postgate at once.
      expect(read.rounds).toHaveLength(2);
      expect(read.rounds[0]).toHaveLength(2);
      expect(read.rounds[1]).toHaveLength(AUTHOR_THREAD_MAX_POSTS - 1);
      expect(read.rounds[1]?.every((path) => path.includes('com.atproto.repo.getRecord'))).toBe(
        true,
      );
    }
    if (network.name === 'Mastodon') {
      // The status, then its context: one request more.
      expect(read.rounds.map((round) => round.length)).toEqual([1, 1]);
      expect(read.rounds[1]?.[0]).toMatch(/\/context$/);
    }
  });
});
