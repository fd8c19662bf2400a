/**
 * The shared card store: each card a JSON string under `summary:card:<id>` with Redis's own expiry,
 * and the newest card of a post and mode under `summary:card-recent:<post>:<mode>` (with `:<language>`
 * for a card asked in another language than the post's), so every instance
 * sees every card and reuses the same one. The newest-card key lives as long as the card: a post's
 * path on our host finds its card for the card's whole life, as the SQLite store does; the reuse
 * window is the caller's `since`, never the key's expiry.
 */
import type { Redis } from 'ioredis';
import type { CardMode, StoredCard } from '#core/index.ts';
import type { CardStore } from '../services.ts';

const CARD_KEY = 'summary:card:';
const RECENT_KEY = 'summary:card-recent:';

export interface RedisCardStoreOptions {
  ttlSeconds: number;
}

export function createRedisCardStore(redis: Redis, options: RedisCardStoreOptions): CardStore {
  const recentKey = (postId: string, mode: CardMode, language = '') =>
    `${RECENT_KEY}${postId}:${mode}${language === '' ? '' : `:${language}`}`;
  const get = async (id: string): Promise<StoredCard | undefined> => {
    const json = await redis.get(CARD_KEY + id);
    return json === null ? undefined : (JSON.parse(json) as StoredCard);
  };
  return {
    name: 'redis',
    async save(card) {
      const ttl = Math.max(1, options.ttlSeconds);
      const results = await redis
        .multi()
        .set(CARD_KEY + card.id, JSON.stringify(card), 'EX', ttl)
        .set(recentKey(card.postId, card.mode, card.language), card.id, 'EX', ttl)
        .exec();
      const failed = results?.find(([error]) => error);
      if (!results || failed) throw failed?.[0] ?? new Error('redis transaction was discarded');
    },
    get,
    async findRecent(postId, mode, since, language) {
      const id = await redis.get(recentKey(postId, mode, language));
      if (id === null) return undefined;
      const card = await get(id);
      return card && card.createdAt >= since ? card : undefined;
    },
    async close() {
      // The connection is shared and closed by createServices.
    },
  };
}
