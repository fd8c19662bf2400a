/** Chooses the meme picture among GIPHY's answers: big enough, not a strip, a bit random. */
import type { Random } from './constants.ts';

/** One GIPHY rendition; every number arrives as a string ("356"), and any field may be missing. */
export type GiphyRendition = { url?: string; width?: string; height?: string };

/** The part of a GIPHY GIF object we read. */
export type GiphyImageItem = {
  id?: string;
  title?: string;
  images: {
    original: { width: string; height: string; url?: string };
    fixed_height_still?: { url: string; width?: string; height?: string };
    fixed_height?: GiphyRendition;
    downsized?: GiphyRendition;
  };
};

const MIN_SIDE = 200;
const MAX_ASPECT_RATIO = 2.5;
const CANDIDATES = 10;

/** A positive pixel size from GIPHY's string (or, tolerated, number); NaN for anything else. */
const pixels = (value: unknown): number => {
  if (typeof value === 'number') return value > 0 ? value : Number.NaN;
  if (typeof value !== 'string' || !/^\s*\d+(?:\.\d+)?\s*$/.test(value)) return Number.NaN;
  const size = Number(value);
  return size > 0 ? size : Number.NaN;
};

/** At least 200px both ways, and neither side 2.5 times the other (banners look broken on a card). */
const isUsable = (item: unknown): item is GiphyImageItem => {
  const original = (item as { images?: { original?: { width?: unknown; height?: unknown } } })
    ?.images?.original;
  const width = pixels(original?.width);
  const height = pixels(original?.height);
  return (
    width >= MIN_SIDE &&
    height >= MIN_SIDE &&
    width / height < MAX_ASPECT_RATIO &&
    height / width < MAX_ASPECT_RATIO
  );
};

/** A random GIF among the first 10 usable ones, judged by the original rendition; undefined if none. */
export function pickGif(
  items: readonly GiphyImageItem[],
  random: Random,
): GiphyImageItem | undefined {
  if (!Array.isArray(items)) return undefined;
  const kept = items.filter(isUsable).slice(0, CANDIDATES);
  if (kept.length === 0) return undefined;
  const draw = random();
  // A random source that strays outside [0, 1) must still land on a real item.
  const index = Number.isFinite(draw) ? Math.floor(draw * kept.length) : 0;
  return kept[Math.min(Math.max(index, 0), kept.length - 1)];
}
