/**
 * GET /c/<id>.png?theme=<theme>&size=<card|square|portrait|story|og>&scale=<1|2|3>&media=1&date=off:
 * a stored card rendered on the server (src/server/cards/render-card.ts). Only cards the server
 * generated exist here; nothing a client sends is drawn.
 */
import { Hono } from 'hono';
import {
  CARD_THEME_IDS,
  type CardThemeId,
  DEFAULT_CARD_THEME_ID,
  isCardThemeId,
  type StoredCard,
} from '#core/index.ts';
import { isCardId } from '../cards/card-id.ts';
import { siteOrigin } from '../cards/card-link.ts';
import {
  CARD_IMAGE_SIZES,
  CARD_SCALES,
  type CardImageSize,
  type CardRenderer,
  type CardScale,
  createCardRenderer,
  DEFAULT_CARD_SCALE,
} from '../cards/render-card.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/errors.ts';
import type { Services } from '../services.ts';

/** A card never changes once stored, so its picture may be cached for a year. */
export const CARD_IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/**
 * A picture drawn with a stand-in (its avatar or GIF could not be fetched within 3 s) lives
 * briefly; the renderer asks a failed picture URL again only after a minute.
 */
export const STAND_IN_CACHE_CONTROL = 'public, max-age=600';

/**
 * The host the picture's `Made by` names: PUBLIC_URL's, else the host the card was made on. Only a
 * card stored before that was kept falls back to the request's own host.
 */
export function madeByHost(
  config: Services['config'],
  card: StoredCard,
  requestUrl: string,
): string {
  if (config.publicUrl) return new URL(config.publicUrl).host;
  return card.host ?? new URL(siteOrigin(config, requestUrl)).host;
}

/** The theme and size of the query, or a 400 that names the accepted values. */
export function readImageQuery(
  theme: string | undefined,
  size: string | undefined,
): { theme: CardThemeId; size: CardImageSize } {
  const chosenTheme = theme ?? DEFAULT_CARD_THEME_ID;
  if (!isCardThemeId(chosenTheme)) {
    throw new HttpError(
      400,
      `Unknown theme "${chosenTheme.slice(0, 40)}". Use ${CARD_THEME_IDS.join(', ')}.`,
    );
  }
  const chosenSize = size ?? 'card';
  if (!(CARD_IMAGE_SIZES as readonly string[]).includes(chosenSize)) {
    throw new HttpError(
      400,
      `Unknown size "${chosenSize.slice(0, 40)}". Use ${CARD_IMAGE_SIZES.join(', ')}.`,
    );
  }
  return { theme: chosenTheme, size: chosenSize as CardImageSize };
}

/** `media=1` shows the post's picture; `0` or nothing does not; anything else is a 400. */
export function readMediaQuery(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === '0') return false;
  if (value === '1') return true;
  throw new HttpError(400, 'media must be 1 (show the post’s picture) or 0.');
}

/**
 * `scale=1|2|3`: the 600px card at 600, 1200 or 1800 pixels wide (1200 without it). The fixed
 * sizes have their own pixels and ignore a valid scale; anything else is a 400.
 */
export function readScaleQuery(value: string | undefined): CardScale {
  if (value === undefined || value === '') return DEFAULT_CARD_SCALE;
  const scale = CARD_SCALES.find((allowed) => String(allowed) === value);
  if (scale === undefined) {
    throw new HttpError(
      400,
      `Unknown scale "${value.slice(0, 40)}". Use 1, 2 or 3 (the card 600, 1200 or 1800 pixels wide).`,
    );
  }
  return scale;
}

/** `date=off` leaves the post's date out; `on` or nothing keeps it; anything else is a 400. */
export function readDateQuery(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'on') return false;
  if (value === 'off') return true;
  throw new HttpError(400, 'date must be off (leave the post’s date out) or on.');
}

export function cardImageRoute(
  services: Services,
  renderer: CardRenderer = createCardRenderer({
    imageProxy: services.imageProxy,
    logger: services.logger,
    concurrency: services.config.cards.renderConcurrency,
  }),
): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/c/:file{[^/]+\\.png}', async (c) => {
    const id = c.req.param('file').slice(0, -'.png'.length);
    const { theme, size } = readImageQuery(c.req.query('theme'), c.req.query('size'));
    const scale = readScaleQuery(c.req.query('scale'));
    const hideDate = readDateQuery(c.req.query('date'));
    const card = isCardId(id) ? await services.cards.get(id) : undefined;
    if (!card) throw new HttpError(404, 'There is no card with this id, or it has expired.');
    const host = madeByHost(services.config, card, c.req.url);
    // `media=1`: the post's own first picture on the card (where it has one).
    const media = readMediaQuery(c.req.query('media'));
    // The request's signal: a client that leaves stops the card's picture fetches.
    const { png, complete } = await renderer.render(
      card,
      { theme, size, host, media, scale, hideDate },
      c.req.raw.signal,
    );
    return c.body(png as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'image/png',
      'Cache-Control': complete ? CARD_IMAGE_CACHE_CONTROL : STAND_IN_CACHE_CONTROL,
    });
  });
}
