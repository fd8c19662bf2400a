/** The Bluesky and Mastodon posts the demo offers and the browser tests paste. */
import { ANA, anaPost } from './bluesky-sample-thread.ts';
import { DEMO_STATUS_ID, DEMO_STATUS_USER } from './mastodon-fake.ts';
import { mastodonThreadId } from './mastodon-sample-thread.ts';

/** A recorded Bluesky post with a link facet (test/fixtures/bluesky/, SOURCES.md). */
export const BLUESKY_SAMPLE_URL = 'https://bsky.app/profile/bsky.app/post/3mk3sdiixhs2n';

/** The Mastodon fake's demo status, on the fake instance at `origin` (a private instance). */
export const mastodonSampleUrl = (origin: string): string =>
  `${origin}/@${DEMO_STATUS_USER}/${DEMO_STATUS_ID}`;

/** The fifth post of the AppView fake's written self-thread of twelve (a Quote card's sample). */
export const BLUESKY_THREAD_SAMPLE_URL = `https://bsky.app/profile/${ANA.handle}/post/${anaPost(5)}`;

/** The fifth status of the Mastodon fake's written self-thread of twelve, at `origin`. */
export const mastodonThreadSampleUrl = (origin: string): string =>
  `${origin}/@${DEMO_STATUS_USER}/${mastodonThreadId(5)}`;
