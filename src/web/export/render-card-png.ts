/** Renders the card node to a PNG blob: 2x, transparent outside the card, canvas side capped. */
import { EXPORT_MAX_CANVAS_SIDE, EXPORT_PIXEL_RATIO, EXPORT_QUALITY } from '#core/index.ts';

/** The pixel ratio that keeps the longest canvas side within the cap. */
export function exportScale(width: number, height: number, ratio = EXPORT_PIXEL_RATIO): number {
  const side = Math.max(width, height, 1);
  return Math.min(ratio, EXPORT_MAX_CANVAS_SIDE / side);
}

/**
 * How long an export waits for the card's pictures before it gives up with an error. Not a cap on
 * a normal wait (a loaded machine may take seconds): only a picture that never answers hits it.
 */
export const PICTURE_WAIT_MS = 20_000;

/** Why an export stopped: a card without its picture is never drawn. */
export class PictureNotReadyError extends Error {
  constructor(reason: string) {
    super(`The card's picture could not be drawn: ${reason}.`);
    this.name = 'PictureNotReadyError';
  }
}

/** Resolves once `image` can be drawn; rejects if it cannot (failed, or replaced before it did). */
function decoded(image: HTMLImageElement): Promise<void> {
  // decode() (every current browser) also waits for the pixels, not only the bytes.
  if (typeof image.decode === 'function') return image.decode();
  if (image.complete) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => reject(new Error('failed')), { once: true });
  });
}

/**
 * Resolves once every picture inside `node` is decoded. Rejects when one fails or is still not
 * ready after `timeoutMs`; a picture swapped while waiting (the fixed GIF for a broken one) is
 * waited for again in its new form.
 */
export async function waitForPictures(
  node: HTMLElement,
  timeoutMs = PICTURE_WAIT_MS,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PictureNotReadyError('it took too long')), timeoutMs);
  });
  try {
    for (let round = 0; round < 3; round++) {
      const images = Array.from(node.querySelectorAll('img'));
      const sources = images.map((image) => image.currentSrc || image.src);
      const outcomes = await Promise.race([Promise.allSettled(images.map(decoded)), deadline]);
      const swapped = images.some(
        (image, index) =>
          !node.contains(image) || (image.currentSrc || image.src) !== sources[index],
      );
      if (swapped) continue;
      if (outcomes.some((outcome) => outcome.status === 'rejected')) {
        throw new PictureNotReadyError('it failed to load');
      }
      return;
    }
    throw new PictureNotReadyError('it kept changing');
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The card as a PNG. The library is imported on demand so it stays out of the entry chunk.
 * Width and height are the node's layout size, so a card scaled down on screen still exports at 600px.
 * `quality` is passed for completeness; browsers ignore it for PNG.
 */
export async function renderCardPng(
  node: HTMLElement,
  /** 2 for the 600px card (spec); 1 for a feed shape, whose layout is at its pixel size already. */
  pixelRatio = EXPORT_PIXEL_RATIO,
): Promise<Blob> {
  const [{ domToBlob }] = await Promise.all([
    import('modern-screenshot'),
    document.fonts?.ready,
    waitForPictures(node),
  ]);
  const width = node.offsetWidth;
  const height = node.offsetHeight;
  const blob = await domToBlob(node, {
    width,
    height,
    scale: exportScale(width, height, pixelRatio),
    maximumCanvasSize: EXPORT_MAX_CANVAS_SIDE,
    quality: EXPORT_QUALITY,
    type: 'image/png',
    // No backgroundColor: outside the rounded corners the PNG stays transparent.
  });
  // A null or empty blob means the canvas was too big to encode.
  if (!blob || blob.size === 0) throw new Error('The card could not be encoded as a PNG.');
  return blob;
}
