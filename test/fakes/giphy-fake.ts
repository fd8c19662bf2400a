/**
 * GIPHY API v1: `GET /v1/gifs/search` and `GET /v1/gifs/trending` in the real wire format (numbers
 * as strings, every rendition, `meta.response_id`), with media URLs on the image-host fake:
 * `${mediaBaseUrl}/media/<id>/<rendition>.gif` (`giphy.gif` is the original).
 *
 * Scenarios: `ok` (25 GIFs that fit the card); `slow` (answers after 1.5 s); `hang`; `5xx` (500
 * gateway body); `429` (`meta.status` 429, empty `response_id`, Retry-After); `401` (gateway
 * `{"message"}` body); `malformed` (truncated JSON); `html` (a 200 HTML page); `empty` (GIPHY's
 * synthetic 200: empty `data` AND empty `response_id`, on both endpoints); `search-empty` (search
 * finds nothing, trending answers); `small-only` (every GIF under 200px); `broken-media` (media
 * URLs under `/broken/`, which the image host answers with a broken picture); `large-media` (media
 * URLs under `/large/`: a 1000x800 picture, larger than the meme card's box).
 * A request without `api_key` gets 401, as GIPHY answers it.
 */
import { createHash, randomUUID } from 'node:crypto';
import { type FakeServer, hang, sendJson, startFakeServer } from './fake-server.ts';

const PAGE = 25;

interface Rendition {
  url: string;
  width: string;
  height: string;
  size: string;
}

/** One GIF object with the fields and renditions GIPHY sends (numbers as strings). */
function gifObject(id: string, title: string, width: number, height: number, media: string) {
  const rendition = (name: string, w: number, h: number): Rendition => ({
    url: `${media}/${id}/${name}.gif?cid=fake${id}&rid=${name}.gif&ct=g`,
    width: String(w),
    height: String(h),
    size: String(w * h * 3),
  });
  const scaleToHeight = (h: number) => Math.round((width * h) / height);
  const scaleToWidth = (w: number) => Math.round((height * w) / width);
  return {
    type: 'gif',
    id,
    url: `https://giphy.com/gifs/${id}`,
    slug: `${title.toLowerCase().replace(/\W+/g, '-')}-${id}`,
    bitly_gif_url: `https://gph.is/g/${id}`,
    bitly_url: `https://gph.is/g/${id}`,
    embed_url: `https://giphy.com/embed/${id}`,
    username: '',
    source: '',
    title,
    rating: 'pg',
    content_url: '',
    source_tld: '',
    source_post_url: '',
    is_sticker: 0,
    import_datetime: '2024-03-01 12:00:00',
    trending_datetime: '0000-00-00 00:00:00',
    images: {
      original: { ...rendition('giphy', width, height), frames: '24', hash: id },
      original_still: rendition('giphy_s', width, height),
      downsized: rendition('giphy-downsized', width, height),
      downsized_still: rendition('giphy-downsized_s', width, height),
      fixed_height: rendition('200', scaleToHeight(200), 200),
      fixed_height_still: rendition('200_s', scaleToHeight(200), 200),
      fixed_height_small: rendition('100', scaleToHeight(100), 100),
      fixed_width: rendition('200w', 200, scaleToWidth(200)),
      fixed_width_still: rendition('200w_s', 200, scaleToWidth(200)),
      preview_gif: rendition('giphy-preview', Math.round(width / 3), Math.round(height / 3)),
    },
    analytics_response_payload: `e=${id}`,
    analytics: {
      onload: {
        url: `https://giphy-analytics.giphy.com/v2/pingback_simple?analytics_response_payload=e%3D${id}&action_type=SEEN`,
      },
      onclick: {
        url: `https://giphy-analytics.giphy.com/v2/pingback_simple?analytics_response_payload=e%3D${id}&action_type=CLICK`,
      },
      onsent: {
        url: `https://giphy-analytics.giphy.com/v2/pingback_simple?analytics_response_payload=e%3D${id}&action_type=SENT`,
      },
    },
    alt_text: title,
  };
}

/** Stable GIFs for a query: the same search always finds the same pictures. */
function makeGifs(seedText: string, media: string, small: boolean) {
  return Array.from({ length: PAGE }, (_, index) => {
    const id = createHash('sha1').update(`${seedText}#${index}`).digest('hex').slice(0, 18);
    const width = small ? 120 + (index % 5) * 10 : 320 + (index % 4) * 40;
    const height = small ? 100 + (index % 3) * 20 : 240 + (index % 3) * 30;
    const words = seedText.replace(/^funny meme\s*/, '') || 'trending';
    return gifObject(id, `Funny ${words} GIF ${index + 1}`, width, height, media);
  });
}

function page(data: unknown[], responseId = randomUUID().replaceAll('-', '').slice(0, 24)) {
  return {
    data,
    pagination: { total_count: data.length === 0 ? 0 : 4999, count: data.length, offset: 0 },
    meta: { status: 200, msg: 'OK', response_id: responseId },
  };
}

export async function startGiphyFake({
  port,
  mediaBaseUrl,
}: {
  port?: number;
  mediaBaseUrl: string;
}): Promise<FakeServer> {
  return startFakeServer(
    'giphy',
    async (request, response, scenario) => {
      const search = request.path === '/v1/gifs/search';
      if (request.method !== 'GET' || !(search || request.path === '/v1/gifs/trending')) {
        sendJson(response, 404, {
          data: [],
          meta: { status: 404, msg: 'Not Found', response_id: '' },
        });
        return;
      }
      if (!request.query.get('api_key') || scenario === '401') {
        sendJson(response, 401, { message: 'Invalid authentication credentials' });
        return;
      }
      const folder = { 'broken-media': 'broken', 'large-media': 'large' }[scenario] ?? 'media';
      const media = `${mediaBaseUrl}/${folder}`;
      const seedText = search ? (request.query.get('q') ?? '') : 'trending';
      switch (scenario) {
        case 'hang':
          hang(response);
          return;
        case 'slow':
          await new Promise((resolve) => setTimeout(resolve, 1_500));
          break;
        case '5xx':
          sendJson(response, 500, {
            message: 'An invalid response was received from the upstream server',
          });
          return;
        case '429':
          sendJson(
            response,
            429,
            { data: [], meta: { status: 429, msg: 'API rate limit exceeded', response_id: '' } },
            { 'retry-after': '60' },
          );
          return;
        case 'malformed':
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end('{"data":[{"type":"gif","id":"abc","images":{"original":');
          return;
        case 'html':
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          response.end('<!doctype html><html><body>Service Unavailable</body></html>');
          return;
        case 'empty':
          // GIPHY's "synthetic response" during downstream trouble.
          sendJson(response, 200, { data: [], meta: { status: 200, msg: 'OK', response_id: '' } });
          return;
        case 'search-empty':
          if (search) {
            sendJson(response, 200, page([]));
            return;
          }
          break;
      }
      sendJson(response, 200, page(makeGifs(seedText, media, scenario === 'small-only')));
    },
    { port },
  );
}
