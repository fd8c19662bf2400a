/**
 * The card's PNG for Copy, Download, Share and Enlarge: rendered ahead of the click (so Share keeps
 * its user gesture), again after each visible change, and from the right source. A stored card is
 * the server's picture (`/c/<id>.png`, the one a chat unfurls, byte for byte); a card with no link
 * yet, or a server that fails or is too slow, is drawn here from the card on the page.
 */
import { type RefObject, useCallback, useEffect, useMemo, useRef } from 'react';
import type { CardSizeId, CardThemeId } from '#core/index.ts';
import { createCardPngCache } from '#web/export/card-png-cache.ts';
import type { ExportResolution } from '#web/export/export-resolution.ts';
import { fetchServerPng } from '#web/export/fetch-server-png.ts';
import { renderCardPng } from '#web/export/render-card-png.ts';
import { storedCardPngUrl } from './shared-card.ts';
import { useWhenTrue } from './use-when-true.ts';

/** A short pause so a burst of changes (pictures arriving, quick theme clicks) renders once. */
const PRERENDER_DELAY_MS = 150;

/** What the exported picture shows: the card as the visitor sees it, at the chosen resolution. */
export interface CardPngSource {
  /** The stored card's id; none until the server stored it. */
  id: string | undefined;
  /** The card is whole (not streaming, not cut off): only then may the server's copy stand in. */
  complete: boolean;
  theme: CardThemeId;
  size: CardSizeId;
  media: boolean;
  hideDate: boolean;
  /** The 600px card's pixel ratio; a feed shape is drawn at its own pixel size. */
  resolution: ExportResolution;
}

/**
 * `ready`: the card's own pictures are on it (not the placeholders shown while they resolve).
 * `shown`: every value the card's look depends on; a change makes the kept PNG stale.
 */
export function useCardPng(
  cardRef: RefObject<HTMLElement | null>,
  source: CardPngSource,
  ready: boolean,
  shown: readonly unknown[],
): () => Promise<Blob> {
  const from = useRef(source);
  from.current = source;
  const cache = useMemo(
    () =>
      createCardPngCache(async (node) => {
        const { id, complete, resolution, ...picture } = from.current;
        if (id && complete) {
          // Refused, offline or too slow (SERVER_PNG_WAIT_MS): drawn in the browser below.
          const served = await fetchServerPng(
            storedCardPngUrl(id, { ...picture, scale: resolution }),
          );
          if (served) return served;
        }
        return renderCardPng(node, picture.size === 'card' ? resolution : 1);
      }),
    [],
  );
  const { complete, theme, size, media, hideDate, resolution } = source;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `shown` lists what the card shows.
  useEffect(() => {
    cache.invalidate();
    if (!ready || !complete) return;
    const timer = setTimeout(() => {
      cache.get(cardRef.current).catch(() => {});
    }, PRERENDER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [cache, cardRef, ready, complete, theme, size, media, hideDate, resolution, ...shown]);

  const whenReady = useWhenTrue(ready);
  // An export waits for the card's own pictures, then takes the kept PNG or renders one.
  return useCallback(
    () => whenReady().then(() => cache.get(cardRef.current)),
    [whenReady, cache, cardRef],
  );
}
