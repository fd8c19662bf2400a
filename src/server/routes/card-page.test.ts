/** GET /c/<id> over real sockets: the built page with the card's unfurl tags and its data. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SharedCardData, StoredCard } from '#core/index.ts';
import { sampleStoredCard } from '#test/sample-stored-card.ts';
import { startTestApp, type TestApp } from '#test/start-test-app.ts';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Summary – AI-powered post summarizer</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

let app: TestApp;
let withPublicUrl: TestApp;

beforeAll(async () => {
  const staticDir = mkdtempSync(join(tmpdir(), 'card-page-'));
  writeFileSync(join(staticDir, 'index.html'), INDEX);
  app = await startTestApp({ STATIC_DIR: staticDir });
  withPublicUrl = await startTestApp({
    STATIC_DIR: staticDir,
    PUBLIC_URL: 'https://sum.example.com',
    DATA_DIR: app.services.config.cards.dataDir,
  });
});
afterAll(async () => {
  await app?.close();
  await withPublicUrl?.close();
});

async function store(overrides: Partial<StoredCard> = {}): Promise<StoredCard> {
  const card = sampleStoredCard('https://pbs.twimg.com/profile_images/1/a_400x400.jpg', overrides);
  await app.services.cards.save(card);
  return card;
}

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
const data = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="card-data">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null',
  ) as SharedCardData;

describe('GET /c/<id>', () => {
  it('answers the app with the card’s unfurl tags and its data', async () => {
    const card = await store();
    const response = await fetch(`${app.url}/c/${card.id}?theme=solid-light`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(meta(html, 'og:title')).toBe('Post by @mayabuilds, summarised');
    expect(meta(html, 'og:description')).toBe(
      'The fix took 2 minutes. Finding it took 45. Every migration gets a dry run.',
    );
    expect(meta(html, 'og:image')).toBe(
      `${app.url}/c/${card.id}.png?theme=solid-light&amp;size=og`,
    );
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(meta(html, 'og:url')).toBe(`${app.url}/c/${card.id}?theme=solid-light`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    const shared = data(html);
    expect(shared).toMatchObject({
      status: 'found',
      theme: 'solid-light',
      card: { id: card.id, mode: 'normal', summary: card.summary, postUrl: card.postUrl },
    });
  });

  it('uses the meme’s caption as the description, and the first theme when none or an unknown one is asked', async () => {
    const card = await store({
      mode: 'meme',
      summary: undefined,
      meme: { caption: 'Deploy day', gifUrl: 'https://media.giphy.com/a.gif', fromGiphy: true },
    });
    for (const query of ['', '?theme=neon']) {
      const html = await (await fetch(`${app.url}/c/${card.id}${query}`)).text();
      expect(meta(html, 'og:description')).toBe('Deploy day');
      expect(meta(html, 'og:image')).toBe(
        `${app.url}/c/${card.id}.png?theme=gradient-dark&amp;size=og`,
      );
      expect(data(html)).toMatchObject({ theme: 'gradient-dark' });
    }
  });

  it('names the author in the title, the tags and the card’s data', async () => {
    const card = await store({
      displayName: 'Maya Builds 🚀',
      network: 'bluesky',
      postCreatedAt: '2026-11-25T16:34:04.000Z',
    });
    const html = await (await fetch(`${app.url}/c/${card.id}`)).text();
    expect(html).toContain(
      '<title>Post by Maya Builds 🚀 (@mayabuilds), summarised – Summary</title>',
    );
    expect(meta(html, 'og:title')).toBe('Post by Maya Builds 🚀 (@mayabuilds), summarised');
    expect(meta(html, 'twitter:title')).toBe(meta(html, 'og:title'));
    expect(data(html)).toMatchObject({
      card: { displayName: 'Maya Builds 🚀', createdAt: '2026-11-25T16:34:04.000Z' },
    });
    expect(html).not.toContain('name="robots"');
  });

  it('says a card of pasted text was pasted, not read from a post, with the name it was given', async () => {
    const named = await store({ username: '', displayName: 'Ada', postUrl: undefined });
    const html = await (await fetch(`${app.url}/c/${named.id}`)).text();
    expect(meta(html, 'og:title')).toBe('Pasted text by Ada, summarised');
    expect(meta(html, 'og:description')).toBe(
      'Made from pasted text, not read from a post. The fix took 2 minutes. Finding it took 45. Every migration gets a dry run.',
    );
    expect(meta(html, 'description')).toBe(meta(html, 'og:description'));
    const meme = await store({
      username: '',
      summary: undefined,
      mode: 'meme',
      meme: { caption: 'Deploy day', gifUrl: '/fixed-meme.gif', fromGiphy: false },
    });
    const memeHtml = await (await fetch(`${app.url}/c/${meme.id}`)).text();
    expect(meta(memeHtml, 'og:title')).toBe('A meme of pasted text');
  });

  it('names a quote card a post or a thread, its posts as the description', async () => {
    const thread = await store({
      mode: 'quote',
      summary: undefined,
      posts: ['First post.', 'Second post.'],
    });
    const html = await (await fetch(`${app.url}/c/${thread.id}`)).text();
    expect(meta(html, 'og:title')).toBe('Thread by @mayabuilds');
    expect(meta(html, 'og:description')).toBe('First post. Second post.');
    expect(data(html)).toMatchObject({
      card: { mode: 'quote', posts: ['First post.', 'Second post.'] },
    });
  });

  it('asks search engines to stay away from a card whose author asked them to', async () => {
    const card = await store({ noindex: true });
    const html = await (await fetch(`${app.url}/c/${card.id}`)).text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  it('carries date=off and media=1 to its picture, and the post picture’s alt text to the picture’s', async () => {
    const card = await store({
      media: [
        {
          type: 'photo',
          url: 'https://pbs.twimg.com/media/a.jpg',
          alt: 'A cat asleep on a keyboard',
        },
      ],
    });
    const html = await (await fetch(`${app.url}/c/${card.id}?date=off&media=1&size=story`)).text();
    expect(meta(html, 'og:image')).toBe(
      `${app.url}/c/${card.id}.png?theme=gradient-dark&amp;size=story&amp;media=1&amp;date=off`,
    );
    expect(meta(html, 'twitter:image')).toBe(meta(html, 'og:image'));
    expect(meta(html, 'og:image:alt')).toMatch(/The post’s picture: A cat asleep on a keyboard$/);
    expect(meta(html, 'twitter:image:alt')).toBe(meta(html, 'og:image:alt'));
    // Without media=1 the picture does not show the post's picture, and its alt does not say so.
    const plain = await (await fetch(`${app.url}/c/${card.id}?date=yes`)).text();
    expect(meta(plain, 'og:image')).toBe(
      `${app.url}/c/${card.id}.png?theme=gradient-dark&amp;size=og`,
    );
    expect(meta(plain, 'og:image:alt')).not.toContain('A cat');
  });

  it('links on PUBLIC_URL when it is set', async () => {
    const card = await store();
    const html = await (await fetch(`${withPublicUrl.url}/c/${card.id}`)).text();
    expect(meta(html, 'og:url')).toBe(`https://sum.example.com/c/${card.id}`);
    expect(meta(html, 'og:image')).toMatch(/^https:\/\/sum\.example\.com\/c\//);
  });

  it('keeps the card’s words inert: no markup of theirs reaches the page', async () => {
    const card = await store({
      summary: '• </script><script>alert(1)</script>\n• "quoted" <b>bold</b> & more',
    });
    const html = await (await fetch(`${app.url}/c/${card.id}`)).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>bold</b>');
    expect((data(html) as { card: { summary: string } }).card.summary).toBe(card.summary);
  });

  it('keeps a card whose words hold $ patterns whole: the page, its data and its tags', async () => {
    // `$&`, `$'`, `` $` `` and `$$` mean something to String.replace's replacement strings.
    const summary = "• Prices: $$5 now, $& later.\n• It was $' then $` before.\n• A plain $5 line.";
    const card = await store({ summary });
    const html = await (await fetch(`${app.url}/c/${card.id}`)).text();
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(meta(html, 'og:description')).toBe(
      'Prices: $$5 now, $&amp; later. It was $&#39; then $` before. A plain $5 line.',
    );
    expect(data(html)).toMatchObject({ status: 'found', card: { summary } });
  });

  it('answers 404 with the app’s own page for an unknown, expired or malformed id', async () => {
    for (const path of ['/c/AAAAAAAAAAA', '/c/x', '/c/%3Cscript%3E']) {
      const response = await fetch(`${app.url}${path}`, { redirect: 'manual' });
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(data(html)).toEqual({ status: 'missing' });
      expect(html).toContain('<title>Card not found – Summary</title>');
    }
  });
});

describe('X post paths on our host', () => {
  it('serve the stored card’s page of that post and mode, with its unfurl tags', async () => {
    const postId = `17900${Date.now()}`;
    const normal = await store({ postId });
    const troll = await store({ postId, mode: 'troll' });
    for (const [path, card] of [
      [`/mayabuilds/status/${postId}`, normal],
      [`/i/status/${postId}/photo/1`, normal],
      [`/i/web/status/${postId}?s=20&t=abc`, normal],
      [`/someone/status/${postId}/video/1?mode=troll`, troll],
    ] as const) {
      const response = await fetch(`${app.url}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(meta(html, 'og:url')).toBe(`${app.url}/c/${card.id}`);
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    }
  });

  it('send the app to generate the card when none is stored (the mode kept, normal by default)', async () => {
    const postId = `17901${Date.now()}`;
    await store({ postId });
    const meme = await fetch(`${app.url}/mayabuilds/status/${postId}?mode=meme`, {
      redirect: 'manual',
    });
    expect(meme.status).toBe(302);
    expect(meme.headers.get('location')).toBe(
      `/?url=${encodeURIComponent(`https://x.com/mayabuilds/status/${postId}`)}&mode=meme`,
    );
    const unknown = await fetch(`${app.url}/i/web/status/123456789?mode=shout`, {
      redirect: 'manual',
    });
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get('location')).toBe(
      `/?url=${encodeURIComponent('https://x.com/i/status/123456789')}&mode=normal`,
    );
  });
});
