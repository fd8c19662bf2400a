/**
 * Mastodon fetches in turns (issue 30): a global cap, a per-instance cap and spacing, and a 503
 * with Retry-After for a fetch that waits too long, measured at Mastodon fakes on 127.0.0.1
 * (each fake one instance; `slow` holds every answer open a while).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type MastodonFake,
  type MastodonLoad,
  newMastodonLoad,
  startMastodonFake,
} from '#fakes/mastodon-fake.ts';
import { parsePrivateHosts } from '../image-proxy/allowed-hosts.ts';
import {
  createMastodonPacer,
  MASTODON_INSTANCE_SPACING_MS,
  MASTODON_MAX_IN_FLIGHT,
  MASTODON_MAX_PER_INSTANCE,
  MASTODON_PACING,
  MASTODON_RETRY_AFTER_SECONDS,
  PacingRefused,
} from './mastodon-pacing.ts';
import {
  createMastodonSource,
  MASTODON_MESSAGES,
  type MastodonSource,
  type MastodonSourceOptions,
} from './mastodon-source.ts';

const ID = '117020583223442465';
/** How late a `slow` answer comes: well over a spacing, so fetches overlap. */
const SLOW_MS = 600;
/*
 * The fakes' arrivals are checked against lower bounds from the fetches' start only: a loaded
 * machine can hold up one call and not the next, so no gap between arrivals is asserted. The exact
 * spacing is measured in process, at the pacer itself (below).
 */

/** Two instances, each counted on its own. */
let one: MastodonFake;
let two: MastodonFake;
/** Five instances counted together: with two fetches each they could have ten in flight. */
let many: MastodonFake[];
let manyLoad: MastodonLoad;
const all = () => [one, two, ...many];

const hostOf = (fake: MastodonFake) => new URL(fake.url).host;
const sourceFor = (pacing?: MastodonSourceOptions['pacing']) =>
  createMastodonSource({
    privateHosts: parsePrivateHosts(all().map(hostOf)),
    ...(pacing && { pacing }),
  });
const fetchFrom = (source: MastodonSource, fake: MastodonFake) =>
  source.fetchPost({ host: hostOf(fake), scheme: 'http', id: ID });
const slow = () => {
  for (const fake of all()) fake.setScenario('slow');
};

beforeAll(async () => {
  manyLoad = newMastodonLoad();
  [one, two, ...many] = await Promise.all([
    startMastodonFake({ slowMs: SLOW_MS }),
    startMastodonFake({ slowMs: SLOW_MS }),
    ...Array.from({ length: 5 }, () => startMastodonFake({ load: manyLoad, slowMs: SLOW_MS })),
  ]);
});
afterAll(() => Promise.all(all().map((fake) => fake.close())));
afterEach(() => {
  for (const fake of all()) fake.reset();
});

describe('the global cap', () => {
  it('has the limits of issue 30', () => {
    expect(MASTODON_PACING).toEqual({
      maxInFlight: 8,
      perInstance: 2,
      spacingMs: 250,
      maxWaitMs: 2_000,
    });
  });

  it('lets N fetches run at once and the N+1st wait its turn (N = 3 here)', async () => {
    slow();
    const source = sourceFor({ maxInFlight: 3, perInstance: 10, spacingMs: 0 });
    const posts = await Promise.all(Array.from({ length: 4 }, () => fetchFrom(source, one)));
    expect(posts.map((post) => post.id)).toEqual([ID, ID, ID, ID]);
    expect(one.load.arrivals).toHaveLength(4);
    expect(one.load.maxInFlight).toBe(3);
  });

  it(`holds ${MASTODON_MAX_IN_FLIGHT} in flight by default, across instances`, async () => {
    slow();
    const source = sourceFor();
    const fetches = many.flatMap((fake) => [fetchFrom(source, fake), fetchFrom(source, fake)]);
    expect(await Promise.all(fetches)).toHaveLength(10);
    expect(manyLoad.arrivals).toHaveLength(10);
    expect(manyLoad.maxInFlight).toBe(MASTODON_MAX_IN_FLIGHT);
  });

  it('answers 503 with Retry-After to a fetch that waits too long for a place', async () => {
    slow();
    const source = sourceFor({ maxInFlight: 1, maxWaitMs: 150 });
    const [running, waiting] = await Promise.allSettled([
      fetchFrom(source, one),
      fetchFrom(source, two),
    ]);
    expect(running.status).toBe('fulfilled');
    expect(waiting).toMatchObject({
      status: 'rejected',
      reason: {
        status: 503,
        message: MASTODON_MESSAGES.crowded,
        headers: { 'Retry-After': String(MASTODON_RETRY_AFTER_SECONDS) },
      },
    });
    expect(two.calls).toHaveLength(0);
  });
});

describe('one instance', () => {
  it(`gets ${MASTODON_MAX_PER_INSTANCE} fetches at most, spaced, and another instance is not held up`, async () => {
    slow();
    const source = sourceFor();
    const started = Date.now();
    const posts = await Promise.all([
      fetchFrom(source, one),
      fetchFrom(source, one),
      fetchFrom(source, one),
      fetchFrom(source, two),
    ]);
    expect(posts).toHaveLength(4);
    expect(one.load.maxInFlight).toBe(MASTODON_MAX_PER_INSTANCE);
    const [, second, third] = one.load.arrivals as [number, number, number];
    expect(one.load.arrivals).toHaveLength(3);
    // Lower bounds from the moment the fetches began: a loaded machine only makes them later.
    // The second came a spacing after the first could start at the earliest.
    expect(second - started).toBeGreaterThanOrEqual(MASTODON_INSTANCE_SPACING_MS);
    // The third waited for a place: it came when one of the first two was answered.
    expect(third - started).toBeGreaterThanOrEqual(SLOW_MS);
    // Another instance's call did not wait behind this one's full places.
    expect(two.load.arrivals).toHaveLength(1);
    expect(two.load.arrivals[0] as number).toBeLessThan(third);
  });

  it('spaces fetches that come one after another', async () => {
    const source = sourceFor();
    const started = Date.now();
    await fetchFrom(source, one);
    await fetchFrom(source, one);
    // The second came a spacing after the first could start at the earliest, however loaded the
    // machine (the arrivals' own gap shrinks when the first is the one held up).
    const [, second] = one.load.arrivals as [number, number];
    expect(second - started).toBeGreaterThanOrEqual(MASTODON_INSTANCE_SPACING_MS);
  });

  it('answers 503 with Retry-After to a fetch that waits too long for a place at its instance', async () => {
    slow();
    const source = sourceFor({ maxWaitMs: 400 });
    const results = await Promise.allSettled([
      fetchFrom(source, one),
      fetchFrom(source, one),
      fetchFrom(source, one),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(results[2]).toMatchObject({
      reason: {
        status: 503,
        message: MASTODON_MESSAGES.instanceQueue,
        headers: { 'Retry-After': String(MASTODON_RETRY_AFTER_SECONDS) },
      },
    });
    expect(one.calls).toHaveLength(2);
  });

  it('does not call an instance again once it said 429 while others waited their turn', async () => {
    one.setScenario('rate-limited');
    const source = sourceFor();
    const results = await Promise.allSettled([fetchFrom(source, one), fetchFrom(source, one)]);
    for (const result of results) {
      expect(result).toMatchObject({ status: 'rejected', reason: { status: 503 } });
    }
    expect(one.calls).toHaveLength(1);
  });
});

describe('createMastodonPacer', () => {
  it('forgets an instance once its fetches end, whether they succeed, fail or give up', async () => {
    const pacer = createMastodonPacer({ perInstance: 1, spacingMs: 0, maxWaitMs: 50 });
    let release = () => {};
    const held = pacer.run('a.example', () => new Promise<void>((done) => (release = done)));
    const failing = pacer.run('b.example', () => Promise.reject(new Error('network')));
    const refused = pacer.run('a.example', async () => 'never');
    expect(pacer.busyInstances).toBe(2);
    await expect(failing).rejects.toThrow('network');
    await expect(refused).rejects.toBeInstanceOf(PacingRefused);
    release();
    await held;
    expect(pacer.busyInstances).toBe(0);
    expect(pacer.inFlight).toBe(0);
  });

  it(`starts one instance's calls ${MASTODON_INSTANCE_SPACING_MS} ms apart at least, ${MASTODON_MAX_PER_INSTANCE} at a time`, async () => {
    const pacer = createMastodonPacer();
    const starts: number[] = [];
    let running = 0;
    let most = 0;
    const call = () =>
      pacer.run('a.example', async () => {
        starts.push(performance.now());
        running += 1;
        most = Math.max(most, running);
        await sleep(SLOW_MS);
        running -= 1;
      });
    await Promise.all([call(), call(), call()]);
    expect(most).toBe(MASTODON_MAX_PER_INSTANCE);
    const [first, second, third] = starts as [number, number, number];
    // Less 2 ms: the pacer counts in whole milliseconds of Date.now().
    expect(second - first).toBeGreaterThanOrEqual(MASTODON_INSTANCE_SPACING_MS - 2);
    expect(third - second).toBeGreaterThanOrEqual(MASTODON_INSTANCE_SPACING_MS - 2);
    // The third had no place until the first ended.
    expect(third - first).toBeGreaterThanOrEqual(SLOW_MS - 2);
  });

  it('refuses at the instance when the wait is its spacing', async () => {
    const pacer = createMastodonPacer({ spacingMs: 500, maxWaitMs: 100 });
    await pacer.run('a.example', async () => undefined);
    await expect(pacer.run('a.example', async () => undefined)).rejects.toMatchObject({
      stage: 'instance',
    });
  });
});
