/** Keeps a PNG of the card rendered ahead of the click, so Share and Copy keep their user gesture. */
import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { renderCardPng } from './render-card-png.ts';

/** Quiet time after a change before pre-rendering, so quick theme clicks render once. */
export const PRE_RENDER_DELAY_MS = 150;

interface CachedPng {
  key: string;
  promise: Promise<Blob>;
}

/**
 * `key` names everything the card shows (theme, pictures, text); `ready` is false while pictures
 * are still resolving. The returned function gives the PNG of the current card (from the cache when
 * it is fresh), or null when the card node is missing.
 */
export function useCardPng(
  nodeRef: RefObject<HTMLElement | null>,
  key: string,
  ready: boolean,
  render: (node: HTMLElement) => Promise<Blob> = renderCardPng,
): () => Promise<Blob> | null {
  const cache = useRef<CachedPng | null>(null);
  const current = useRef({ key, render });
  current.current = { key, render };

  const getPng = useCallback((): Promise<Blob> | null => {
    const node = nodeRef.current;
    if (!node) return null;
    const { key: wanted, render: draw } = current.current;
    const cached = cache.current;
    if (cached && cached.key === wanted) return cached.promise;
    const promise = draw(node);
    const entry = { key: wanted, promise };
    cache.current = entry;
    // A failed render is not kept: the next click tries again.
    promise.catch(() => {
      if (cache.current === entry) cache.current = null;
    });
    return promise;
  }, [nodeRef]);

  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => {
      getPng()?.catch(() => undefined);
    }, PRE_RENDER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, ready, getPng]);

  return getPng;
}
