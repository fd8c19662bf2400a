import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FIXED_GIF_PATH,
  type GiphyImageItem,
  gifSearchQuery,
  reactionPictureOfPath,
} from '#core/index.ts';
import type { FakeServer } from '#fakes/fake-server.ts';
import { startGiphyFake } from '#fakes/giphy-fake.ts';
import { createMemoryCache } from '../cache/memory-cache.ts';
import { loadConfig } from '../config/index.ts';
import { createLogger } from '../logging/logger.ts';
import { createGifService, gifUrlOf } from './create-gif-service.ts';

const MEDIA = 'http://127.0.0.1:4999';
const POST = 'Finally finished migrating our billing service to Kubernetes after six months';

describe('the GIF service', () => {
  let giphy: FakeServer;
  beforeAll(async () => {
    giphy = await startGiphyFake({ mediaBaseUrl: MEDIA });
  });
  afterAll(() => giphy.close());
  beforeEach(() => giphy.reset());

  const serviceFor = (
    apiKey: string | undefined,
    timeoutMs = 2000,
    options: { random?: () => number; reactionPictures?: boolean } = {},
  ) =>
    createGifService(
      loadConfig({ GIPHY_API_KEY: apiKey, GIPHY_BASE_URL: giphy.url }),
      createMemoryCache(),
      createLogger('silent'),
      { random: () => 0, timeoutMs, ...options },
    );
  /** The bundled picture a choice names, if it is one, served from our own origin. */
  const reaction = (choice: { url: string; fromGiphy: boolean }) => {
    expect(choice.fromGiphy).toBe(false);
    expect(choice.url).toMatch(/^\/reactions\/[a-z-]+\.webp$/);
    return reactionPictureOfPath(choice.url);
  };
  /** A post whose mood is plain: its picture shows it, whichever one is drawn. */
  const ANGRY_POST = 'I am furious: the deploy failed and I hate YAML';

  it('answers a reaction picture of our origin, and calls no one, when no GIPHY key is configured', async () => {
    const service = serviceFor(undefined);
    expect(service.name).toBe('reactions');
    expect(reaction(await service.findGif(POST))).toBeDefined();
    expect(giphy.calls).toHaveLength(0);
  });

  it('chooses the reaction picture by the text’s mood, and varies it between posts', async () => {
    let draw = 0;
    const service = serviceFor(undefined, 2000, { random: () => draw });
    const angry = await service.findGif(ANGRY_POST);
    expect(reaction(angry)?.moods).toContain('angry');
    expect(reaction(await service.findGif('So happy for the whole team'))?.moods).toContain('joy');
    draw = 0.99;
    const another = await service.findGif(ANGRY_POST);
    expect(reaction(another)?.moods).toContain('angry');
    expect(another.url).not.toBe(angry.url);
  });

  it('uses the fixed GIF where the reaction pictures are not installed', async () => {
    const service = serviceFor(undefined, 2000, { reactionPictures: false });
    await expect(service.findGif(POST)).resolves.toEqual({ url: FIXED_GIF_PATH, fromGiphy: false });
    giphy.setScenario('5xx');
    await expect(
      serviceFor('giphy-key', 2000, { reactionPictures: false }).findGif(POST),
    ).resolves.toEqual({ url: FIXED_GIF_PATH, fromGiphy: false });
  });

  it('searches GIPHY with the query, limit, rating and language of the spec', async () => {
    const gif = await serviceFor('giphy-key').findGif(POST);
    expect(gif.fromGiphy).toBe(true);
    expect(gif.url).toMatch(new RegExp(`^${MEDIA}/media/\\w+/giphy-downsized\\.gif`));
    const call = giphy.calls[0]!;
    expect(call.path).toBe('/v1/gifs/search');
    expect(Object.fromEntries(call.query)).toEqual({
      api_key: 'giphy-key',
      q: gifSearchQuery(POST),
      limit: '25',
      rating: 'pg',
      lang: 'en',
    });
    expect(giphy.calls).toHaveLength(1);
  });

  it('falls back to trending when the search finds nothing', async () => {
    giphy.setScenario('search-empty');
    const gif = await serviceFor('giphy-key').findGif(POST);
    expect(gif.fromGiphy).toBe(true);
    expect(giphy.calls.map((call) => call.path)).toEqual(['/v1/gifs/search', '/v1/gifs/trending']);
    expect(Object.fromEntries(giphy.calls[1]!.query)).toEqual({
      api_key: 'giphy-key',
      limit: '25',
      rating: 'pg',
    });
  });

  it('uses a reaction picture when neither search nor trending has a GIF big enough', async () => {
    giphy.setScenario('small-only');
    expect(reaction(await serviceFor('giphy-key').findGif(ANGRY_POST))?.moods).toContain('angry');
    expect(giphy.calls).toHaveLength(2);
  });

  it('treats a 200 with empty data and an empty response_id as a failure', async () => {
    giphy.setScenario('empty');
    expect(reaction(await serviceFor('giphy-key').findGif(ANGRY_POST))?.moods).toContain('angry');
    expect(giphy.calls).toHaveLength(1);
  });

  it.each(['5xx', '429', '401', 'malformed', 'html'])(
    'uses a reaction picture for the text’s mood when GIPHY answers %s',
    async (scenario) => {
      giphy.setScenario(scenario);
      const choice = await serviceFor('giphy-key').findGif(ANGRY_POST);
      expect(reaction(choice)?.moods).toContain('angry');
    },
  );

  it('uses a reaction picture when GIPHY does not answer in time', async () => {
    giphy.setScenario('hang');
    const started = performance.now();
    expect(reaction(await serviceFor('giphy-key', 200).findGif(POST))).toBeDefined();
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('reuses a query’s results from the cache instead of asking GIPHY again', async () => {
    const service = serviceFor('giphy-key');
    const first = await service.findGif(POST);
    const second = await service.findGif(POST);
    expect(second).toEqual(first);
    expect(giphy.calls).toHaveLength(1);
    await service.findGif('A completely different post about sourdough bread baking');
    expect(giphy.calls).toHaveLength(2);
  });

  it('does not cache a failure, so the next request can get a GIF', async () => {
    const service = serviceFor('giphy-key');
    giphy.setScenario('5xx');
    expect(reaction(await service.findGif(POST))).toBeDefined();
    giphy.setScenario('ok');
    await expect(service.findGif(POST)).resolves.toMatchObject({ fromGiphy: true });
  });

  it('passes GIPHY’s media URL on even when the media itself is broken', async () => {
    giphy.setScenario('broken-media');
    const gif = await serviceFor('giphy-key').findGif(POST);
    // The web app swaps a picture that fails to display for the fixed GIF (spec section 4).
    expect(gif.url).toContain(`${MEDIA}/broken/`);
  });
});

describe('gifUrlOf', () => {
  const rendition = (name: string) => ({ url: `https://media.giphy.com/media/x/${name}.gif` });
  const item = (images: Record<string, unknown>): GiphyImageItem =>
    ({ images: { original: { width: '300', height: '300' }, ...images } }) as GiphyImageItem;

  it('prefers an animated rendition, and falls back to the still one', () => {
    expect(gifUrlOf(item({ downsized: rendition('d'), fixed_height: rendition('200') }))).toMatch(
      /d\.gif$/,
    );
    expect(
      gifUrlOf(item({ fixed_height: rendition('200'), fixed_height_still: rendition('s') })),
    ).toMatch(/200\.gif$/);
    expect(gifUrlOf(item({ fixed_height_still: rendition('200_s') }))).toMatch(/200_s\.gif$/);
    expect(gifUrlOf(item({ fixed_height_still: { url: 'javascript:alert(1)' } }))).toBeUndefined();
  });
});
