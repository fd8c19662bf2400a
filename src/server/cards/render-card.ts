/**
 * Renders a stored card to PNG without a browser: the shared layout (src/card) → React elements →
 * takumi (docs/decisions/008). 1200px wide (the 600px card at 2x, transparent outside its rounded
 * corners), or 1200x630 with the card fitted on its theme's background for link previews. Pictures
 * come through the image proxy's checks (card-pictures.ts), all of them before the render takes a
 * slot and within 3 s, and fall back to our own default avatar and fixed GIF; a card drawn with
 * such a stand-in is answered but never kept, so a later request tries again.
 * At most CARD_RENDER_CONCURRENCY renders draw at once; past it a request waits up to 2 s, then 503.
 */
import { readFile } from 'node:fs/promises';
import { type ImageSource, Renderer } from '@takumi-rs/core';
import { fromJsx } from '@takumi-rs/helpers/jsx';
import { LRUCache } from 'lru-cache';
import { createElement, type ReactNode } from 'react';
import {
  AVATAR_SIZE,
  CARD_CONTENT_WIDTH,
  type CardContent,
  type CardNode,
  cardLayout,
  cardTexts,
  POST_PICTURE_HEIGHT,
} from '#card/card-layout.ts';
import {
  CARD_SIZE_IDS,
  CARD_SIZES,
  type CardSizeId,
  type FixedCardSizeId,
  planSizedCard,
  sizedCardLayout,
} from '#card/sized-layout.ts';
import { splitSummaryLines } from '#card/summary-lines.ts';
import {
  CARD_WIDTH,
  type CardThemeId,
  DEFAULT_PROFILE_IMAGE_PATH,
  EXPORT_PIXEL_RATIO,
  FIXED_GIF_PATH,
  type StoredCard,
} from '#core/index.ts';
import { HttpError } from '../errors.ts';
import { createSlotPool, SlotsBusyError } from '../limits/slot-pool.ts';
import type { Logger } from '../logger.ts';
import type { ImageProxy } from '../services.ts';
import { emojiFontPath, type FontFile, fontFilesFor } from './card-fonts.ts';
import {
  createPictureLoader,
  PICTURE_DEADLINE_MS,
  type Picture,
  pictureDeadline,
} from './card-pictures.ts';

/** Every size `/c/<id>.png?size=` draws: the 600px card and the shapes of src/card/sized-layout.ts. */
export const CARD_IMAGE_SIZES = CARD_SIZE_IDS;
export type CardImageSize = CardSizeId;

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

export interface CardRenderer {
  /**
   * The card's PNG with `Made by <host>`; a complete picture is kept, so the same card, theme and
   * size answer the same bytes from memory (the host is the card's own, decided by the caller).
   */
  render(
    card: StoredCard,
    theme: CardThemeId,
    size: CardImageSize,
    host: string,
    /** Show the post's own first picture (`?media=1`) on a normal or troll card that has one. */
    media?: boolean,
    /** The request's: a client that goes away stops the picture fetches. */
    signal?: AbortSignal,
  ): Promise<RenderedCard>;
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

const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/** What `dir="auto"` means in a browser: the direction of the first strong (letter) character. */
export function autoDirection(text: string): 'ltr' | 'rtl' {
  const first = /\p{L}/u.exec(text)?.[0];
  return first && RIGHT_TO_LEFT.test(first) ? 'rtl' : 'ltr';
}

/** The layout's elements as React elements, which takumi's fromJsx reads with browser defaults. */
function toElement(node: CardNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const props: Record<string, unknown> = { key, style: node.style, ...node.attrs };
  // takumi knows ltr and rtl only: resolve "auto" as the browser does.
  if (props.dir === 'auto') props.dir = autoDirection(cardTexts(node).join(''));
  const children = (node.children ?? []).map(toElement);
  return children.length > 0
    ? createElement(node.tag, props, ...children)
    : createElement(node.tag, props);
}

export function createCardRenderer(options: CardRendererOptions): CardRenderer {
  const renderer = new Renderer();
  const registered = new Set<string>();
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
  let emoji: Promise<unknown> | undefined;

  async function register(files: FontFile[]) {
    emoji ??= renderer.registerFont({ name: 'Twemoji', data: await readFile(emojiFontPath()) });
    await emoji;
    for (const file of files) {
      if (registered.has(file.path)) continue;
      registered.add(file.path);
      await renderer.registerFont({
        name: file.name,
        weight: file.weight,
        data: await readFile(file.path),
        unicodeRange: file.unicodeRange,
      });
    }
  }

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
    const shown = media && card.mode !== 'meme' ? card.media?.[0] : undefined;
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

  /**
   * The picture cropped and scaled to exactly `width`x`height` device pixels, as `object-fit:
   * cover` does. takumi honours cover only at a device pixel ratio of 1 (at 2 it draws the picture
   * at its own size in the corner and stretches its last row and column), so the picture is fitted
   * at 1 here and then drawn at its own size, which is the box's.
   */
  async function fitPicture(data: Uint8Array, width: number, height: number): Promise<Uint8Array> {
    const { node } = await fromJsx(
      createElement(
        'div',
        { style: { display: 'flex', width, height } },
        createElement('img', {
          src: 'fit:source',
          style: { width, height, objectFit: 'cover' },
        }),
      ),
    );
    return renderer.render(node, {
      width,
      height,
      format: 'png',
      images: [{ src: 'fit:source', data }],
    });
  }

  async function renderOnce(
    card: StoredCard,
    theme: CardThemeId,
    size: CardImageSize,
    host: string,
    media: boolean,
    pictures: CardPictures,
  ): Promise<RenderedCard> {
    const images: ImageSource[] = [];
    const { avatar, gif, post } = pictures;
    const complete = !avatar?.standIn && !gif?.standIn && !post?.standIn;
    // The post's own picture: one that cannot be had is left out (and the card not kept).
    const shown = media && card.mode !== 'meme' ? card.media?.[0] : undefined;
    const withPicture = post && !post.standIn ? post.data : undefined;
    const content: CardContent = {
      mode: card.mode,
      username: card.username,
      profileImageSrc: 'card:profile',
      lines: splitSummaryLines(card.summary),
      host,
      ...(card.lang && { lang: card.lang }),
      ...(card.contentWarning && { contentWarning: card.contentWarning }),
      ...(card.meme && { meme: { caption: card.meme.caption, imageSrc: 'card:meme' } }),
      ...(withPicture &&
        shown && { picture: { src: 'card:media', ...(shown.alt && { alt: shown.alt }) } }),
    };
    if (size !== 'card') {
      const png = await renderSized(content, theme, size, pictures, withPicture);
      return { png, complete };
    }
    const layout = cardLayout(content, theme);
    await register(fontFilesFor(cardTexts(layout).join('')));
    const { node } = await fromJsx(toElement(layout, 0));
    if (gif) {
      // The picture fills the meme card's left half, as tall as the card: measured first.
      const measured = await renderer.measure(node, {
        width: CARD_WIDTH,
        images: [{ src: 'card:meme', data: gif.data }],
      });
      const data = await fitPicture(
        gif.data,
        (CARD_WIDTH / 2) * EXPORT_PIXEL_RATIO,
        Math.round(measured.height * EXPORT_PIXEL_RATIO),
      );
      images.push({ src: 'card:meme', data });
    }
    if (withPicture) {
      const data = await fitPicture(
        withPicture,
        CARD_CONTENT_WIDTH * EXPORT_PIXEL_RATIO,
        POST_PICTURE_HEIGHT * EXPORT_PIXEL_RATIO,
      );
      images.push({ src: 'card:media', data });
    }
    // A card of pasted text has no author and draws no avatar (none was fetched).
    if (avatar) {
      const side = AVATAR_SIZE * EXPORT_PIXEL_RATIO;
      images.push({ src: 'card:profile', data: await fitPicture(avatar.data, side, side) });
    }
    const png = await renderer.render(node, {
      width: CARD_WIDTH * EXPORT_PIXEL_RATIO,
      format: 'png',
      devicePixelRatio: EXPORT_PIXEL_RATIO,
      images,
    });
    return { png, complete };
  }

  /**
   * A feed shape (square, portrait, story, link preview): its own layout at its exact pixel size,
   * drawn at a device pixel ratio of 1, the pictures fitted to their planned boxes.
   */
  async function renderSized(
    content: CardContent,
    theme: CardThemeId,
    size: FixedCardSizeId,
    { avatar, gif }: CardPictures,
    /** The post's own picture's bytes, when the card shows it. */
    postPicture?: Uint8Array,
  ): Promise<Uint8Array> {
    const spec = CARD_SIZES[size];
    const plan = planSizedCard(content, size);
    const layout = sizedCardLayout(content, theme, size);
    await register(fontFilesFor(cardTexts(layout).join('')));
    const { node } = await fromJsx(toElement(layout, 0));
    const images: ImageSource[] = [];
    if (gif && plan.picture) {
      const data = await fitPicture(gif.data, plan.picture.width, plan.picture.height);
      images.push({ src: 'card:meme', data });
    } else if (postPicture && plan.picture) {
      const data = await fitPicture(postPicture, plan.picture.width, plan.picture.height);
      images.push({ src: 'card:media', data });
    }
    if (avatar) {
      images.push({
        src: 'card:profile',
        data: await fitPicture(avatar.data, spec.avatar, spec.avatar),
      });
    }
    return renderer.render(node, {
      width: spec.width,
      height: spec.height,
      format: 'png',
      devicePixelRatio: 1,
      images,
    });
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
    async render(card, theme, size, host, media = false, signal) {
      // The host is the card's own (PUBLIC_URL's, or where it was made), never a client's.
      const key = `${card.id}|${theme}|${size}|${host}|${media ? 'media' : ''}`;
      const hit = rendered.get(key);
      if (hit) return { png: hit, complete: true };
      // The pictures first, without a slot: a slow picture host holds no render slot (issue 30).
      const pictures = await loadPictures(card, media, signal);
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
        pending = drawInSlot(() => renderOnce(card, theme, size, host, media, pictures)).finally(
          () => inFlight.delete(drawKey),
        );
        inFlight.set(drawKey, pending);
      }
      const result = await pending;
      if (result.complete) rendered.set(key, result.png);
      return result;
    },
  };
}
