/**
 * What the app's context carries: `c.get('log')` is the request's logger; on Node, `c.env` holds the
 * raw request and response (absent when tests call `app.request()`).
 */
import type { HttpBindings } from '@hono/node-server';
import type { Logger } from '../logging/logger.ts';

export interface AppEnv {
  Bindings: Partial<HttpBindings> | undefined;
  Variables: {
    requestId: string;
    log: Logger;
  };
}
