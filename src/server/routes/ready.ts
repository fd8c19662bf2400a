/**
 * GET /api/ready: 200 `{ ready: true }` when this instance can serve, 503 `{ ready: false, reason }`
 * while it shuts down or its Redis does not answer. Liveness stays with /api/health.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import type { Services } from '../services.ts';

export function readyRoute({ readiness }: Services): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/api/ready', async (c) => {
    const state = await readiness.check();
    c.header('Cache-Control', 'no-store');
    return c.json(state, state.ready ? 200 : 503);
  });
}
