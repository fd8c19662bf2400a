/** What each client, and the whole site, may ask for (docs/security.md). */
import { integer } from './env-values.ts';

export const limitsEnv = {
  RATE_LIMIT_PER_MINUTE: integer(20, 1, 1_000_000),
  LLM_DAILY_BUDGET: integer(5_000, 0, 100_000_000),
  TRUST_PROXY_HOPS: integer(0, 0, 10),
  RATE_LIMIT_PER_DAY: integer(200, 1, 100_000_000),
  FETCH_PER_MINUTE: integer(60, 1, 1_000_000),
  IMAGE_PROXY_PER_MINUTE: integer(120, 1, 1_000_000),
  CARD_IMAGE_PER_MINUTE: integer(60, 1, 1_000_000),
};
