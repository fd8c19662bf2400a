/**
 * Renders a stored card to PNG without a browser: the shared layout (src/card) → React elements →
 * takumi (docs/decisions/008). 1200px wide (the 600px card at 2x, transparent outside its rounded
 * corners), or 1200x630 with the card fitted on its theme's background for link previews. Pictures
 * come through the image proxy's checks and fall back to our own default avatar and fixed GIF.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ImageSource, Renderer } from '@takumi-rs/core';
import { fromJsx } from '@takumi-rs/helpers/jsx';
import { createElement, type ReactNode } from 'react';
import { CARD_THEME_STYLES } from '#card/card-colours.ts';
import { type CardContent, type CardNode, cardLayout, cardTexts } from '#card/card-layout.ts';
import { splitSummaryLines } from '#card/summary-lines.ts';
import {
  CARD_WIDTH,
  type CardThemeId,
  DEFAULT_PROFILE_IMAGE_PATH,
  EXPORT_PIXEL_RATIO,
  FIXED_GIF_PATH,
  type StoredCard,
} from '#core/index.ts';
import type { Logger } from '../logger.ts';
import type { ImageProxy } from '../services.ts';
import { emojiFontPath, type FontFile, fontFilesFor } from './card-fonts.ts';

export const CARD_IMAGE_SIZES = ['card', 'og'] as const;
export type CardImageSize = (typeof CARD_IMAGE_SIZES)[number];

/** Link previews: the size Open Graph and X's large summary card expect. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** Room around the card on the preview, in CSS pixels. */
const OG_MARGIN = 32;

/** Rendered PNGs kept in memory (each 50-300 KB); the HTTP cache in front does the rest. */
const RENDER_CACHE_ENTRIES = 200;
/** Fetched pictures kept in memory, by URL. */
const PICTURE_CACHE_ENTRIES = 200;

/**
 * Our own pictures (public/): beside the sources when run from src/, beside dist-server/ when run
 * from the built server, else in the working directory.
 */
const PUBLIC_DIR =
  [
    fileURLToPath(new URL('../../../public/', import.meta.url)),
    fileURLToPath(new URL('../public/', import.meta.url)),
    join(process.cwd(), 'public/'),
  ].find((dir) => existsSync(join(dir, DEFAULT_PROFILE_IMAGE_PATH.slice(1)))) ?? 'public/';

export interface CardRenderer {
  /** The card's PNG; the same arguments answer the same bytes from memory. */
  render(
    card: StoredCard,
    theme: CardThemeId,
    size: CardImageSize,
    host: string,
  ): Promise<Uint8Array>;
}

export interface CardRendererOptions {
  imageProxy: ImageProxy;
  logger: Logger;
}

/** A Map used as a least-recently-used cache: reads move an entry to the end. */
function lru<V>(limit: number) {
  const map = new Map<string, V>();
  return {
    get(key: string): V | undefined {
      const value = map.get(key);
      if (value !== undefined) {
        map.delete(key);
        map.set(key, value);
      }
      return value;
    },
    set(key: string, value: V) {
      map.delete(key);
      map.set(key, value);
      if (map.size > limit) map.delete(map.keys().next().value as string);
    },
  };
}

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

/** Our own pictures by path, read once. */
const ownPictures = new Map<string, Uint8Array>();
function ownPicture(path: typeof DEFAULT_PROFILE_IMAGE_PATH | typeof FIXED_GIF_PATH): Uint8Array {
  let bytes = ownPictures.get(path);
  if (!bytes) {
    bytes = readFileSync(join(PUBLIC_DIR, path.slice(1)));
    ownPictures.set(path, bytes);
  }
  return bytes;
}

export function createCardRenderer(options: CardRendererOptions): CardRenderer {
  const renderer = new Renderer();
  const registered = new Set<string>();
  const rendered = lru<Uint8Array>(RENDER_CACHE_ENTRIES);
  const pictures = lru<Promise<Uint8Array>>(PICTURE_CACHE_ENTRIES);
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

  /** A picture through the image proxy's checks, or our own fallback when it cannot be had. */
  function picture(
    url: string,
    fallback: typeof DEFAULT_PROFILE_IMAGE_PATH | typeof FIXED_GIF_PATH,
  ): Promise<Uint8Array> {
    if (url === DEFAULT_PROFILE_IMAGE_PATH || url === FIXED_GIF_PATH) {
      return Promise.resolve(ownPicture(url));
    }
    const cached = pictures.get(url);
    if (cached) return cached;
    const loading = options.imageProxy.fetchImage(url).then(
      (image) => image.body,
      (error: unknown) => {
        options.logger.info(
          { reason: (error as Error).message, fallback },
          'card picture unavailable, using ours',
        );
        return ownPicture(fallback);
      },
    );
    pictures.set(url, loading);
    return loading;
  }

  async function renderOnce(
    card: StoredCard,
    theme: CardThemeId,
    size: CardImageSize,
    host: string,
  ): Promise<Uint8Array> {
    const images: ImageSource[] = [];
    const content: CardContent = {
      mode: card.mode,
      username: card.username,
      profileImageSrc: 'card:profile',
      lines: splitSummaryLines(card.summary),
      host,
      ...(card.lang && { lang: card.lang }),
      ...(card.meme && { meme: { caption: card.meme.caption, imageSrc: 'card:meme' } }),
    };
    if (card.mode === 'meme') {
      images.push({
        src: 'card:meme',
        data: await picture(card.meme?.gifUrl ?? '', FIXED_GIF_PATH),
      });
    } else {
      images.push({
        src: 'card:profile',
        data: await picture(card.profileImage, DEFAULT_PROFILE_IMAGE_PATH),
      });
    }
    const layout = cardLayout(content, theme);
    await register(fontFilesFor(cardTexts(layout).join('')));
    const { node } = await fromJsx(toElement(layout, 0));
    const width = CARD_WIDTH * EXPORT_PIXEL_RATIO;
    if (size === 'card') {
      return renderer.render(node, {
        width,
        format: 'png',
        devicePixelRatio: EXPORT_PIXEL_RATIO,
        images,
      });
    }
    // The preview: the card scaled to fit inside the margins, centred on its theme's background.
    const cssWidth = OG_WIDTH / EXPORT_PIXEL_RATIO;
    const cssHeight = OG_HEIGHT / EXPORT_PIXEL_RATIO;
    const measured = await renderer.measure(node, { width: CARD_WIDTH, images });
    const scale = Math.min(
      1,
      (cssWidth - 2 * OG_MARGIN) / CARD_WIDTH,
      (cssHeight - 2 * OG_MARGIN) / Math.max(1, measured.height),
    );
    const { node: framed } = await fromJsx(
      createElement(
        'div',
        {
          style: {
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: cssWidth,
            height: cssHeight,
            background: CARD_THEME_STYLES[theme].background,
          },
        },
        createElement(
          'div',
          { style: { display: 'flex', flexShrink: 0, transform: `scale(${scale})` } },
          toElement(layout, 0),
        ),
      ),
    );
    return renderer.render(framed, {
      width: OG_WIDTH,
      height: OG_HEIGHT,
      format: 'png',
      devicePixelRatio: EXPORT_PIXEL_RATIO,
      images,
    });
  }

  const inFlight = new Map<string, Promise<Uint8Array>>();
  return {
    async render(card, theme, size, host) {
      const key = `${card.id}|${theme}|${size}|${host}`;
      const hit = rendered.get(key);
      if (hit) return hit;
      // Ten crawlers unfurling one link at once render it once.
      let pending = inFlight.get(key);
      if (!pending) {
        pending = renderOnce(card, theme, size, host).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      const png = await pending;
      rendered.set(key, png);
      return png;
    },
  };
}
