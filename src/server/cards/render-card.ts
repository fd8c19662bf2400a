/**
 * Renders a stored card to PNG without a browser: the shared layout (src/card) drawn by takumi
 * (card-painter.ts). The 600px card at 1, 2 (the default) or 3 device pixels per CSS pixel,
 * transparent outside its rounded corners, or one of the fixed sizes at its own pixels. Pictures
 * come through the image proxy's checks (card-pictures.ts), all of them before the render takes a
 * slot and within 3 s, and fall back to our own default avatar and fixed GIF; a card drawn with
 * such a stand-in is answered but never kept, so a later request tries again.
 * At most CARD_RENDER_CONCURRENCY renders draw at once; past it a request waits up to 2 s, then 503.
 */
import { LRUCache } from 'lru-cache';
import { CARD_SIZE_IDS, CARD_SIZES, type CardSizeId } from '#card/sized-layout.ts';
import {
  type CardThemeId,
  DEFAULT_PROFILE_IMAGE_PATH,
  EXPORT_PIXEL_RATIO,
  FIXED_GIF_PATH,
  type StoredCard,
} from '#core/index.ts';
import { HttpError } from '../http/errors.ts';
import { createSlotPool, SlotsBusyError } from '../limits/slot-pool.ts';
import type { Logger } from '../logging/logger.ts';
import type { ImageProxy } from '../services.ts';
import { createCardPainter } from './card-painter.ts';
import {
  createPictureLoader,
  PICTURE_DEADLINE_MS,
  type Picture,
  pictureDeadline,
} from './card-pictures.ts';
import { shownMedia, storedCardContent } from './stored-card-content.ts';

export { autoDirection } from './card-painter.ts';

/** Every size `/c/<id>.png?size=` draws: the 600px card and the shapes of src/card/sized-layout.ts. */
export const CARD_IMAGE_SIZES = CARD_SIZE_IDS;
export type CardImageSize = CardSizeId;

/** The 600px card's device pixels per CSS pixel (`scale=`): 600, 1200 or 1800 pixels wide. */
export const CARD_SCALES = [1, 2, 3] as const;
export type CardScale = (typeof CARD_SCALES)[number];
/** Without `scale=`, the 600px card is drawn as the web app exports it (spec: pixel ratio 2). */
export const DEFAULT_CARD_SCALE: CardScale = EXPORT_PIXEL_RATIO as CardScale;

/** Link previews: the size Open Graph and X's large summary card expect. */
export const OG_WIDTH = CARD_SIZES.og.width;
export const OG_HEIGHT = CARD_SIZES.og.height;

/** Rendered PNGs kept in memory, in bytes (each 50-300 KB); the HTTP cache in front does the rest. */
export const RENDER_CACHE_BYTES = 32 * 1024 * 1024;
/** How long a render waits for one of the CARD_RENDER_CONCURRENCY slots before a 503. */
export const RENDER_QUEUE_WAIT_MS = 2_000;
/** The Retry-After of that 503, in seconds. */
export const RENDER_BUSY_RETRY_SECONDS = 2;
export const RENDER_BUSY_MESSAGE =
  'Too many card pictures are being drawn right now. Try again in a moment.';

/** A drawn card: its PNG, and whether every picture it shows is the real one (not a stand-in). */
export interface RenderedCard {
  png: Uint8Array;
  complete: boolean;
}

/** How a request asks to see a card. */
export interface CardView {
  theme: CardThemeId;
  size: CardImageSize;
  /** The host the Made by line names (the card's own, decided by the caller). */
  host: string;
  /** Show the post's own first picture (`?media=1`) on any card but a meme, where it has one. */
  media?: boolean;
  /** The 600px card's scale (`?scale=`); other sizes have their own pixels and ignore it. */
  scale?: CardScale;
  /** Leave the post's date out (`?date=off`). */
  hideDate?: boolean;
}

export interface CardRenderer {
  /**
   * The card's PNG as `view` asks for it; a complete picture is kept, so the same card and view
   * answer the same bytes from memory. `signal` is the request's: a client that goes away stops
   * the picture fetches.
   */
  render(card: StoredCard, view: CardView, signal?: AbortSignal): Promise<RenderedCard>;
}

export interface CardRendererOptions {
  imageProxy: ImageProxy;
  logger: Logger;
  /** Renders at once (CARD_RENDER_CONCURRENCY); 2 by default. */
  concurrency?: number;
  queueWaitMs?: number;
  /** How long a render waits for its pictures (at most PICTURE_DEADLINE_MS, 3 s). */
  pictureDeadlineMs?: number;
  /** The clock of the failed-picture memory (tests). */
  now?: () => number;
}

/** The pictures one render draws, fetched before it takes a slot. */
interface CardPictures {
  avatar?: Picture;
  gif?: Picture;
  /** The post's own picture, when the card shows it. */
  post?: Picture;
}

const byteLength = (bytes: Uint8Array) => Math.max(1, bytes.byteLength);

/** Everything that makes two pictures of one card differ; the scale only where it applies. */
export function renderKey(cardId: string, view: CardView): string {
  const scale = view.size === 'card' ? (view.scale ?? DEFAULT_CARD_SCALE) : 1;
  const media = view.media ? 'media' : '';
  const date = view.hideDate ? 'nodate' : '';
  return [cardId, view.theme, view.size, scale, view.host, media, date].join('|');
}

export function createCardRenderer(options: CardRendererOptions): CardRenderer {
  const painter = createCardPainter();
  const rendered = new LRUCache<string, Uint8Array>({
    maxSize: RENDER_CACHE_BYTES,
    sizeCalculation: byteLength,
  });
  const pictures = createPictureLoader(options);
  const pictureDeadlineMs = Math.min(
    options.pictureDeadlineMs ?? PICTURE_DEADLINE_MS,
    PICTURE_DEADLINE_MS,
  );
  const concurrency = options.concurrency ?? 2;
  const slots = createSlotPool({
    size: concurrency,
    maxWaitMs: options.queueWaitMs ?? RENDER_QUEUE_WAIT_MS,
    maxWaiting: concurrency * 8,
  });

  /**
   * Every picture the card shows, at once, within the picture deadline and while the client
   * waits; each one that cannot be had is our stand-in.
   */
  async function loadPictures(
    card: StoredCard,
    media: boolean,
    client: AbortSignal | undefined,
  ): Promise<CardPictures> {
    const { signal, done } = pictureDeadline(pictureDeadlineMs, client);
    const shown = shownMedia(card, media);
    try {
      const [avatar, gif, post] = await Promise.all([
        card.mode !== 'meme' && card.username !== ''
          ? pictures.load(card.profileImage, 'avatar', DEFAULT_PROFILE_IMAGE_PATH, signal)
          : undefined,
        card.mode === 'meme'
          ? pictures.load(card.meme?.gifUrl ?? '', 'media', FIXED_GIF_PATH, signal)
          : undefined,
        shown ? pictures.load(shown.url, 'media', DEFAULT_PROFILE_IMAGE_PATH, signal) : undefined,
      ]);
      return { ...(avatar && { avatar }), ...(gif && { gif }), ...(post && { post }) };
    } finally {
      done();
    }
  }

  async function renderOnce(
    card: StoredCard,
    view: CardView,
    { avatar, gif, post }: CardPictures,
  ): Promise<RenderedCard> {
    const complete = !avatar?.standIn && !gif?.standIn && !post?.standIn;
    // The post's own picture: one that cannot be had is left out (and the card not kept).
    const postBytes = post && !post.standIn ? post.data : undefined;
    const content = storedCardContent(card, {
      host: view.host,
      ...(view.hideDate && { hideDate: true }),
      picture: postBytes !== undefined,
    });
    const png = await painter.paint(
      content,
      view.theme,
      view.size,
      view.scale ?? DEFAULT_CARD_SCALE,
      {
        ...(avatar && { avatar: avatar.data }),
        ...(gif && { meme: gif.data }),
        ...(postBytes && { post: postBytes }),
      },
    );
    return { png, complete };
  }

  /** One drawing in one of the slots, or a 503 once every slot stayed busy for the whole wait. */
  async function drawInSlot(draw: () => Promise<RenderedCard>): Promise<RenderedCard> {
    let release: () => void;
    try {
      release = await slots.acquire();
    } catch (error) {
      if (!(error instanceof SlotsBusyError)) throw error;
      options.logger.warn({ waiting: slots.waiting }, 'card renderer busy');
      throw new HttpError(503, RENDER_BUSY_MESSAGE, {
        'Retry-After': String(RENDER_BUSY_RETRY_SECONDS),
      });
    }
    try {
      return await draw();
    } finally {
      release();
    }
  }

  const inFlight = new Map<string, Promise<RenderedCard>>();
  return {
    async render(card, view, signal) {
      // The host is the card's own (PUBLIC_URL's, or where it was made), never a client's.
      const key = renderKey(card.id, view);
      const hit = rendered.get(key);
      if (hit) return { png: hit, complete: true };
      // The pictures first, without a slot: a slow picture host holds no render slot (issue 30).
      const pictures = await loadPictures(card, view.media ?? false, signal);
      if (signal?.aborted)
        throw new HttpError(504, 'The card picture was given up: the client left.');
      const drawn = rendered.get(key);
      if (drawn) return { png: drawn, complete: true };
      // Ten crawlers unfurling one link at once draw it once (with the same pictures).
      const { avatar, gif, post } = pictures;
      const stand = [avatar, gif, post].map((picture) => (picture?.standIn ? 1 : 0)).join('');
      const drawKey = `${key}|${stand}`;
      let pending = inFlight.get(drawKey);
      if (!pending) {
        pending = drawInSlot(() => renderOnce(card, view, pictures)).finally(() =>
          inFlight.delete(drawKey),
        );
        inFlight.set(drawKey, pending);
      }
      const result = await pending;
      if (result.complete) rendered.set(key, result.png);
      return result;
    },
  };
}
