/** GET /api/health: which providers are in use, by name only. */
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { Services } from '../services.ts';

export function healthRoute({ config, generator, gifs, cache, limits }: Services): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/api/health', (c) =>
    c.json({
      ok: true,
      providers: {
        posts: config.posts.sources,
        textGeneration: generator.name,
        gifs: gifs.name,
        cache: cache.name,
        limits: limits.name,
      },
    }),
  );
}
