/** The server and HTTP: where it listens, its timeouts, logging, metrics and shutdown. */
import { z } from 'zod';
import { blankToUndefined, integer } from './env-values.ts';

export const serverEnv = {
  PORT: integer(3000, 0, 65_535),
  HOST: z.preprocess(blankToUndefined, z.string().default('127.0.0.1')),
  STATIC_DIR: z.preprocess(blankToUndefined, z.string().default('dist')),
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  REQUEST_TIMEOUT_MS: integer(30_000, 100, 3_600_000),
  KEEP_ALIVE_TIMEOUT_MS: integer(5_000, 100, 3_600_000),
  PUBLIC_URL: z.preprocess(
    blankToUndefined,
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
  ),
  SHUTDOWN_TIMEOUT_MS: integer(10_000, 0, 3_600_000),
  METRICS_PORT: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(0).max(65_535).optional(),
  ),
  /** Comment lines keep a slow streamed answer open through proxies; at most 15 s apart. */
  SSE_KEEP_ALIVE_MS: integer(15_000, 10, 15_000),
};
