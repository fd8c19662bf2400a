/** Both card stores against the same cases: the embedded SQLite file and a real redis-server. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredCard } from '#core/index.ts';
import { createRedisClients } from '#test/redis-clients.ts';
import { startTestRedis, type TestRedis } from '#test/redis-server.ts';
import { loadConfig } from '../config/index.ts';
import type { CardStore } from '../services.ts';
import { isCardId, newCardId } from './card-id.ts';
import { createCardStore } from './create-card-store.ts';
import { createRedisCardStore } from './redis-card-store.ts';
import { createSqliteCardStore } from './sqlite-card-store.ts';

const DAY = 24 * 3600;

function card(overrides: Partial<StoredCard> = {}): StoredCard {
  return {
    id: newCardId(),
    mode: 'normal',
    username: 'mayabuilds',
    profileImage: 'https://pbs.twimg.com/profile_images/1/a_400x400.jpg',
    summary: '• One\n• Two 日本語 🚀\n• Three',
    postId: '1790000000000000001',
    postUrl: 'https://x.com/mayabuilds/status/1790000000000000001',
    createdAt: Date.now(),
    ...overrides,
  };
}

/** The cases every store must pass. */
function storeContract(makeStore: () => CardStore) {
  it('stores a card and reads it back as it was', async () => {
    const store = makeStore();
    const meme = card({
      mode: 'meme',
      summary: undefined,
      meme: {
        caption: 'When the deploy works',
        gifUrl: 'https://media.giphy.com/a.gif',
        fromGiphy: true,
      },
    });
    await store.save(meme);
    expect(await store.get(meme.id)).toEqual(meme);
    expect(await store.get('unknownId1')).toBeUndefined();
  });

  it('finds the newest card of a post and mode made since a time, and no other', async () => {
    const store = makeStore();
    const postId = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
    const older = card({ postId, createdAt: Date.now() - 5_000 });
    const newer = card({ postId, createdAt: Date.now() });
    await store.save(older);
    await store.save(newer);
    expect((await store.findRecent(postId, 'normal', Date.now() - 60_000))?.id).toBe(newer.id);
    expect(await store.findRecent(postId, 'troll', Date.now() - 60_000)).toBeUndefined();
    expect(await store.findRecent(postId, 'normal', Date.now() + 60_000)).toBeUndefined();
    expect(await store.findRecent('1', 'normal', 0)).toBeUndefined();
  });

  it('finds a card in the language it was asked in: the same post in two languages is two cards', async () => {
    const store = makeStore();
    const postId = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
    const own = card({ postId, lang: 'ja', sourceLang: 'ja', createdAt: Date.now() - 2_000 });
    const english = card({ postId, lang: 'en', sourceLang: 'ja', language: 'en' });
    const spanish = card({ postId, lang: 'es', sourceLang: 'ja', language: 'es' });
    for (const made of [own, english, spanish]) await store.save(made);
    const since = Date.now() - 60_000;
    expect((await store.findRecent(postId, 'normal', since, 'en'))?.id).toBe(english.id);
    expect((await store.findRecent(postId, 'normal', since, 'es'))?.id).toBe(spanish.id);
    // Without a language, the post's own: never a newer card in another language.
    expect((await store.findRecent(postId, 'normal', since))?.id).toBe(own.id);
    expect(await store.findRecent(postId, 'normal', since, 'fr')).toBeUndefined();
    expect(await store.get(english.id)).toEqual(english);
  });
}

describe('card ids', () => {
  it('are 8-12 URL-safe characters and differ every time', () => {
    const ids = new Set(Array.from({ length: 1000 }, newCardId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{8,12}$/);
    expect(isCardId('abcDEF12_-x')).toBe(true);
    expect(isCardId('short')).toBe(false);
    expect(isCardId('../../etc')).toBe(false);
  });
});

describe('embedded SQLite card store', () => {
  const dir = mkdtempSync(join(tmpdir(), 'card-store-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  storeContract(() =>
    createSqliteCardStore({ dataDir: join(dir, 'contract'), ttlSeconds: 30 * DAY }),
  );

  it('creates its folder and file on first use, and keeps cards across a restart', async () => {
    const dataDir = join(dir, 'nested', 'data');
    const first = createSqliteCardStore({ dataDir, ttlSeconds: 30 * DAY });
    const saved = card();
    await first.save(saved);
    await first.close();
    const second = createSqliteCardStore({ dataDir, ttlSeconds: 30 * DAY });
    expect(await second.get(saved.id)).toEqual(saved);
    expect((await second.findRecent(saved.postId, 'normal', 0))?.id).toBe(saved.id);
    await second.close();
  });

  it('stops showing a card once its lifetime is over', async () => {
    let now = Date.now();
    const store = createSqliteCardStore({
      dataDir: join(dir, 'expiry'),
      ttlSeconds: 30 * DAY,
      now: () => now,
    });
    const saved = card({ createdAt: now });
    await store.save(saved);
    now += 30 * DAY * 1000 - 1_000;
    expect(await store.get(saved.id)).toEqual(saved);
    now += 2_000;
    expect(await store.get(saved.id)).toBeUndefined();
    expect(await store.findRecent(saved.postId, 'normal', 0)).toBeUndefined();
    await store.close();
  });

  it('throws on a write it cannot make (the route logs it and still answers the card)', async () => {
    const blocked = join(dir, 'file-not-folder');
    await import('node:fs/promises').then((fs) => fs.writeFile(blocked, 'x'));
    const store = createSqliteCardStore({ dataDir: blocked, ttlSeconds: DAY });
    await expect(store.save(card())).rejects.toThrow();
  });
});

describe('Redis card store (real redis-server)', () => {
  let redis: TestRedis;
  const clients = createRedisClients();
  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterAll(async () => {
    await clients.closeAll();
    await redis?.stop();
  });

  storeContract(() =>
    createRedisCardStore(clients.connect(redis.url).redis, {
      ttlSeconds: 30 * DAY,
    }),
  );

  it('is shared: a card stored by one instance is read by another', async () => {
    const a = createRedisCardStore(clients.connect(redis.url).redis, {
      ttlSeconds: DAY,
    });
    const b = createRedisCardStore(clients.connect(redis.url).redis, {
      ttlSeconds: DAY,
    });
    const saved = card();
    await a.save(saved);
    expect(await b.get(saved.id)).toEqual(saved);
    expect((await b.findRecent(saved.postId, 'normal', 0))?.id).toBe(saved.id);
  });

  it('lets Redis expire the card after its lifetime', async () => {
    const store = createRedisCardStore(clients.connect(redis.url).redis, {
      ttlSeconds: 1,
    });
    const saved = card();
    await store.save(saved);
    expect(await store.get(saved.id)).toEqual(saved);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(await store.get(saved.id)).toBeUndefined();
    expect(await store.findRecent(saved.postId, 'normal', 0)).toBeUndefined();
  });

  it('throws when Redis is down (the route logs it)', async () => {
    const other = await startTestRedis();
    const store = createRedisCardStore(clients.connect(other.url).redis, {
      ttlSeconds: DAY,
    });
    await other.stop();
    await expect(store.save(card())).rejects.toThrow();
  });
});

describe('both stores as the server makes them (store parity)', () => {
  let redis: TestRedis;
  const clients = createRedisClients();
  const dir = mkdtempSync(join(tmpdir(), 'card-parity-'));
  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterAll(async () => {
    await clients.closeAll();
    await redis?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const made = (kind: 'sqlite' | 'redis', reuseHours: string) => {
    const config = loadConfig({
      CARD_REUSE_HOURS: reuseHours,
      DATA_DIR: join(dir, `${kind}-${reuseHours}`),
      LOG_LEVEL: 'silent',
    });
    return createCardStore(config, kind === 'redis' ? clients.connect(redis.url).redis : undefined);
  };

  describe.each(['sqlite', 'redis'] as const)('%s', (kind) => {
    it.each(['0', '1', '24'])(
      'finds a post’s card by its post for the card’s whole life, past CARD_REUSE_HOURS=%s',
      async (reuseHours) => {
        const store = made(kind, reuseHours);
        // Made three days ago: past any reuse window, well inside the 30-day life.
        const old = card({
          postId: `17${Date.now()}${reuseHours}`,
          createdAt: Date.now() - 3 * DAY * 1000,
        });
        await store.save(old);
        expect((await store.findRecent(old.postId, 'normal', 0))?.id).toBe(old.id);
        // The reuse window is the caller's `since`: the old card is not recent.
        expect(
          await store.findRecent(old.postId, 'normal', Date.now() - 3_600_000),
        ).toBeUndefined();
      },
    );
  });
});
