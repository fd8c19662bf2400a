/** The per-request values middleware sets for routes: `c.get('log')` is the request's logger. */
import type { Logger } from './logger.ts';

export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
  };
}
