/**
 * Fake image host (pbs.twimg.com, media.giphy.com ...): real JPEG, PNG, GIF and WebP bytes, plus the
 * hostile answers the image proxy must survive (oversized, mislabelled, slow, hanging, redirects).
 * Scenarios: `ok`; `error` (every image path answers 500); `hang` (no path answers). An avatar whose
 * path has `/small_avatar` is a 64px PNG; `/large/...` a 1000x800 PNG. `hangingRequests(fake)`
 * counts the requests it holds unanswered whose connection is still open.
 */
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { PNG } from 'pngjs';
import { type FakeServer, startFakeServer } from './fake-server.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url));

/** A 400x400 JPEG avatar (baseline JFIF, made with jpeg-js). */
export const AVATAR_JPEG = fixture('avatar.jpg');
/** A 240x240 two-frame animated GIF. */
export const MEME_GIF = fixture('meme.gif');
/** The classic 1x1 lossy WebP. */
export const TINY_WEBP = Buffer.from(
  'UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=',
  'base64',
);
/** A 64x64 PNG drawn at start-up. */
export const SQUARE_PNG = drawPng(64, 64);
/** About 50 KB of PNG (noise does not compress), what the load benchmark proxies. */
export const BENCH_PNG = drawNoisePng(120, 120);
let largePngBytes: Buffer | undefined;
/**
 * A picture larger than the meme card's box (600x560 at 2x), in smooth colours. Drawn when first
 * asked, not at import: it costs a quarter of a second of CPU (more under a loaded machine), which
 * every demo and browser-test stack paid at start though few ever ask for it.
 */
function largePng(): Buffer {
  largePngBytes ??= drawGradientPng(1000, 800);
  return largePngBytes;
}
/** Over the proxy's 5 MB cap: a JPEG start and filler. */
const BIG_BYTES = 5 * 1024 * 1024 + 1024;
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
const HTML = '<!doctype html><html><body><script>alert(1)</script></body></html>';

function drawPng(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < width * height; i += 1) {
    png.data.set([(i * 7) % 256, 120, 200, 255], i * 4);
  }
  return PNG.sync.write(png);
}

function drawGradientPng(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const red = Math.round((255 * x) / width);
      const green = Math.round((255 * y) / height);
      png.data.set([red, green, 160, 255], (y * width + x) * 4);
    }
  }
  return PNG.sync.write(png);
}

function drawNoisePng(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  let seed = 42;
  for (let i = 0; i < png.data.length; i += 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    png.data[i] = i % 4 === 3 ? 255 : seed >> 16;
  }
  return PNG.sync.write(png);
}

const CORS = { 'access-control-allow-origin': '*' };

function sendBytes(
  response: ServerResponse,
  body: Buffer | string,
  type: string,
  headers: Record<string, string> = {},
): void {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  response.writeHead(200, {
    'content-type': type,
    'content-length': String(bytes.length),
    'cache-control': 'public, max-age=3600',
    ...headers,
  });
  response.end(bytes);
}

function redirect(response: ServerResponse, location: string | undefined): void {
  response.writeHead(302, location === undefined ? {} : { location });
  response.end();
}

/** Writes the big body in 64 KB chunks without Content-Length, so only counting can stop it. */
function sendChunkedBig(response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'image/jpeg' });
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  chunk.set([0xff, 0xd8, 0xff, 0xe0]);
  let sent = 0;
  const pump = () => {
    while (sent < BIG_BYTES) {
      sent += chunk.length;
      if (!response.write(chunk)) {
        response.once('drain', pump);
        return;
      }
    }
    response.end();
  };
  response.on('error', () => undefined);
  pump();
}

/** A JPEG start and then one byte every 100 ms, for ever. */
function dribble(response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'image/jpeg' });
  response.write(Buffer.from([0xff, 0xd8, 0xff]));
  const timer = setInterval(() => response.write(Buffer.from([0]), () => undefined), 100);
  response.on('close', () => clearInterval(timer));
}

const held = new WeakMap<FakeServer, () => number>();

/** How many requests the image-host fake holds unanswered on a connection still open. */
export function hangingRequests(fake: FakeServer): number {
  return held.get(fake)?.() ?? 0;
}

export async function startImageHostFake(options: { port?: number } = {}): Promise<FakeServer> {
  let hanging = 0;
  /** Never answers; counted until the client closes the connection. */
  const hang = (response: ServerResponse) => {
    hanging += 1;
    response.on('close', () => {
      hanging -= 1;
    });
  };
  const fake = await startFakeServer(
    'imageHost',
    (request, response, scenario) => {
      const { path, query } = request;
      if (scenario === 'hang') return hang(response);
      if (scenario === 'error') {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end('upstream error');
        return;
      }
      // An avatar smaller than the card's box (the `small_avatar` author of the sample posts).
      if (path.startsWith('/profile_images/') && path.includes('/small_avatar'))
        return sendBytes(response, SQUARE_PNG, 'image/png', CORS);
      if (path.startsWith('/large/')) return sendBytes(response, largePng(), 'image/png', CORS);
      if (path.startsWith('/profile_images/'))
        return sendBytes(response, AVATAR_JPEG, 'image/jpeg', CORS);
      if (path.startsWith('/nocors/')) return sendBytes(response, AVATAR_JPEG, 'image/jpeg');
      if (path.startsWith('/media/')) return sendBytes(response, MEME_GIF, 'image/gif', CORS);
      if (path.startsWith('/dead/')) {
        response.writeHead(404, { 'content-type': 'text/plain' });
        response.end('not found');
        return;
      }
      if (path.startsWith('/broken/'))
        return sendBytes(response, 'this is not a gif', 'image/gif', CORS);
      switch (path) {
        case '/bench-50k.png':
          return sendBytes(response, BENCH_PNG, 'image/png', CORS);
        case '/image.png':
          return sendBytes(response, SQUARE_PNG, 'image/png', CORS);
        case '/image.webp':
          return sendBytes(response, TINY_WEBP, 'image/webp', CORS);
        case '/jpeg-as-html':
          return sendBytes(response, AVATAR_JPEG, 'text/html');
        case '/with-cookie.jpg':
          return sendBytes(response, AVATAR_JPEG, 'image/jpeg', {
            'set-cookie': 'tracker=abc; Path=/',
            server: 'fake-image-host/1.0',
            etag: '"avatar-1"',
          });
        case '/big.jpg': {
          const big = Buffer.alloc(BIG_BYTES, 0x41);
          big.set([0xff, 0xd8, 0xff, 0xe0]);
          return sendBytes(response, big, 'image/jpeg');
        }
        case '/big-chunked.jpg':
          return sendChunkedBig(response);
        case '/svg':
          return sendBytes(response, SVG, 'image/png');
        case '/svg-labelled':
          return sendBytes(response, SVG, 'image/svg+xml');
        case '/html-as-png':
          return sendBytes(response, HTML, 'image/png');
        case '/smuggled-type':
          return sendBytes(response, HTML, 'image/png, text/html');
        case '/short-body': {
          // Declares more bytes than it sends, then hangs up.
          response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': '10000' });
          response.write(AVATAR_JPEG.subarray(0, 100));
          setTimeout(() => response.socket?.destroy(), 20);
          return;
        }
        case '/long-body': {
          // Sends more bytes than it declares, on the raw socket (Node's server would refuse).
          const head = 'HTTP/1.1 200 OK\r\ncontent-type: image/png\r\ncontent-length: 20\r\n\r\n';
          response.socket?.end(Buffer.concat([Buffer.from(head), SQUARE_PNG]));
          return;
        }
        case '/slow-body':
          return dribble(response);
        case '/hang':
          return hang(response);
        case '/redirect':
          return redirect(response, query.get('to') ?? '/profile_images/redirected.jpg');
        case '/redirect-nowhere':
          return redirect(response, undefined);
        case '/redirect-chain': {
          const n = Number(query.get('n') ?? '0');
          return redirect(
            response,
            n > 0 ? `/redirect-chain?n=${n - 1}` : '/profile_images/end-of-chain.jpg',
          );
        }
        default:
          response.writeHead(404, { 'content-type': 'text/plain' });
          response.end('not found');
      }
    },
    { port: options.port },
  );
  held.set(fake, () => hanging);
  return fake;
}
