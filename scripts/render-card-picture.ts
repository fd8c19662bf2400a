/**
 * Draws docs/card.png, the README's picture of a card: a Normal card of the demo's first post,
 * drawn by the server's own renderer (src/server/cards/render-card.ts) as `/c/<id>.png` draws it,
 * so the picture is what the product makes, not a mock-up. `npm run docs:card-picture`; a test
 * fails when the picture is stale. Needs no network: the avatar is our own default picture.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  type CardThemeId,
  DEFAULT_CARD_THEME_ID,
  DEFAULT_PROFILE_IMAGE_PATH,
  formatSummary,
  type StoredCard,
} from '#core/index.ts';
import { type CardScale, createCardRenderer } from '#server/cards/render-card.ts';
import { createLogger } from '#server/logging/logger.ts';
import type { ImageProxy } from '#server/services.ts';
import { SAMPLE_POSTS } from '#test/fakes/sample-posts.ts';

export const CARD_PICTURE = fileURLToPath(new URL('../docs/card.png', import.meta.url));

/** The 600px card as the web app exports it: twice its CSS pixels, 1200 wide. */
export const CARD_PICTURE_SCALE: CardScale = 2;
export const CARD_PICTURE_THEME: CardThemeId = DEFAULT_CARD_THEME_ID;
/** The host its Made by line names: where `npm start` serves. */
export const CARD_PICTURE_HOST = '127.0.0.1:3000';

const post = SAMPLE_POSTS.simple;

/** The card drawn: three lines a reader can check against the post, every figure the post's own. */
export const CARD_PICTURE_CARD: StoredCard = {
  id: 'readme-card',
  mode: 'normal',
  network: 'x',
  username: post.author.screenName,
  displayName: post.author.name,
  postCreatedAt: post.createdAt,
  profileImage: DEFAULT_PROFILE_IMAGE_PATH,
  summary: formatSummary([
    'The database went down for 47 minutes: an index added to a 900M-row table without CONCURRENTLY locked writes.',
    'The fix took 2 minutes; finding it took 45.',
    'Lesson: every migration gets a lock-timeout and a dry run on a prod-sized copy.',
  ]),
  lang: 'en',
  postId: post.id,
  postUrl: `https://x.com/${post.author.screenName}/status/${post.id}`,
  createdAt: 0,
  host: CARD_PICTURE_HOST,
};

/** The renderer never reaches the network here: the card's only picture is our own avatar. */
const noNetwork: ImageProxy = {
  fetchImage: async () => {
    throw new Error('docs:card-picture fetches nothing');
  },
  linkFor: () => undefined,
  openImage: async () => {
    throw new Error('docs:card-picture fetches nothing');
  },
};

/** The README's card as a PNG, drawn as the server draws `/c/<id>.png?scale=2`. */
export async function renderCardPicture(): Promise<Uint8Array> {
  const renderer = createCardRenderer({ imageProxy: noNetwork, logger: createLogger('silent') });
  const { png, complete } = await renderer.render(CARD_PICTURE_CARD, {
    theme: CARD_PICTURE_THEME,
    size: 'card',
    scale: CARD_PICTURE_SCALE,
    host: CARD_PICTURE_HOST,
  });
  if (!complete) throw new Error('The README card was drawn with a stand-in picture.');
  return png;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(CARD_PICTURE, await renderCardPicture());
  console.log(`Wrote ${CARD_PICTURE}`);
}
