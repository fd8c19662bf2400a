/** Renders the card node to a PNG blob; the export library is loaded on first use (a lazy chunk). */
import { EXPORT_MAX_CANVAS_SIDE, EXPORT_PIXEL_RATIO, EXPORT_QUALITY } from '#core/index.ts';

/** The pixel ratio for a node of this size: 2, lowered so neither canvas side exceeds the cap. */
export function exportScale(width: number, height: number): number {
  const side = Math.max(width, height, 1);
  return Math.min(EXPORT_PIXEL_RATIO, EXPORT_MAX_CANVAS_SIDE / side);
}

/** Resolves once every picture inside the node has loaded or failed (a failed one is skipped). */
export async function waitForImages(node: HTMLElement): Promise<void> {
  const images = Array.from(node.querySelectorAll('img'));
  await Promise.all(
    images.map((image) =>
      image.complete
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            image.addEventListener('load', () => resolve(), { once: true });
            image.addEventListener('error', () => resolve(), { once: true });
          }),
    ),
  );
}

/** The card as a PNG at pixel ratio 2, transparent outside its rounded corners. */
export async function renderCardPng(node: HTMLElement): Promise<Blob> {
  const [{ domToBlob }] = await Promise.all([
    import('modern-screenshot'),
    document.fonts?.ready,
    waitForImages(node),
  ]);
  // Layout sizes, not the on-screen box: a card scaled down on a phone still exports at 600px.
  const width = node.offsetWidth;
  const height = node.offsetHeight;
  const blob = await domToBlob(node, {
    width,
    height,
    scale: exportScale(width, height),
    backgroundColor: null,
    type: 'image/png',
    // PNG ignores quality; it is kept so a switch to JPEG or WebP uses the spec's value.
    quality: EXPORT_QUALITY,
    maximumCanvasSize: EXPORT_MAX_CANVAS_SIDE,
    style: { transform: 'none', margin: '0' },
  });
  // An empty blob is what a canvas too big for the browser gives.
  if (!blob || blob.size === 0) throw new Error('The card could not be drawn');
  return blob;
}
