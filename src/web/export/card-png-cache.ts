/** Keeps one PNG render of the card, made ahead of the click so Share keeps its user gesture. */
import { CardNotFoundError } from './export-messages.ts';

/**
 * The longest one render may take before the click is answered with the export's error. A render
 * that never settles (a picture or font that never answers inside the export library; the server's
 * picture has its own shorter limit, SERVER_PNG_WAIT_MS) would otherwise leave Download, Copy and Share saying nothing for ever, and hold up every
 * render queued behind it. Seen once in CI: a Download on a loaded 2-core machine gave no file and
 * no message for 85 s. Well above a slow render (with both cores busy, a whole two-theme Download
 * test of e2e/card-links.spec.ts took 16-39 s; the pictures' own wait is 20 s, PICTURE_WAIT_MS),
 * so only a stuck one meets it.
 */
export const RENDER_DEADLINE_MS = 45_000;

/** A render given up at RENDER_DEADLINE_MS. */
export class RenderTimeoutError extends Error {
  constructor() {
    super('The card took too long to draw.');
    this.name = 'RenderTimeoutError';
  }
}

/** `work`, or a RenderTimeoutError once `ms` have passed without it settling. */
function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RenderTimeoutError()), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

export interface CardPngCache {
  /** The card changed: the next request renders afresh. */
  invalidate(): void;
  /** The cached render of `node`, or a new one; rejects with CardNotFoundError without a node. */
  get(node: HTMLElement | null): Promise<Blob>;
}

export function createCardPngCache(
  render: (node: HTMLElement) => Promise<Blob>,
  deadlineMs = RENDER_DEADLINE_MS,
): CardPngCache {
  let version = 0;
  let entry: { node: HTMLElement; version: number; png: Promise<Blob> } | null = null;
  // One render at a time: the export library shares its work area between calls, and a second
  // render started while one runs (a click racing the pre-render of a changed card) could leave
  // one of them waiting for ever.
  let running: Promise<unknown> = Promise.resolve();
  return {
    invalidate() {
      version += 1;
      entry = null;
    },
    get(node) {
      if (!node) return Promise.reject(new CardNotFoundError());
      if (entry && entry.node === node && entry.version === version) return entry.png;
      // The deadline counts from the render's own start, not from the click: a render waiting its
      // turn behind another is not blamed for the other's time.
      const png = running.then(() => withDeadline(render(node), deadlineMs));
      running = png.catch(() => {});
      const created = { node, version, png };
      entry = created;
      // A failed render is not kept: the next click tries again.
      created.png.catch(() => {
        if (entry === created) entry = null;
      });
      return created.png;
    },
  };
}
