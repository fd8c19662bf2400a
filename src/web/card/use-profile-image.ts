/** React hooks that resolve the card's pictures through their fallback chains. */
import { useEffect, useState } from 'react';
import { DEFAULT_PROFILE_IMAGE_PATH, FIXED_GIF_PATH } from '#core/index.ts';
import { readImageViaCanvas, readImageViaFetch } from './read-image.ts';
import { resolveMemeImage, resolveProfileImage } from './resolve-image.ts';

/** A resolved picture: its src, and whether it is still the placeholder shown while resolving. */
export interface ResolvedImage {
  src: string;
  ready: boolean;
}

/** The profile picture as a data: or same-origin URL; the default picture until it resolves. */
export function useProfileImage(url: string | undefined): ResolvedImage {
  return useResolved(url, DEFAULT_PROFILE_IMAGE_PATH, (value) =>
    resolveProfileImage(value, readImageViaCanvas, window.location.origin),
  );
}

/** The meme picture as a data: or same-origin URL; `markBroken` swaps in the fixed GIF (`replaced`). */
export function useMemeImage(
  url: string | undefined,
): ResolvedImage & { replaced: boolean; markBroken: () => void } {
  const resolved = useResolved(url, '', (value) =>
    resolveMemeImage(value, readImageViaFetch, window.location.origin, FIXED_GIF_PATH),
  );
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const broken = brokenSrc !== null && brokenSrc === resolved.src;
  return {
    src: broken ? FIXED_GIF_PATH : resolved.src,
    ready: resolved.ready,
    replaced: broken,
    markBroken: () => {
      // The fixed GIF itself failing must not loop.
      if (resolved.src && resolved.src !== FIXED_GIF_PATH) setBrokenSrc(resolved.src);
    },
  };
}

function useResolved(
  url: string | undefined,
  placeholder: string,
  resolve: (url: string | undefined) => Promise<string>,
): ResolvedImage {
  const [state, setState] = useState<{ url: string | undefined; src: string } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the resolver is fixed per hook; the URL is the trigger.
  useEffect(() => {
    let current = true;
    resolve(url).then(
      (src) => current && setState({ url, src }),
      () => current && setState({ url, src: placeholder }),
    );
    return () => {
      current = false;
    };
  }, [url]);
  if (state && state.url === url) return { src: state.src, ready: true };
  return { src: placeholder, ready: false };
}
