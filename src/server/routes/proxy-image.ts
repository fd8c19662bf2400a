/**
 * GET /api/proxy-image?url=: an allowed image from our own origin, so the card can be exported;
 * `&exp=&for=&sig=` make it one of our signed links to a picture off the host list.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/errors.ts';
import { formatSignedLink } from '../image-proxy/image-url-signer.ts';
import type { Services } from '../services.ts';

/**
 * The body, but a failure after the status went out (over the cap, the host hung up, the deadline)
 * destroys the connection: the client then sees a cut answer, never a short picture that looks
 * whole. (Letting the error reach @hono/node-server would end the body with an "Error: ..." text.)
 */
function cutOnFailure(
  body: ReadableStream<Uint8Array>,
  cut: () => void,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { done, value } = await reader.read();
          if (done) controller.close();
          else controller.enqueue(value);
        } catch {
          cut();
          controller.close();
        }
      },
      cancel: (reason) => reader.cancel(reason),
    },
    // Nothing is read ahead: the proxy's own stream holds the (bounded) buffer.
    { highWaterMark: 0 },
  );
}

export function proxyImageRoute(services: Services): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/api/proxy-image', async (c) => {
    const values = c.req.queries('url') ?? [];
    if (values.length !== 1 || !values[0]) {
      throw new HttpError(400, 'Please give exactly one image URL in the url parameter.');
    }
    const [sig, exp, purpose] = ['sig', 'exp', 'for'].map((name) => {
      const given = c.req.queries(name) ?? [];
      if (given.length > 1) throw new HttpError(400, `Please give ${name} at most once.`);
      return given[0];
    });
    // `sig`: our signed link to a picture off the host list (a Mastodon instance's avatar), which
    // the proxy checks whole: signature, use, expiry and the URL itself.
    const src = sig
      ? formatSignedLink({
          url: values[0],
          sig,
          ...(exp !== undefined && { exp }),
          ...(purpose !== undefined && { purpose }),
        })
      : values[0];
    // Streamed: the bytes go to the client as they arrive, counted against the cap on the way.
    const image = await services.imageProxy.openImage(src, c.req.raw.signal);
    const headers: Record<string, string> = {
      // Our own detected type; with nosniff and an empty CSP the bytes can never run as a page.
      'Content-Type': image.contentType,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
      'Cache-Control': 'public, max-age=86400',
      'Content-Disposition': 'inline',
    };
    if (image.contentLength !== undefined) headers['Content-Length'] = String(image.contentLength);
    const outgoing = c.env?.outgoing;
    return c.body(
      cutOnFailure(image.body, () => outgoing?.destroy()),
      200,
      headers,
    );
  });
}
