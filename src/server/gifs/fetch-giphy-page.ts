/** One GIPHY search or trending call, reduced to the fields we use; undefined on any failure. */
import type { GiphyImageItem } from '#core/index.ts';
import type { Logger } from '../logging/logger.ts';

export interface GiphyRendition {
  url?: string;
  width?: string;
  height?: string;
}

/** The renditions worth keeping in the cache (GIPHY sends about twenty per GIF). */
const KEPT_RENDITIONS = ['original', 'downsized', 'fixed_height', 'fixed_height_still'] as const;

/** Only what pickGif and the picture choice read: smaller cache entries, no analytics payloads. */
function compact(item: unknown): GiphyImageItem | undefined {
  const source = item as { title?: unknown; images?: Record<string, GiphyRendition> } | null;
  if (!source?.images || typeof source.images !== 'object') return undefined;
  const images: Record<string, GiphyRendition> = {};
  for (const name of KEPT_RENDITIONS) {
    const rendition = source.images[name];
    if (!rendition || typeof rendition !== 'object') continue;
    images[name] = {
      url: typeof rendition.url === 'string' ? rendition.url : undefined,
      width: String(rendition.width ?? ''),
      height: String(rendition.height ?? ''),
    };
  }
  if (!images.original) return undefined;
  return {
    title: typeof source.title === 'string' ? source.title : '',
    images,
  } as unknown as GiphyImageItem;
}

/**
 * GETs `/v1/gifs/{endpoint}`. A non-2xx status, a timeout, a body that is not GIPHY's JSON, and
 * GIPHY's "synthetic response" (200 with empty `data` AND empty `meta.response_id`) are failures.
 */
export async function fetchGiphyPage(
  baseUrl: string,
  endpoint: 'search' | 'trending',
  params: Record<string, string>,
  timeoutMs: number,
  logger: Logger,
): Promise<GiphyImageItem[] | undefined> {
  const url = `${baseUrl}/v1/gifs/${endpoint}?${new URLSearchParams(params)}`;
  const started = performance.now();
  const fail = (reason: string, status?: number) => {
    logger.warn(
      { provider: 'giphy', endpoint, status, ms: Math.round(performance.now() - started), reason },
      'gifs: GIPHY failed',
    );
    return undefined;
  };
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    const text = await response.text();
    if (!response.ok) return fail('HTTP error', response.status);
    body = JSON.parse(text);
  } catch (error) {
    const name = (error as Error).name;
    return fail(name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : name);
  }
  const page = body as {
    data?: unknown;
    meta?: { response_id?: unknown; status?: unknown };
  } | null;
  if (!page || !Array.isArray(page.data)) return fail('no data array', response.status);
  if (page.meta?.status !== undefined && Number(page.meta.status) >= 300) {
    return fail('error in meta', Number(page.meta.status));
  }
  if (page.data.length === 0 && !page.meta?.response_id) {
    return fail('synthetic empty response', response.status);
  }
  const items = page.data.map(compact).filter((item) => item !== undefined);
  logger.info(
    {
      provider: 'giphy',
      endpoint,
      count: items.length,
      ms: Math.round(performance.now() - started),
    },
    'gifs: GIPHY answered',
  );
  return items;
}
