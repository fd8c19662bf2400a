/**
 * Draws the card's layout (src/card) to PNG bytes with takumi (docs/decisions/008): the 600px card
 * at 1, 2 or 3 device pixels per CSS pixel (transparent outside its rounded corners), or a fixed
 * size at its own pixel size. Fonts are registered as a card's text first needs them; pictures are
 * fitted to their boxes before the card is drawn.
 */
import { readFile } from 'node:fs/promises';
import { type ImageSource, Renderer } from '@takumi-rs/core';
import { fromJsx } from '@takumi-rs/helpers/jsx';
import { createElement, type ReactNode } from 'react';
import { textDirection } from '#card/bidi.ts';
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
  CARD_SIZES,
  type CardSizeId,
  type FixedCardSizeId,
  planSizedCard,
  sizedCardLayout,
} from '#card/sized-layout.ts';
import { CARD_WIDTH, type CardThemeId } from '#core/index.ts';
import { emojiFontPath, type FontFile, fontFilesFor } from './card-fonts.ts';
import { CARD_PICTURE_SRC } from './stored-card-content.ts';

/** The bytes of the pictures a card shows, each where the card has one. */
export interface CardPictureBytes {
  avatar?: Uint8Array;
  meme?: Uint8Array;
  /** The post's own picture, when the card shows it. */
  post?: Uint8Array;
}

export interface CardPainter {
  /** The card's PNG; `scale` (device pixels per CSS pixel) applies to the 600px card only. */
  paint(
    content: CardContent,
    theme: CardThemeId,
    size: CardSizeId,
    scale: number,
    pictures: CardPictureBytes,
  ): Promise<Uint8Array>;
}

/** What `dir="auto"` means in a browser: the direction of the first strong (letter) character. */
export const autoDirection = textDirection;

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

export function createCardPainter(): CardPainter {
  const renderer = new Renderer();
  const registered = new Set<string>();
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
   * The picture scaled to exactly `width`x`height` device pixels: cropped as `object-fit: cover`
   * does, or whole (`contain`) with the rest transparent, so the card's background shows around
   * it. takumi honours object-fit only at a device pixel ratio of 1 (at 2 it draws the picture at
   * its own size in the corner and stretches its last row and column), so the picture is fitted at
   * 1 here and then drawn at its own size, which is the box's.
   */
  async function fitPicture(
    data: Uint8Array,
    width: number,
    height: number,
    fit: 'cover' | 'contain' = 'cover',
  ): Promise<Uint8Array> {
    const { node } = await fromJsx(
      createElement(
        'div',
        { style: { display: 'flex', width, height } },
        createElement('img', { src: 'fit:source', style: { width, height, objectFit: fit } }),
      ),
    );
    return renderer.render(node, {
      width,
      height,
      format: 'png',
      images: [{ src: 'fit:source', data }],
    });
  }

  /**
   * The 600px card, `scale` device pixels per CSS pixel, as tall as its content in whole CSS
   * pixels: measured once at 1x, so the 2x and 3x pictures are exactly twice and three times the
   * 1x one in both sides (issue 40, item 7; drawn at each scale, 317.5 px of content made 318, 635
   * and 953 rows).
   */
  async function paintCard(
    content: CardContent,
    theme: CardThemeId,
    scale: number,
    { avatar, meme, post }: CardPictureBytes,
  ): Promise<Uint8Array> {
    const layout = cardLayout(content, theme);
    await register(fontFilesFor(cardTexts(layout).join('')));
    const measured = await renderer.measure((await fromJsx(toElement(layout, 0))).node, {
      width: CARD_WIDTH,
      ...(meme && { images: [{ src: CARD_PICTURE_SRC.meme, data: meme }] }),
    });
    // A hair of rounding in the measure must not add a row.
    const height = Math.ceil(measured.height - 0.01);
    const { node } = await fromJsx(toElement({ ...layout, style: { ...layout.style, height } }, 0));
    const images: ImageSource[] = [];
    if (meme) {
      // The picture fills the meme card's left half, as tall as the card.
      const data = await fitPicture(
        meme,
        (CARD_WIDTH / 2) * scale,
        height * scale,
        content.meme?.whole ? 'contain' : 'cover',
      );
      images.push({ src: CARD_PICTURE_SRC.meme, data });
    }
    if (post && content.picture) {
      const data = await fitPicture(post, CARD_CONTENT_WIDTH * scale, POST_PICTURE_HEIGHT * scale);
      images.push({ src: CARD_PICTURE_SRC.media, data });
    }
    // A card of pasted text has no author and draws no avatar (none was fetched).
    if (avatar) {
      const side = AVATAR_SIZE * scale;
      images.push({ src: CARD_PICTURE_SRC.profile, data: await fitPicture(avatar, side, side) });
    }
    return renderer.render(node, {
      width: CARD_WIDTH * scale,
      height: height * scale,
      format: 'png',
      devicePixelRatio: scale,
      images,
    });
  }

  /**
   * A feed shape (square, portrait, story, link preview): its own layout at its exact pixel size,
   * drawn at a device pixel ratio of 1, the pictures fitted to their planned boxes.
   */
  async function paintSized(
    content: CardContent,
    theme: CardThemeId,
    size: FixedCardSizeId,
    { avatar, meme, post }: CardPictureBytes,
  ): Promise<Uint8Array> {
    const spec = CARD_SIZES[size];
    const plan = planSizedCard(content, size);
    const layout = sizedCardLayout(content, theme, size);
    await register(fontFilesFor(cardTexts(layout).join('')));
    const { node } = await fromJsx(toElement(layout, 0));
    const images: ImageSource[] = [];
    const box = plan.picture;
    if (meme && box) {
      const fit = content.meme?.whole ? 'contain' : 'cover';
      const data = await fitPicture(meme, box.width, box.height, fit);
      images.push({ src: CARD_PICTURE_SRC.meme, data });
    } else if (post && content.picture && box) {
      const data = await fitPicture(post, box.width, box.height);
      images.push({ src: CARD_PICTURE_SRC.media, data });
    }
    if (avatar) {
      const data = await fitPicture(avatar, spec.avatar, spec.avatar);
      images.push({ src: CARD_PICTURE_SRC.profile, data });
    }
    return renderer.render(node, {
      width: spec.width,
      height: spec.height,
      format: 'png',
      devicePixelRatio: 1,
      images,
    });
  }

  return {
    paint(content, theme, size, scale, pictures) {
      return size === 'card'
        ? paintCard(content, theme, scale, pictures)
        : paintSized(content, theme, size, pictures);
    },
  };
}
