/**
 * The fixed card shapes and how each is set: pixel size, type scale, padding, where the picture
 * goes and the link preview's frame. Data for sized-layout.ts, read by the server too.
 */
import { CARD_SIZE_NAMES, type CardSizeId } from '#core/index.ts';

/** The shapes drawn by a layout of their own, at an exact pixel size. */
export type FixedCardSizeId = Exclude<CardSizeId, 'card'>;

/** How each shape is set: pixels, and the type scale its text may use. */
export interface SizeSpec {
  /** The name a person chooses it by. */
  name: string;
  width: number;
  height: number;
  /** The summary's (or caption's) largest and smallest font size, in pixels. */
  maxFont: number;
  minFont: number;
  handleFont: number;
  smallFont: number;
  avatar: number;
  padding: number;
  /** Where the meme's picture goes: beside the text (wide shapes) or above it. */
  picture: 'left' | 'top';
  /** The picture's share of the width (left) or of the height (top). */
  pictureShare: number;
  /**
   * A rule of the theme's accent colour along every edge, in pixels (0: none). A link preview sits
   * on a chat's own background, white, beige or black: Solid Light's beige vanishes on WhatsApp's
   * and Solid Dark's black on a dark chat, so the preview's edge is drawn rather than left to the
   * background. Feed shapes are shown with a frame of the feed's own.
   */
  frame: number;
}

export const CARD_SIZES: Readonly<Record<FixedCardSizeId, SizeSpec>> = {
  square: {
    name: CARD_SIZE_NAMES.square,
    width: 1080,
    height: 1080,
    maxFont: 58,
    minFont: 30,
    handleFont: 40,
    smallFont: 26,
    avatar: 112,
    padding: 80,
    frame: 0,
    picture: 'top',
    pictureShare: 0.5,
  },
  portrait: {
    name: CARD_SIZE_NAMES.portrait,
    width: 1080,
    height: 1350,
    maxFont: 62,
    minFont: 30,
    handleFont: 42,
    smallFont: 26,
    avatar: 120,
    padding: 84,
    frame: 0,
    picture: 'top',
    pictureShare: 0.5,
  },
  story: {
    name: CARD_SIZE_NAMES.story,
    width: 1080,
    height: 1920,
    maxFont: 68,
    minFont: 34,
    handleFont: 46,
    smallFont: 28,
    avatar: 136,
    padding: 96,
    frame: 0,
    picture: 'top',
    pictureShare: 0.45,
  },
  og: {
    name: CARD_SIZE_NAMES.og,
    width: 1200,
    height: 630,
    maxFont: 46,
    minFont: 24,
    handleFont: 30,
    smallFont: 20,
    avatar: 76,
    padding: 56,
    frame: 8,
    picture: 'left',
    pictureShare: 0.42,
  },
};
