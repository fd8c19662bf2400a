/**
 * docs/card.png, the README's picture, is a card the server's renderer draws today: a PNG of the
 * 600px card at scale 2, the same picture `npm run docs:card-picture` makes now.
 */
import { readFileSync } from 'node:fs';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { CARD_WIDTH } from '#core/index.ts';
import { CARD_PICTURE, CARD_PICTURE_SCALE, renderCardPicture } from './render-card-picture.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('the README’s card picture', () => {
  it('is a PNG of the card’s size, and what the script draws today (else run `npm run docs:card-picture`)', async () => {
    const committed = readFileSync(CARD_PICTURE);
    expect([...committed.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    const fresh = PNG.sync.read(Buffer.from(await renderCardPicture()));
    const shown = PNG.sync.read(committed);
    expect(fresh.width).toBe(CARD_WIDTH * CARD_PICTURE_SCALE);
    expect({ width: shown.width, height: shown.height }, 'docs/card.png is stale').toEqual({
      width: fresh.width,
      height: fresh.height,
    });
    // The renderer draws the same pixels every time; pixelmatch's threshold only forgives colour
    // noise too small to see, so a changed line, figure, theme or layout fails here.
    const differing = pixelmatch(shown.data, fresh.data, undefined, fresh.width, fresh.height, {
      threshold: 0.1,
    });
    expect(differing, 'docs/card.png is stale: run `npm run docs:card-picture`').toBe(0);
  });
});
