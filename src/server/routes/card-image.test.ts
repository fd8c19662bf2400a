/** GET /c/<id>.png over real sockets: stored cards rendered on the server, pictures via the image proxy. */
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredCard } from '#core/index.ts';
import { hangingRequests } from '#fakes/image-host-fake.ts';
import type { AllFakes } from '#fakes/start-all-fakes.ts';
import { rawRequest } from '#test/raw-request.ts';
import { sampleStoredCard } from '#test/sample-stored-card.ts';
import { closeAppWithFakes, startAppWithFakes } from '#test/start-app-with-fakes.ts';
import { startTestApp, type TestApp } from '#test/start-test-app.ts';

let all: AllFakes;
let app: TestApp;

beforeAll(async () => {
  ({ all, app } = await startAppWithFakes());
});
afterAll(() => closeAppWithFakes(app, all));

async function store(overrides: Partial<StoredCard> = {}): Promise<StoredCard> {
  const card = sampleStoredCard(
    `${all.fakes.imageHost.url}/profile_images/1/a_400x400.jpg`,
    overrides,
  );
  await app.services.cards.save(card);
  return card;
}

/** A meme card whose GIF the image-host fake serves. */
const storeMeme = () =>
  store({
    mode: 'meme',
    summary: undefined,
    meme: {
      caption: 'Deploy day',
      gifUrl: `${all.fakes.imageHost.url}/media/a.gif`,
      fromGiphy: true,
    },
  });

/**
 * A GET, sent again once where the connection was reset: on a loaded machine the keep-alive socket
 * reused for it can be one the server has just closed as idle (ECONNRESET), and browsers send an
 * idempotent request again in that case too.
 */
const get = async (path: string) => {
  try {
    return await fetch(`${app.url}${path}`);
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw error;
    return fetch(`${app.url}${path}`);
  }
};
const decode = async (response: Response) =>
  PNG.sync.read(Buffer.from(await response.arrayBuffer()));
const pixel = (png: PNG, x: number, y: number) => {
  const at = (png.width * y + x) * 4;
  return [...png.data.subarray(at, at + 4)];
};

/** The pixels within `depth` of a picture's edges, every fourth along each edge. */
function* edgeRing(width: number, height: number, depth: number): Generator<[number, number]> {
  for (let d = 0; d < depth; d += 1) {
    for (let x = 0; x < width; x += 4) {
      yield [x, d];
      yield [x, height - 1 - d];
    }
    for (let y = 0; y < height; y += 4) {
      yield [d, y];
      yield [width - 1 - d, y];
    }
  }
}

/** CIE 1976 colour difference of two sRGB colours (via CIELAB, D65). */
function deltaE(a: [number, number, number], b: [number, number, number]): number {
  const lab = ([r, g, b]: [number, number, number]) => {
    const [lr, lg, lb] = [r, g, b].map((c) => {
      const v = c / 255;
      return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    const [fx, fy, fz] = [
      (0.4124 * lr + 0.3576 * lg + 0.1805 * lb) / 0.95047,
      0.2126 * lr + 0.7152 * lg + 0.0722 * lb,
      (0.0193 * lr + 0.1192 * lg + 0.9505 * lb) / 1.08883,
    ].map((t) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116)) as [number, number, number];
    return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)] as const;
  };
  const [[l1, a1, b1], [l2, a2, b2]] = [lab(a), lab(b)];
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}

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

  it('answers a 1200x630 preview with size=og, filled edge to edge: the meme’s GIF on the left, no frame', async () => {
    const card = await storeMeme();
    const response = await get(`/c/${card.id}.png?theme=solid-light&size=og`);
    expect(response.status).toBe(200);
    const png = await decode(response);
    expect([png.width, png.height]).toEqual([1200, 630]);
    const background = [0xf5, 0xec, 0xd7, 255];
    // The GIF fills the left of the picture; the theme's background reaches the other edges, up to
    // the accent rule drawn along them.
    expect(pixel(png, 20, 20)).not.toEqual(background);
    expect(pixel(png, 1180, 12)).toEqual(background);
    expect(pixel(png, 1180, 617)).toEqual(background);
    expect(pixel(png, 1199, 0)).toEqual([0xb4, 0x53, 0x09, 255]);
  });

  it('draws a link preview whose edge stands out on every chat background, in every theme and mode', async () => {
    const chats: Record<string, [number, number, number]> = {
      'white (iMessage, Slack, X)': [0xff, 0xff, 0xff],
      "WhatsApp's beige": [0xef, 0xea, 0xe2],
      "Discord's dark": [0x31, 0x33, 0x38],
      "Slack's dark": [0x1a, 0x1d, 0x21],
      "WhatsApp's dark": [0x0b, 0x14, 0x1a],
      'black (iMessage, X lights out)': [0, 0, 0],
    };
    const cards = [await store(), await storeMeme()];
    for (const card of cards) {
      for (const theme of ['gradient-dark', 'gradient-light', 'solid-dark', 'solid-light']) {
        const png = await decode(await get(`/c/${card.id}.png?theme=${theme}&size=og`));
        // Every pixel of the outer ring a chat draws the preview against.
        let closest = Number.POSITIVE_INFINITY;
        let against = '';
        for (const [x, y] of edgeRing(png.width, png.height, 3)) {
          const colour = pixel(png, x, y).slice(0, 3) as [number, number, number];
          for (const [chat, background] of Object.entries(chats)) {
            const difference = deltaE(colour, background);
            if (difference < closest) [closest, against] = [difference, chat];
          }
        }
        // ΔE 20 is a clearly different colour, not a shade (beige on WhatsApp's beige is ~8).
        expect(closest, `${card.mode} ${theme} on ${against}`).toBeGreaterThanOrEqual(20);
      }
    }
  });

  it.each([
    ['square', 1080, 1080],
    ['portrait', 1080, 1350],
    ['story', 1080, 1920],
    ['og', 1200, 630],
  ] as const)(
    'draws size=%s at %ix%i with the text where the layout puts it',
    async (size, width, height) => {
      const card = await store();
      const response = await get(`/c/${card.id}.png?theme=solid-dark&size=${size}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const png = await decode(response);
      expect([png.width, png.height]).toEqual([width, height]);
      // Full bleed: the theme's black in every corner (inside a link preview's edge rule), no
      // transparent frame.
      const { CARD_SIZES } = await import('#card/sized-layout.ts');
      const inset = CARD_SIZES[size].frame;
      for (const [x, y] of [
        [inset, inset],
        [width - 1 - inset, inset],
        [inset, height - 1 - inset],
        [width - 1 - inset, height - 1 - inset],
      ] as const) {
        expect(pixel(png, x, y)).toEqual([0, 0, 0, 255]);
      }
      const { planSizedCard } = await import('#card/sized-layout.ts');
      const plan = planSizedCard(
        {
          mode: 'normal',
          username: card.username,
          profileImageSrc: '',
          lines: (card.summary ?? '').split('\n'),
          host: 'x',
        },
        size,
      );
      // White text drawn inside the planned text box, and the rows it spans.
      let lit = 0;
      let first: number = height;
      let last = 0;
      for (let y = 0; y < height; y += 2) {
        for (let x = 0; x < width; x += 2) {
          const [r, g, b] = pixel(png, x, y);
          if ((r ?? 0) > 200 && (g ?? 0) > 200 && (b ?? 0) > 200) {
            first = Math.min(first, y);
            last = Math.max(last, y);
            const { left, top, width: w, height: h } = plan.text;
            if (x >= left && x < left + w && y >= top - plan.font && y < top + h + plan.font)
              lit += 1;
          }
        }
      }
      expect(lit).toBeGreaterThan(200);
      // What is drawn spans at least 40% of the picture's height (a story's is read at a glance).
      expect((last - first) / height).toBeGreaterThanOrEqual(0.4);
    },
  );

  it('draws the post’s own picture with media=1, above the text on a story, and not without it', async () => {
    const card = await store({
      media: [
        { type: 'photo', url: `${all.fakes.imageHost.url}/large/photo.png`, alt: 'A gradient' },
      ],
    });
    const shown = await decode(await get(`/c/${card.id}.png?theme=solid-dark&size=story&media=1`));
    const plain = await decode(await get(`/c/${card.id}.png?theme=solid-dark&size=story`));
    // The picture box's middle is the picture (the fake's gradient), the plain card's is the theme's black.
    expect(pixel(shown, 540, 300)).not.toEqual([0, 0, 0, 255]);
    expect(pixel(plain, 540, 300)).toEqual([0, 0, 0, 255]);
    const card600 = await decode(await get(`/c/${card.id}.png?theme=solid-dark&media=1`));
    const plain600 = await decode(await get(`/c/${card.id}.png?theme=solid-dark`));
    expect(card600.height).toBeGreaterThan(plain600.height);
    expect((await get(`/c/${card.id}.png?media=yes`)).status).toBe(400);
  });

  it('answers the card 600, 1200 or 1800 pixels wide with scale=1, 2 or 3, each kept apart in the cache', async () => {
    const card = await store();
    const widths: number[] = [];
    for (const scale of ['1', '3', '2', '']) {
      const response = await get(`/c/${card.id}.png?size=card&scale=${scale}`);
      expect(response.status).toBe(200);
      widths.push((await decode(response)).width);
    }
    expect(widths).toEqual([600, 1800, 1200, 1200]);
    // The fixed sizes have their own pixels.
    const og = await decode(await get(`/c/${card.id}.png?size=og&scale=3`));
    expect([og.width, og.height]).toEqual([1200, 630]);
    for (const bad of ['4', '0', '1.5', 'two']) {
      const refused = await get(`/c/${card.id}.png?scale=${bad}`);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: string }).error).toBe(
        `Unknown scale "${bad}". Use 1, 2 or 3 (the card 600, 1200 or 1800 pixels wide).`,
      );
    }
  });

  it('leaves the post’s date out with date=off, and refuses another value', async () => {
    const card = await store({ postCreatedAt: '2026-11-25T16:34:04.000Z', network: 'x' });
    const dated = Buffer.from(
      await (await get(`/c/${card.id}.png?theme=solid-dark`)).arrayBuffer(),
    );
    const undated = await get(`/c/${card.id}.png?theme=solid-dark&date=off`);
    expect(undated.status).toBe(200);
    expect(Buffer.from(await undated.arrayBuffer()).equals(dated)).toBe(false);
    const again = Buffer.from(
      await (await get(`/c/${card.id}.png?theme=solid-dark&date=on`)).arrayBuffer(),
    );
    expect(again.equals(dated)).toBe(true);
    expect((await get(`/c/${card.id}.png?date=no`)).status).toBe(400);
  });

  it('draws a meme picture not from GIPHY whole in a story, GIPHY’s cropped to fill its box', async () => {
    const gifUrl = `${all.fakes.imageHost.url}/media/whole.gif`;
    const whole = await store({
      mode: 'meme',
      summary: undefined,
      meme: { caption: 'Deploy day', gifUrl, fromGiphy: false },
    });
    const giphy = await storeMeme();
    const [a, b] = await Promise.all(
      [whole, giphy].map(async (card) =>
        decode(await get(`/c/${card.id}.png?theme=solid-dark&size=story`)),
      ),
    );
    // The square GIF in the story's wide picture box: whole, the theme's black beside it.
    const { planSizedCard } = await import('#card/sized-layout.ts');
    const box = planSizedCard(
      {
        mode: 'meme',
        username: 'm',
        profileImageSrc: '',
        lines: [],
        host: 'x',
        meme: { caption: 'Deploy day', imageSrc: 'g' },
      },
      'story',
    ).picture!;
    const middle = box.top + Math.round(box.height / 2);
    expect(pixel(a!, 20, middle)).toEqual([0, 0, 0, 255]);
    expect(pixel(a!, 540, middle)).not.toEqual([0, 0, 0, 255]);
    expect(pixel(b!, 20, middle)).not.toEqual([0, 0, 0, 255]);
  });

  it('answers 404 for an unknown or malformed id, 400 for an unknown theme or size', async () => {
    const card = await store();
    expect((await get('/c/AAAAAAAAAAA.png')).status).toBe(404);
    expect((await get('/c/not..an..id.png')).status).toBe(404);
    const theme = await get(`/c/${card.id}.png?theme=neon`);
    expect(theme.status).toBe(400);
    expect(((await theme.json()) as { error: string }).error).toMatch(/gradient-dark/);
    const size = await get(`/c/${card.id}.png?size=huge`);
    expect(size.status).toBe(400);
    expect(((await size.json()) as { error: string }).error).toBe(
      'Unknown size "huge". Use card, square, portrait, story, og.',
    );
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

  it('serves a picture drawn with a stand-in briefly and keeps nothing; the failed avatar is not asked again within a minute', async () => {
    const card = await store({
      profileImage: `${all.fakes.imageHost.url}/profile_images/9/standin_400x400.jpg`,
    });
    all.fakes.imageHost.setScenario('error');
    const failed = await get(`/c/${card.id}.png`);
    all.fakes.imageHost.setScenario('ok');
    const cacheControl = failed.headers.get('cache-control') ?? '';
    expect(cacheControl).not.toContain('immutable');
    expect(Number(/max-age=(\d+)/.exec(cacheControl)?.[1])).toBeLessThanOrEqual(3600);
    const standIn = await decode(failed);
    // Within the minute: drawn again (nothing was kept), with the stand-in, the host not asked.
    const again = await get(`/c/${card.id}.png`);
    expect(again.headers.get('cache-control')).toBe(cacheControl);
    const ours = await decode(
      await get(`/c/${(await store({ profileImage: '/default-profile.png' })).id}.png`),
    );
    expect(pixel(standIn, 144, 144)).toEqual(pixel(ours, 144, 144));
    expect(pixel(await decode(again), 144, 144)).toEqual(pixel(ours, 144, 144));
    const asked = all.fakes.imageHost.calls.filter((call) => call.path.includes('/standin_'));
    expect(asked).toHaveLength(1);
  });

  it('asks a picture URL that failed once within a minute, for every card and size that shows it', async () => {
    const dead = `${all.fakes.imageHost.url}/dead/once_400x400.jpg`;
    const cards = [await store({ profileImage: dead }), await store({ profileImage: dead })];
    for (const card of cards) {
      for (const size of ['card', 'og']) {
        const response = await get(`/c/${card.id}.png?size=${size}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('public, max-age=600');
      }
    }
    const asked = all.fakes.imageHost.calls.filter(
      (call) => call.path === '/dead/once_400x400.jpg',
    );
    expect(asked).toHaveLength(1);
  });

  it('says Made by the host the card was made on, whatever Host a request sends', async () => {
    const card = await store({ host: 'summary.example' });
    const honest = await rawRequest(`${app.url}/c/${card.id}.png?theme=solid-dark`);
    const spoofed = await rawRequest(`${app.url}/c/${card.id}.png?theme=solid-dark`, {
      headers: { host: 'evil.example' },
    });
    const other = await store({ host: 'another-host.example.org' });
    const elsewhere = await rawRequest(`${app.url}/c/${other.id}.png?theme=solid-dark`);
    expect(honest.status).toBe(200);
    expect(spoofed.status).toBe(200);
    expect(spoofed.body.equals(honest.body)).toBe(true);
    // Same lines, another stored host: the Made by line differs, so the pictures do.
    expect(elsewhere.body.equals(honest.body)).toBe(false);
  });

  it('draws Made by from PUBLIC_URL when it is set', async () => {
    const withPublicUrl = await startTestApp({
      ...all.env,
      PUBLIC_URL: 'https://summary.example',
      DATA_DIR: app.services.config.cards.dataDir,
    });
    try {
      const card = await store({ host: 'summary.example' });
      const named = await store({ host: 'elsewhere.example' });
      const a = await rawRequest(`${withPublicUrl.url}/c/${card.id}.png`);
      const b = await rawRequest(`${withPublicUrl.url}/c/${named.id}.png`);
      expect(b.body.equals(a.body)).toBe(true);
    } finally {
      await withPublicUrl.close();
    }
  });

  it('answers 429 with Retry-After past CARD_IMAGE_PER_MINUTE pictures of one client', async () => {
    const limited = await startTestApp({
      ...all.env,
      CARD_IMAGE_PER_MINUTE: '2',
      DATA_DIR: app.services.config.cards.dataDir,
    });
    try {
      const card = await store();
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        statuses.push((await fetch(`${limited.url}/c/${card.id}.png`)).status);
      }
      const refused = await fetch(`${limited.url}/c/${card.id}.png`);
      expect(statuses).toEqual([200, 200, 429]);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // Card pages are not pictures: they are not counted.
      expect((await fetch(`${limited.url}/c/${card.id}`)).status).not.toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('holds no render slot while a card’s avatar host hangs: another card answers at once, the hung one by 3 s with the stand-in', async () => {
    const busy = await startTestApp({
      ...all.env,
      CARD_RENDER_CONCURRENCY: '1',
      DATA_DIR: app.services.config.cards.dataDir,
    });
    try {
      // `/hang` never answers, whatever the scenario.
      const slow = await store({ profileImage: `${all.fakes.imageHost.url}/hang?card=slot` });
      const next = await store();
      const started = Date.now();
      const first = fetch(`${busy.url}/c/${slow.id}.png`).then((response) => ({
        response,
        ms: Date.now() - started,
      }));
      await expect.poll(() => hangingRequests(all.fakes.imageHost)).toBe(1);
      const asked = Date.now();
      const second = await fetch(`${busy.url}/c/${next.id}.png`);
      const secondMs = Date.now() - asked;
      expect(second.status).toBe(200);
      // It never waited for the slot the hung card would have held (a 503 came after 2 s).
      expect(secondMs).toBeLessThan(2_000);
      expect(second.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const { response, ms } = await first;
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=600');
      expect(ms).toBeGreaterThanOrEqual(2_900);
      expect(ms).toBeLessThan(5_000);
      // Given up by the deadline: the picture host's connection is closed.
      await expect.poll(() => hangingRequests(all.fakes.imageHost)).toBe(0);
    } finally {
      await busy.close();
    }
  }, 20_000);

  it('stops the picture fetch when the client goes away', async () => {
    const card = await store({ profileImage: `${all.fakes.imageHost.url}/hang?card=gone` });
    const client = new AbortController();
    const gone = fetch(`${app.url}/c/${card.id}.png`, { signal: client.signal }).catch(
      () => 'aborted',
    );
    await expect.poll(() => hangingRequests(all.fakes.imageHost)).toBe(1);
    const left = Date.now();
    client.abort();
    expect(await gone).toBe('aborted');
    // Well before the 3 s picture deadline (and the proxy's 10 s), the host's connection is closed.
    await expect.poll(() => hangingRequests(all.fakes.imageHost), { timeout: 1_500 }).toBe(0);
    expect(Date.now() - left).toBeLessThan(1_500);
  });

  it('fills the meme’s picture box with its GIF (object-fit: cover), as the browser does', async () => {
    const card = await store({
      mode: 'meme',
      summary: undefined,
      meme: {
        caption: 'When the deploy works on the first try and nobody believes you at the standup',
        gifUrl: `${all.fakes.imageHost.url}/media/cover.gif`,
        fromGiphy: true,
      },
    });
    const png = await decode(await get(`/c/${card.id}.png?theme=solid-dark`));
    // The fake's GIF is a checkerboard: a filled box has both colours in every part of it, while
    // a picture drawn at its own size in the corner leaves the far corner one stretched colour.
    const box = { width: 600, height: png.height };
    const colours = (x0: number, y0: number) => {
      const seen = new Set<string>();
      for (let y = y0; y < y0 + 80; y += 4) {
        for (let x = x0; x < x0 + 80; x += 4) seen.add(pixel(png, x, y).slice(0, 3).join(','));
      }
      return seen.size;
    };
    expect(colours(40, 40)).toBeGreaterThan(1);
    expect(colours(box.width - 120, box.height - 120)).toBeGreaterThan(1);
    expect(colours(box.width - 120, 40)).toBeGreaterThan(1);
    expect(colours(40, box.height - 120)).toBeGreaterThan(1);
  });
});
