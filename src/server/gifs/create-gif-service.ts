/**
 * The meme picture: GIPHY search, then trending (spec sections 4 and 8), then one of our bundled
 * reaction pictures chosen by the text's mood (issue 29), served from our own origin. With no GIPHY
 * key every meme gets a reaction picture. It never throws; the fixed GIF stays the last resort, for
 * an installation without the pictures' package and for a picture the browser cannot show.
 */
import {
  FIXED_GIF_PATH,
  type GiphyImageItem,
  gifSearchQuery,
  pickGif,
  pickReactionPicture,
  type Random,
} from '#core/index.ts';
import type { Config } from '../config/index.ts';
import type { Logger } from '../logging/logger.ts';
import type { Cache, GifChoice, GifService } from '../services.ts';
import { fetchGiphyPage, type GiphyRendition } from './fetch-giphy-page.ts';
import { hasReactionPictures, REACTION_PICTURE_PACKAGE } from './reaction-picture-files.ts';

/** GIPHY beta keys allow 100 calls an hour: a query's results are reused for a few minutes. */
const CACHE_SECONDS = 5 * 60;
const GIPHY_TIMEOUT_MS = 5_000;

export interface GifServiceOptions {
  random?: Random;
  timeoutMs?: number;
  /** Whether the reaction pictures are installed (tests say no to see the fixed GIF). */
  reactionPictures?: boolean;
}

/**
 * The picture to show for a picked GIF. Spec section 3 reads `fixed_height_still`, a still frame;
 * people asking for a meme expect it to move, so we prefer animated renditions: `downsized`
 * (original size, under 2 MB, fits the 600px card at pixel ratio 2), then `fixed_height` (200px
 * high), then `original` (may be large), and the still only when no animated one is listed.
 */
export function gifUrlOf(item: GiphyImageItem): string | undefined {
  const images = item.images as Record<string, GiphyRendition | undefined>;
  for (const name of ['downsized', 'fixed_height', 'original', 'fixed_height_still']) {
    const url = images[name]?.url;
    if (typeof url === 'string' && /^https?:\/\//.test(url)) return url;
  }
  return undefined;
}

export function createGifService(
  config: Config,
  cache: Cache,
  logger: Logger,
  options: GifServiceOptions = {},
): GifService {
  const log = logger.child({ component: 'gifs' });
  const random = options.random ?? Math.random;
  const timeoutMs = options.timeoutMs ?? GIPHY_TIMEOUT_MS;
  const apiKey = config.giphy.apiKey;
  const bundled = options.reactionPictures ?? hasReactionPictures();
  if (!bundled) {
    log.warn(
      { package: REACTION_PICTURE_PACKAGE },
      'gifs: the reaction pictures are not installed, memes fall back to the embedded GIF',
    );
  }
  /** Not GIPHY's: a reaction picture for the text's mood, or the fixed GIF without the package. */
  const ours = (text: string): GifChoice => ({
    url: bundled ? pickReactionPicture(text, random).path : FIXED_GIF_PATH,
    fromGiphy: false,
  });

  if (!apiKey) {
    if (bundled) log.info({ provider: 'reactions' }, 'gifs: no GIPHY_API_KEY, reaction pictures');
    return { name: bundled ? 'reactions' : 'fixed', findGif: async (text) => ours(text) };
  }
  log.info({ provider: 'giphy' }, 'gifs: GIPHY search, then trending, then a reaction picture');

  /** Items of one endpoint, from the cache or GIPHY; undefined when GIPHY failed. */
  async function items(endpoint: 'search' | 'trending', query: string) {
    const key = `gifs:${endpoint}:${query}`;
    const cached = await cache.get<GiphyImageItem[]>(key).catch(() => undefined);
    if (cached) return cached;
    const params: Record<string, string> =
      endpoint === 'search'
        ? { api_key: apiKey!, q: query, limit: '25', rating: 'pg', lang: 'en' }
        : { api_key: apiKey!, limit: '25', rating: 'pg' };
    const result = await fetchGiphyPage(config.giphy.baseUrl, endpoint, params, timeoutMs, log);
    if (result) await cache.set(key, result, CACHE_SECONDS).catch(() => undefined);
    return result;
  }

  /** A usable GIF of an endpoint; `failed` when GIPHY itself failed (no point asking again). */
  async function choose(endpoint: 'search' | 'trending', query: string) {
    const found = await items(endpoint, query);
    if (!found) return 'failed' as const;
    const usable = found.filter((item) => gifUrlOf(item) !== undefined);
    const picked = pickGif(usable, random);
    return picked ? gifUrlOf(picked) : undefined;
  }

  return {
    name: 'giphy',
    async findGif(text: string): Promise<GifChoice> {
      try {
        const query = gifSearchQuery(text);
        const searched = await choose('search', query);
        if (searched === 'failed') return ours(text);
        if (searched) return { url: searched, fromGiphy: true };
        log.info({ provider: 'giphy' }, 'gifs: search found nothing usable, trying trending');
        const trending = await choose('trending', '');
        if (trending && trending !== 'failed') return { url: trending, fromGiphy: true };
        log.info({ provider: 'giphy', fallback: 'reactions' }, 'gifs: using a reaction picture');
        return ours(text);
      } catch (error) {
        log.warn({ err: error, fallback: 'reactions' }, 'gifs: unexpected failure');
        return ours(text);
      }
    },
  };
}
