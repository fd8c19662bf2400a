/** GET /c/<id>.png over real sockets: stored cards rendered on the server, pictures via the image proxy. */
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredCard } from '#core/index.ts';
import { type AllFakes, startAllFakes } from '#fakes/start-all-fakes.ts';
import { startTestApp, type TestApp } from '#test/start-test-app.ts';
import { newCardId } from '../cards/card-id.ts';

let all: AllFakes;
let app: TestApp;

beforeAll(async () => {
  all = await startAllFakes();
  app = await startTestApp({ ...all.env });
});
afterAll(async () => {
  await app?.close();
  await all?.close();
});

async function store(overrides: Partial<StoredCard> = {}): Promise<StoredCard> {
  const card: StoredCard = {
    id: newCardId(),
    mode: 'normal',
    username: 'mayabuilds',
    profileImage: `${all.fakes.imageHost.url}/profile_images/1/a_400x400.jpg`,
    summary: '• The fix took 2 minutes.\n• Finding it took 45.\n• Every migration gets a dry run.',
    postId: '1790012345678901234',
    postUrl: 'https://x.com/mayabuilds/status/1790012345678901234',
    createdAt: Date.now(),
    ...overrides,
  };
  await app.services.cards.save(card);
  return card;
}

const get = (path: string) => fetch(`${app.url}${path}`);
const decode = async (response: Response) =>
  PNG.sync.read(Buffer.from(await response.arrayBuffer()));
const pixel = (png: PNG, x: number, y: number) => {
  const at = (png.width * y + x) * 4;
  return [...png.data.subarray(at, at + 4)];
};

describe('GET /c/<id>.png', () => {
  it('answers the card as a 1200px-wide PNG, transparent outside its rounded corners, cached for a year', async () => {
    const card = await store();
    const response = await get(`/c/${card.id}.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const png = await decode(response);
    expect(png.width).toBe(1200);
    expect(png.height).toBeGreaterThan(400);
    expect(pixel(png, 0, 0)[3]).toBe(0);
    expect(pixel(png, png.width - 1, png.height - 1)[3]).toBe(0);
    // Inside: the opaque gradient of the default theme.
    expect(pixel(png, 600, 20)[3]).toBe(255);
  });

  it('draws each theme in its own colours', async () => {
    const card = await store();
    const solidDark = await decode(await get(`/c/${card.id}.png?theme=solid-dark`));
    const solidLight = await decode(await get(`/c/${card.id}.png?theme=solid-light`));
    expect(pixel(solidDark, 600, 10)).toEqual([0, 0, 0, 255]);
    expect(pixel(solidLight, 600, 10)).toEqual([0xf5, 0xec, 0xd7, 255]);
  });

  it('answers a 1200x630 preview with size=og, filled edge to edge with the theme’s background', async () => {
    const card = await store({
      mode: 'meme',
      summary: undefined,
      meme: {
        caption: 'Deploy day',
        gifUrl: `${all.fakes.imageHost.url}/media/a.gif`,
        fromGiphy: true,
      },
    });
    const response = await get(`/c/${card.id}.png?theme=solid-light&size=og`);
    expect(response.status).toBe(200);
    const png = await decode(response);
    expect([png.width, png.height]).toEqual([1200, 630]);
    expect(pixel(png, 0, 0)).toEqual([0xf5, 0xec, 0xd7, 255]);
    expect(pixel(png, 1199, 629)).toEqual([0xf5, 0xec, 0xd7, 255]);
  });

  it('answers 404 for an unknown or malformed id, 400 for an unknown theme or size', async () => {
    const card = await store();
    expect((await get('/c/AAAAAAAAAAA.png')).status).toBe(404);
    expect((await get('/c/not..an..id.png')).status).toBe(404);
    const theme = await get(`/c/${card.id}.png?theme=neon`);
    expect(theme.status).toBe(400);
    expect(((await theme.json()) as { error: string }).error).toMatch(/gradient-dark/);
    expect((await get(`/c/${card.id}.png?size=huge`)).status).toBe(400);
  });

  it('draws the default avatar when the profile picture’s host is not allowed or fails', async () => {
    const refused = await store({ profileImage: 'https://evil.example/avatar.jpg' });
    const broken = await store({ profileImage: `${all.fakes.imageHost.url}/dead/a.jpg` });
    const fromDefault = await store({ profileImage: '/default-profile.png' });
    const [a, b, c] = await Promise.all(
      [refused, broken, fromDefault].map(async (card) => decode(await get(`/c/${card.id}.png`))),
    );
    // The avatar's centre (40 + 32 css px from the left/top, at 2x) is the default picture in all three.
    expect(pixel(a!, 144, 144)).toEqual(pixel(c!, 144, 144));
    expect(pixel(b!, 144, 144)).toEqual(pixel(c!, 144, 144));
  });

  it('answers the same bytes again from its cache', async () => {
    const card = await store();
    const first = Buffer.from(
      await (await get(`/c/${card.id}.png?theme=gradient-light`)).arrayBuffer(),
    );
    const second = Buffer.from(
      await (await get(`/c/${card.id}.png?theme=gradient-light`)).arrayBuffer(),
    );
    expect(second.equals(first)).toBe(true);
  });
});
