/** The Hono app: middleware, API routes and the built web app. Tests call it without a port. */
import { existsSync } from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './http/app-env.ts';
import { HttpError } from './http/errors.ts';
import { recordRoute } from './metrics/route-label.ts';
import { limitPerClient, rateLimit } from './middleware/rate-limit.ts';
import { requestLog } from './middleware/request-log.ts';
import { sameOriginJson } from './middleware/same-origin-json.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { cardImageRoute } from './routes/card-image.ts';
import { cardPageRoute } from './routes/card-page.ts';
import { catalogueRoute } from './routes/catalogue.ts';
import { fetchTweetRoute } from './routes/fetch-tweet.ts';
import { healthRoute } from './routes/health.ts';
import { languagesRoute } from './routes/languages.ts';
import { modelDocRoute } from './routes/model-doc.ts';
import { proxyImageRoute } from './routes/proxy-image.ts';
import { reactionPictureRoute } from './routes/reaction-picture.ts';
import { readyRoute } from './routes/ready.ts';
import { summaryRoute } from './routes/summary.ts';
import { threadRoute } from './routes/thread.ts';
import type { Services } from './services.ts';

/** Bodies are small JSON; 256 KB leaves room for 20,000 characters of any script. */
const MAX_BODY_BYTES = 256 * 1024;

export function createApp(services: Services): Hono<AppEnv> {
  const { config, logger } = services;
  const app = new Hono<AppEnv>();

  // First, so it sees which route answered, whatever answered (metrics/time-requests.ts).
  if (services.metrics.enabled) app.use('*', recordRoute());
  app.use('*', requestLog(logger));
  // Text answers (the page, scripts, styles, JSON) shrink 3-4x; images are left as they are.
  // Vary is set up front and clients that accept no encoding skip the middleware, which otherwise
  // rebuilds every answer just to add the header.
  const compressText = compress();
  app.use('*', (c, next) => {
    c.header('Vary', 'Accept-Encoding');
    return c.req.header('Accept-Encoding') ? compressText(c, next) : next();
  });
  app.use('*', securityHeaders(config));
  // Only POSTs carry bodies; checking a GET would build a full Request for nothing. A declared
  // length is checked from the header alone, as bodyLimit itself does, but without asking for the
  // body first (which builds a full Request); a body without one is counted by bodyLimit.
  const tooLarge = () => {
    throw new HttpError(413, 'The request is too large.');
  };
  const limitBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
  app.on('POST', '/api/*', (c, next) => {
    const length = c.req.header('Content-Length');
    if (length === undefined || c.req.header('Transfer-Encoding') !== undefined) {
      return limitBody(c, next);
    }
    return Number.parseInt(length, 10) > MAX_BODY_BYTES ? tooLarge() : next();
  });
  // Refused before the rate limit: another site's request must not use up our visitor's allowance.
  app.on('POST', ['/api/summary', '/api/thread'], sameOriginJson(config));
  app.use('/api/summary', rateLimit(services));
  app.use('/api/thread', rateLimit(services));
  // Every fetch of a client counts in this process's window, the answer cache's hits too (they are
  // counted there, docs/decisions/004); the shared limiter counts those that reach the app.
  app.use(
    '/api/fetch-tweet',
    limitPerClient(
      services,
      async (_limits, key) => services.fetchWindow.take(key),
      (limits, key) => limits.consumeFetch(key),
    ),
  );
  app.use(
    '/api/proxy-image',
    limitPerClient(services, (limits, key) => limits.consumeImage(key)),
  );
  // Card pictures cost a render each: a client gets CARD_IMAGE_PER_MINUTE of them (pages are cheap).
  const limitCardImages = limitPerClient(services, (limits, key) => limits.consumeCardImage(key));
  app.use('/c/*', (c, next) => (c.req.path.endsWith('.png') ? limitCardImages(c, next) : next()));

  app.route('/', healthRoute(services));
  app.route('/', languagesRoute(services));
  app.route('/', readyRoute(services));
  app.route('/', fetchTweetRoute(services));
  app.route('/', proxyImageRoute(services));
  app.route('/', summaryRoute(services));
  app.route('/', threadRoute(services));
  app.route('/', catalogueRoute());
  app.route('/', modelDocRoute());
  // The meme's bundled reaction pictures, from our own origin (no GIPHY key, or GIPHY failed).
  app.route('/', reactionPictureRoute());
  // Card links: the picture first, so `/c/<id>.png` is never read as a page's id.
  app.route('/', cardImageRoute(services));
  app.route('/', cardPageRoute(services));

  app.all('/api/*', (c) => c.json({ error: 'There is no such API route.' }, 404));

  if (existsSync(config.staticDir)) {
    app.use(
      '*',
      serveStatic({
        root: config.staticDir,
        onFound: (path, c) => {
          // Hashed build assets never change; the page itself must always be revalidated.
          c.header(
            'Cache-Control',
            path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      }),
    );
  }
  // The product has one screen: every other path goes back to it.
  app.get('*', (c) => c.redirect('/', 302));

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json({ error: error.message, ...error.details }, error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ error: error.message || 'The request could not be read.' }, error.status);
    }
    logger.error({ err: error, path: c.req.path }, 'unhandled error');
    return c.json({ error: 'Something went wrong on our side. Please try again.' }, 500);
  });

  return app;
}
