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
  /**
   * Rows at the top and bottom where nothing is drawn but the background: a story's feed lays its
   * own bars over them (the author and progress bar above, the reply field below).
   */
  safe: { top: number; bottom: number };
  /**
   * Whether a light theme draws its edge (card-colours.ts) here: a post sits on a feed's white
   * page; a story fills the phone's screen, and a link preview has its frame.
   */
  edge: boolean;
}

export const CARD_SIZES: Readonly<Record<FixedCardSizeId, SizeSpec>> = {
  square: {
    name: CARD_SIZE_NAMES.square,
    width: 1080,
    height: 1080,
    maxFont: 66,
    minFont: 30,
    handleFont: 40,
    smallFont: 26,
    avatar: 112,
    padding: 80,
    frame: 0,
    picture: 'top',
    pictureShare: 0.5,
    safe: { top: 0, bottom: 0 },
    edge: true,
  },
  portrait: {
    name: CARD_SIZE_NAMES.portrait,
    width: 1080,
    height: 1350,
    maxFont: 72,
    minFont: 30,
    handleFont: 42,
    smallFont: 26,
    avatar: 120,
    padding: 84,
    frame: 0,
    picture: 'top',
    pictureShare: 0.5,
    // No feed lays bars over a 4:5 post, but the profile grid shows it cut to 3:4 and a phone's
    // feed rounds its corners: a band of 5% of the height above and below keeps the name and the
    // Made by line clear of both, the block centred between them like the story's.
    safe: { top: 68, bottom: 68 },
    edge: true,
  },
  story: {
    name: CARD_SIZE_NAMES.story,
    width: 1080,
    height: 1920,
    maxFont: 88,
    minFont: 34,
    handleFont: 46,
    smallFont: 28,
    avatar: 136,
    padding: 96,
    frame: 0,
    picture: 'top',
    pictureShare: 0.45,
    // Instagram's and Facebook's story bars: the author and progress bar above, the reply field
    // and its buttons below.
    safe: { top: 250, bottom: 340 },
    edge: false,
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
    safe: { top: 0, bottom: 0 },
    edge: false,
  },
};
