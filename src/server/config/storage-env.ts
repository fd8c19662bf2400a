/** What is kept: the shared Redis, the data folder, stored cards and drawing their pictures. */
import { z } from 'zod';
import { blankToUndefined, integer } from './env-values.ts';

export const storageEnv = {
  REDIS_URL: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  ),
  DATA_DIR: z.preprocess(blankToUndefined, z.string().default('./data')),
  CARD_REUSE_HOURS: integer(24, 0, 24 * 365),
  CARD_TTL_DAYS: integer(30, 1, 3_650),
  CARD_RENDER_CONCURRENCY: integer(2, 1, 64),
};
