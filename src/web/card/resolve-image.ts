/** The fallback chains that turn a foreign picture URL into one the export can read (data: or same origin). */
import { DEFAULT_PROFILE_IMAGE_PATH } from '#core/index.ts';

/** Loads a picture and gives back a data: URL, or rejects when it cannot be read. */
export type ReadImage = (src: string) => Promise<string>;

/** The backend's same-origin copy of a foreign picture. */
export function proxyImageUrl(url: string): string {
  return `/api/proxy-image?url=${encodeURIComponent(url)}`;
}

/** True for URLs the export can always read: data:, blob: and our own origin's paths. */
export function isExportSafeSrc(src: string, origin: string): boolean {
  if (/^(?:data|blob):/i.test(src)) return true;
  try {
    return new URL(src, origin).origin === origin;
  } catch {
    return false;
  }
}

/**
 * Profile picture: the original (needs CORS), else once through the proxy, else the default picture.
 * Both reads go through a canvas, so what comes back is a data: URL.
 */
export async function resolveProfileImage(
  url: string | undefined,
  read: ReadImage,
  origin: string,
): Promise<string> {
  if (!url) return DEFAULT_PROFILE_IMAGE_PATH;
  if (isExportSafeSrc(url, origin)) return url;
  try {
    return await read(url);
  } catch {
    // CORS refused or the host is down: our proxy fetches it server-side.
  }
  try {
    return await read(proxyImageUrl(url));
  } catch {
    return DEFAULT_PROFILE_IMAGE_PATH;
  }
}

/**
 * Meme picture: the original read as a data: URL (keeps the animation), else the proxy URL itself,
 * which is same-origin; if that cannot be shown either, the card's onError swaps in the fixed GIF.
 */
export async function resolveMemeImage(
  url: string | undefined,
  read: ReadImage,
  origin: string,
  fallback: string,
): Promise<string> {
  if (!url) return fallback;
  if (isExportSafeSrc(url, origin)) return url;
  try {
    return await read(url);
  } catch {
    return proxyImageUrl(url);
  }
}
