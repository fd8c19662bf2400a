/**
 * The pictures a card shows (avatar, meme GIF, the post's own picture), fetched through the image
 * proxy's checks before the card waits for a render slot, so a slow picture host holds no slot
 * (issue 30). Each render waits at most PICTURE_DEADLINE_MS for its pictures and stops waiting when
 * its client goes away; a picture that cannot be had is our own stand-in. A URL that failed is not
 * asked again for FAILED_PICTURE_MS, and one fetch of a URL serves every render that wants it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LRUCache } from 'lru-cache';
import { DEFAULT_PROFILE_IMAGE_PATH, FIXED_GIF_PATH } from '#core/index.ts';
import { lifetime, lruClock } from '../cache/lru-clock.ts';
import { readReactionPicture } from '../gifs/reaction-picture-files.ts';
import { HttpError } from '../http/errors.ts';
import { type ImagePurpose, readSignedProxyPath } from '../image-proxy/image-url-signer.ts';
import type { Logger } from '../logging/logger.ts';
import type { ImageProxy } from '../services.ts';

/** Fetched pictures kept in memory, by URL, in bytes. */
export const PICTURE_CACHE_BYTES = 32 * 1024 * 1024;
/** How long a render waits for all its pictures; past it, the ones missing are stand-ins. */
export const PICTURE_DEADLINE_MS = 3_000;
/** How long a picture URL that failed is not asked again. */
export const FAILED_PICTURE_MS = 60_000;
/** Failed URLs remembered at most (the oldest are forgotten first). */
export const FAILED_PICTURES_MAX = 2_000;

export type OwnPicturePath = typeof DEFAULT_PROFILE_IMAGE_PATH | typeof FIXED_GIF_PATH;

/** A picture's bytes, and whether they are our stand-in for one that could not be fetched. */
export interface Picture {
  data: Uint8Array;
  standIn: boolean;
}

/**
 * Our own pictures (public/): beside the sources when run from src/, beside dist-server/ when run
 * from the built server, else in the working directory.
 */
const PUBLIC_DIR =
  [
    fileURLToPath(new URL('../../../public/', import.meta.url)),
    fileURLToPath(new URL('../public/', import.meta.url)),
    join(process.cwd(), 'public/'),
  ].find((dir) => existsSync(join(dir, DEFAULT_PROFILE_IMAGE_PATH.slice(1)))) ?? 'public/';

/** Our own pictures by path, read once. */
const ownPictures = new Map<string, Uint8Array>();
export function ownPicture(path: OwnPicturePath): Uint8Array {
  let bytes = ownPictures.get(path);
  if (!bytes) {
    bytes = readFileSync(join(PUBLIC_DIR, path.slice(1)));
    ownPictures.set(path, bytes);
  }
  return bytes;
}

/** The reason a render's picture signal aborts with when its deadline passes. */
export class PictureDeadlineError extends Error {
  override name = 'PictureDeadlineError';
}

/**
 * A signal that aborts when the client goes away or `ms` have passed (with PictureDeadlineError);
 * `done` clears the timer.
 */
export function pictureDeadline(
  ms: number,
  client: AbortSignal | undefined,
): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const onClientGone = () => controller.abort(client?.reason);
  const timer = setTimeout(
    () => controller.abort(new PictureDeadlineError(`no picture within ${ms} ms`)),
    ms,
  );
  if (client?.aborted) onClientGone();
  else client?.addEventListener('abort', onClientGone, { once: true });
  return {
    signal: controller.signal,
    done() {
      clearTimeout(timer);
      client?.removeEventListener('abort', onClientGone);
    },
  };
}

export interface PictureLoader {
  /**
   * The picture at `url` shown as `purpose`, or our `fallback` as a stand-in; never rejects.
   * `signal` ends this render's wait (its deadline, or its client gone); the fetch itself stops
   * once no render waits for it any more.
   */
  load(
    url: string,
    purpose: ImagePurpose,
    fallback: OwnPicturePath,
    signal: AbortSignal,
  ): Promise<Picture>;
}

export interface PictureLoaderOptions {
  imageProxy: ImageProxy;
  logger: Logger;
  /** The clock of the failed-URL memory (tests). */
  now?: () => number;
}

/** One fetch of a URL, shared by the renders waiting for it. */
interface Loading {
  result: Promise<Uint8Array | undefined>;
  controller: AbortController;
  waiters: number;
}

export function createPictureLoader(options: PictureLoaderOptions): PictureLoader {
  const { imageProxy, logger } = options;
  const byteLength = (bytes: Uint8Array) => Math.max(1, bytes.byteLength);
  // Only pictures really fetched are kept.
  const pictures = new LRUCache<string, Uint8Array>({
    maxSize: PICTURE_CACHE_BYTES,
    sizeCalculation: byteLength,
  });
  const failed = new LRUCache<string, true>({
    max: FAILED_PICTURES_MAX,
    ttl: lifetime(FAILED_PICTURE_MS),
    ...lruClock(options.now ?? Date.now),
  });
  const loading = new Map<string, Loading>();

  const standIn = (fallback: OwnPicturePath): Picture => ({
    data: ownPicture(fallback),
    standIn: true,
  });

  function remember(url: string, reason: string, fallback: OwnPicturePath) {
    failed.set(url, true);
    logger.info(
      { reason, fallback, forgetMs: FAILED_PICTURE_MS },
      'card picture unavailable, using ours for now',
    );
  }

  function start(url: string, fallback: OwnPicturePath): Loading {
    const controller = new AbortController();
    const entry: Loading = { controller, waiters: 0, result: Promise.resolve(undefined) };
    entry.result = imageProxy.fetchImage(url, controller.signal).then(
      (image) => {
        pictures.set(url, image.body);
        failed.delete(url);
        return image.body;
      },
      (error: unknown) => {
        // Given up because no render waits any more: not the host's failure. A busy proxy (503)
        // is ours, not the URL's, and is tried again by the next render.
        const busy = error instanceof HttpError && error.status === 503;
        if (!controller.signal.aborted && !busy) remember(url, (error as Error).message, fallback);
        return undefined;
      },
    );
    void entry.result.finally(() => {
      if (loading.get(url) === entry) loading.delete(url);
    });
    loading.set(url, entry);
    return entry;
  }

  return {
    load(url, purpose, fallback, signal) {
      if (url === DEFAULT_PROFILE_IMAGE_PATH || url === FIXED_GIF_PATH) {
        return Promise.resolve({ data: ownPicture(url), standIn: false });
      }
      // A bundled reaction picture (`/reactions/<name>.webp`) is read from disk, never fetched.
      const reaction = readReactionPicture(url);
      if (reaction) return Promise.resolve({ data: reaction, standIn: false });
      if (url === '') return Promise.resolve(standIn(fallback));
      // One of our signed links is drawn only as what it was signed for (an old one as either),
      // checked before the kept pictures: a picture kept as media is not an avatar either.
      const signedFor = readSignedProxyPath(url)?.purpose;
      if (signedFor !== undefined && signedFor !== purpose) {
        logger.info({ signedFor, purpose }, 'card picture link signed for another use');
        return Promise.resolve(standIn(fallback));
      }
      const cached = pictures.get(url);
      if (cached) return Promise.resolve({ data: cached, standIn: false });
      if (failed.has(url)) return Promise.resolve(standIn(fallback));
      if (signal.aborted) return Promise.resolve(standIn(fallback));
      const entry = loading.get(url) ?? start(url, fallback);
      entry.waiters += 1;
      return new Promise<Picture>((resolve) => {
        let settled = false;
        const settle = (picture: Picture) => {
          if (settled) return;
          settled = true;
          signal.removeEventListener('abort', onAbort);
          entry.waiters -= 1;
          resolve(picture);
        };
        const onAbort = () => {
          if (signal.reason instanceof PictureDeadlineError && !failed.has(url)) {
            remember(url, (signal.reason as Error).message, fallback);
          }
          settle(standIn(fallback));
          // No render waits for it any more: stop the download and free its socket.
          if (entry.waiters === 0) {
            if (loading.get(url) === entry) loading.delete(url);
            entry.controller.abort();
          }
        };
        signal.addEventListener('abort', onAbort, { once: true });
        void entry.result.then((body) =>
          settle(body ? { data: body, standIn: false } : standIn(fallback)),
        );
      });
    },
  };
}
