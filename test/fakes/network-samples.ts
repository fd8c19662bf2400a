/** The Bluesky and Mastodon posts the demo offers and the browser tests paste. */
import { DEMO_STATUS_ID, DEMO_STATUS_USER } from './mastodon-fake.ts';

/** A recorded Bluesky post with a link facet (test/fixtures/bluesky/, SOURCES.md). */
export const BLUESKY_SAMPLE_URL = 'https://bsky.app/profile/bsky.app/post/3mk3sdiixhs2n';

/** The Mastodon fake's demo status, on the fake instance at `origin` (a private instance). */
export const mastodonSampleUrl = (origin: string): string =>
  `${origin}/@${DEMO_STATUS_USER}/${DEMO_STATUS_ID}`;
