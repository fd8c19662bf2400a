/** GET /api/proxy-image?url=: an allowed image from our own origin, so the card can be exported. */
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { HttpError } from '../errors.ts';
import type { Services } from '../services.ts';

export function proxyImageRoute(services: Services): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/api/proxy-image', async (c) => {
    const values = c.req.queries('url') ?? [];
    if (values.length !== 1 || !values[0]) {
      throw new HttpError(400, 'Please give exactly one image URL in the url parameter.');
    }
    const image = await services.imageProxy.fetchImage(values[0], c.req.raw.signal);
    return c.body(image.body as Uint8Array<ArrayBuffer>, 200, {
      // Our own detected type; with nosniff and an empty CSP the bytes can never run as a page.
      'Content-Type': image.contentType,
      'Content-Length': String(image.body.byteLength),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
      'Cache-Control': 'public, max-age=86400',
      'Content-Disposition': 'inline',
    });
  });
}
