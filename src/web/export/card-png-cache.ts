/** Keeps one PNG render of the card, made ahead of the click so Share keeps its user gesture. */
import { CardNotFoundError } from './export-messages.ts';

export interface CardPngCache {
  /** The card changed: the next request renders afresh. */
  invalidate(): void;
  /** The cached render of `node`, or a new one; rejects with CardNotFoundError without a node. */
  get(node: HTMLElement | null): Promise<Blob>;
}

export function createCardPngCache(render: (node: HTMLElement) => Promise<Blob>): CardPngCache {
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
      const png = running.then(() => render(node));
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
