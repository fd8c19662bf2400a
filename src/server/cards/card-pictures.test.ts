/** Issue 30: a card's pictures are fetched with the request's signal, a deadline, and a memory of failures. */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROFILE_IMAGE_PATH,
  FIXED_GIF_PATH,
  REACTION_PICTURE_PREFIX,
  REACTION_PICTURES,
} from '#core/index.ts';
import { HttpError } from '../http/errors.ts';
import { formatSignedLink } from '../image-proxy/image-url-signer.ts';
import { createLogger } from '../logging/logger.ts';
import type { ImageProxy, ProxiedImage } from '../services.ts';
import { createPictureLoader, FAILED_PICTURE_MS, pictureDeadline } from './card-pictures.ts';

const BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);

/** An image proxy whose every fetch waits for the test: `answer()` ends the oldest still open. */
function fakeProxy(behaviour: 'wait' | 'fail' | 'busy' = 'wait') {
  const calls: { url: string; signal: AbortSignal | undefined }[] = [];
  const open: ((image: ProxiedImage) => void)[] = [];
  const proxy: ImageProxy = {
    fetchImage(url, signal) {
      calls.push({ url, signal });
      if (behaviour === 'fail') return Promise.reject(new HttpError(404, 'gone'));
      if (behaviour === 'busy') return Promise.reject(new HttpError(503, 'busy'));
      return new Promise((resolve, reject) => {
        open.push(resolve);
        signal?.addEventListener('abort', () => {
          open.splice(open.indexOf(resolve), 1);
          reject(new HttpError(504, 'given up'));
        });
      });
    },
    linkFor: () => undefined,
    openImage: () => Promise.reject(new Error('not used')),
  };
  return {
    proxy,
    calls,
    answer: () => open.shift()?.({ body: BYTES, contentType: 'image/png' }),
  };
}

const logger = createLogger('silent');
const URL_A = 'https://pbs.twimg.com/profile_images/1/a.jpg';
/** A render that waits as long as it takes. */
const forAWhile = () => new AbortController().signal;

describe('createPictureLoader', () => {
  it('draws a bundled reaction picture from disk, asking the proxy for nothing', async () => {
    const { proxy, calls } = fakeProxy();
    const loader = createPictureLoader({ imageProxy: proxy, logger });
    const url = `${REACTION_PICTURE_PREFIX}${REACTION_PICTURES[0]?.name}.webp`;
    const picture = await loader.load(url, 'media', FIXED_GIF_PATH, forAWhile());
    expect(picture.standIn).toBe(false);
    // A WebP file: RIFF....WEBP.
    expect(new TextDecoder().decode(picture.data.slice(8, 12))).toBe('WEBP');
    expect(calls).toHaveLength(0);
  });

  it('stops the fetch when the client goes away, and asks again for the next render', async () => {
    const { proxy, calls } = fakeProxy();
    const loader = createPictureLoader({ imageProxy: proxy, logger });
    const client = new AbortController();
    const { signal, done } = pictureDeadline(10_000, client.signal);
    const pending = loader.load(URL_A, 'avatar', DEFAULT_PROFILE_IMAGE_PATH, signal);
    client.abort();
    expect((await pending).standIn).toBe(true);
    done();
    expect(calls[0]?.signal?.aborted).toBe(true);
    // A client leaving says nothing about the picture host.
    void loader.load(URL_A, 'avatar', DEFAULT_PROFILE_IMAGE_PATH, forAWhile());
    expect(calls).toHaveLength(2);
  });

  it('gives up at the deadline with the stand-in, and asks that URL again only after a minute', async () => {
    let clock = 0;
    const { proxy, calls, answer } = fakeProxy();
    const loader = createPictureLoader({ imageProxy: proxy, logger, now: () => clock });
    const started = Date.now();
    const late = await loader.load(
      URL_A,
      'avatar',
      DEFAULT_PROFILE_IMAGE_PATH,
      pictureDeadline(100, undefined).signal,
    );
    expect(late.standIn).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(calls[0]?.signal?.aborted).toBe(true);
    const again = await loader.load(URL_A, 'avatar', DEFAULT_PROFILE_IMAGE_PATH, forAWhile());
    expect(again.standIn).toBe(true);
    expect(calls).toHaveLength(1);
    clock += FAILED_PICTURE_MS;
    const later = loader.load(URL_A, 'avatar', DEFAULT_PROFILE_IMAGE_PATH, forAWhile());
    expect(calls).toHaveLength(2);
    answer();
    expect(await later).toEqual({ data: BYTES, standIn: false });
  });

  it('asks a URL that failed once within a minute, and keeps a picture it got', async () => {
    const failing = fakeProxy('fail');
    const loader = createPictureLoader({ imageProxy: failing.proxy, logger });
    for (let i = 0; i < 3; i += 1) {
      const picture = await loader.load(URL_A, 'avatar', DEFAULT_PROFILE_IMAGE_PATH, forAWhile());
      expect(picture.standIn).toBe(true);
    }
    expect(failing.calls).toHaveLength(1);
  });

  it('does not hold a busy proxy (503) against the URL', async () => {
    const busy = fakeProxy('busy');
    const loader = createPictureLoader({ imageProxy: busy.proxy, logger });
    await loader.load(URL_A, 'avatar', DEFAULT_PROFILE_IMAGE_PATH, forAWhile());
    await loader.load(URL_A, 'avatar', DEFAULT_PROFILE_IMAGE_PATH, forAWhile());
    expect(busy.calls).toHaveLength(2);
  });

  it('fetches a URL once for every render that wants it; one leaving does not stop it for the rest', async () => {
    const { proxy, calls, answer } = fakeProxy();
    const loader = createPictureLoader({ imageProxy: proxy, logger });
    const leaving = new AbortController();
    const first = loader.load(URL_A, 'avatar', DEFAULT_PROFILE_IMAGE_PATH, leaving.signal);
    const second = loader.load(URL_A, 'avatar', DEFAULT_PROFILE_IMAGE_PATH, forAWhile());
    leaving.abort();
    expect((await first).standIn).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.signal?.aborted).toBe(false);
    answer();
    expect(await second).toEqual({ data: BYTES, standIn: false });
    // Kept: the next render costs no fetch.
    await loader.load(URL_A, 'avatar', DEFAULT_PROFILE_IMAGE_PATH, forAWhile());
    expect(calls).toHaveLength(1);
  });

  it('draws one of our signed links only as what it was signed for', async () => {
    const { proxy, calls } = fakeProxy();
    const loader = createPictureLoader({ imageProxy: proxy, logger });
    const media = formatSignedLink({
      url: 'https://files.mastodon.example/a.png',
      exp: '9999999999',
      purpose: 'media',
      sig: 'x',
    });
    const asAvatar = await loader.load(media, 'avatar', DEFAULT_PROFILE_IMAGE_PATH, forAWhile());
    expect(asAvatar.standIn).toBe(true);
    expect(calls).toHaveLength(0);
    void loader.load(media, 'media', DEFAULT_PROFILE_IMAGE_PATH, forAWhile());
    expect(calls.map((call) => call.url)).toEqual([media]);
  });

  it('draws a signed link only as what it was signed for once its picture is kept too', async () => {
    const { proxy, calls, answer } = fakeProxy();
    const loader = createPictureLoader({ imageProxy: proxy, logger });
    const media = formatSignedLink({
      url: 'https://files.mastodon.example/b.png',
      exp: '9999999999',
      purpose: 'media',
      sig: 'x',
    });
    const shown = loader.load(media, 'media', DEFAULT_PROFILE_IMAGE_PATH, forAWhile());
    answer();
    expect(await shown).toEqual({ data: BYTES, standIn: false });
    // Kept now, and still the stand-in as an avatar, as it was before it was kept.
    const asAvatar = await loader.load(media, 'avatar', DEFAULT_PROFILE_IMAGE_PATH, forAWhile());
    expect(asAvatar.standIn).toBe(true);
    expect(calls).toHaveLength(1);
  });
});
