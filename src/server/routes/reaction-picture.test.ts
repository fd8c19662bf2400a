import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { REACTION_PICTURES } from '#core/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { reactionPictureRoute } from './reaction-picture.ts';

const app = new Hono<AppEnv>().route('/', reactionPictureRoute());

/** Width and height of an extended WebP (VP8X), the format the package ships. */
function webpSize(bytes: Uint8Array): { width: number; height: number } {
  const view = Buffer.from(bytes);
  expect(view.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(view.subarray(8, 16).toString('latin1')).toBe('WEBPVP8X');
  return { width: view.readUIntLE(24, 3) + 1, height: view.readUIntLE(27, 3) + 1 };
}

describe('GET /reactions/<name>.webp', () => {
  it('serves every bundled picture as a real WebP of 256x256 pixels, cached for a year', async () => {
    let total = 0;
    for (const picture of REACTION_PICTURES) {
      const response = await app.request(picture.path);
      expect(response.status, picture.path).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('image/webp');
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(webpSize(bytes)).toEqual({ width: 256, height: 256 });
      expect(bytes.byteLength).toBeLessThan(10 * 1024);
      total += bytes.byteLength;
    }
    // What the pictures weigh together, though a card only ever loads one of them.
    expect(total).toBeLessThan(256 * 1024);
  });

  it('answers each name with its own picture', async () => {
    const bodies = await Promise.all(
      REACTION_PICTURES.slice(0, 5).map(async (picture) =>
        Buffer.from(await (await app.request(picture.path)).arrayBuffer()).toString('base64'),
      ),
    );
    expect(new Set(bodies).size).toBe(5);
  });

  it('answers 404 to any name not in the list, and reads no other file', async () => {
    for (const path of [
      '/reactions/not-a-picture.webp',
      '/reactions/GRINNING-FACE.webp',
      '/reactions/grinning-face.png',
      '/reactions/1f600.webp',
      '/reactions/..%2Fpackage.json',
      '/reactions/%2e%2e%2f%2e%2e%2fpackage.json',
      '/reactions/grinning-face.webp%00.png',
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('Content-Type')).not.toBe('image/webp');
    }
  });

  it('answers HEAD with the headers alone', async () => {
    const response = await app.request('/reactions/fire.webp', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/webp');
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });
});
