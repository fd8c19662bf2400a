/** Renders the card node to a PNG blob: 2x, transparent outside the card, canvas side capped. */
import { EXPORT_MAX_CANVAS_SIDE, EXPORT_PIXEL_RATIO, EXPORT_QUALITY } from '#core/index.ts';

/** The pixel ratio that keeps the longest canvas side within the cap. */
export function exportScale(width: number, height: number): number {
  const side = Math.max(width, height, 1);
  return Math.min(EXPORT_PIXEL_RATIO, EXPORT_MAX_CANVAS_SIDE / side);
}

/** The longest an export waits for the card's pictures; past it the card is drawn as it is. */
export const IMAGE_WAIT_MS = 3_000;

/**
 * Resolves once every picture inside `node` has loaded or failed (a failure must not block), or
 * after IMAGE_WAIT_MS: a picture swapped or detached while loading may never say either.
 */
export async function waitForImages(node: HTMLElement, timeoutMs = IMAGE_WAIT_MS): Promise<void> {
  const images = Array.from(node.querySelectorAll('img'));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  const settled = Promise.all(
    images.map((image) =>
      image.complete
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            image.addEventListener('load', () => resolve(), { once: true });
            image.addEventListener('error', () => resolve(), { once: true });
          }),
    ),
  );
  await Promise.race([settled, deadline]);
  clearTimeout(timer);
}

/**
 * The card as a PNG. The library is imported on demand so it stays out of the entry chunk.
 * Width and height are the node's layout size, so a card scaled down on screen still exports at 600px.
 * `quality` is passed for completeness; browsers ignore it for PNG.
 */
export async function renderCardPng(node: HTMLElement): Promise<Blob> {
  const [{ domToBlob }] = await Promise.all([
    import('modern-screenshot'),
    document.fonts?.ready,
    waitForImages(node),
  ]);
  const width = node.offsetWidth;
  const height = node.offsetHeight;
  const blob = await domToBlob(node, {
    width,
    height,
    scale: exportScale(width, height),
    maximumCanvasSize: EXPORT_MAX_CANVAS_SIDE,
    quality: EXPORT_QUALITY,
    type: 'image/png',
    // No backgroundColor: outside the rounded corners the PNG stays transparent.
  });
  // A null or empty blob means the canvas was too big to encode.
  if (!blob || blob.size === 0) throw new Error('The card could not be encoded as a PNG.');
  return blob;
}
