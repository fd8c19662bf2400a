/**
 * Cards of an author's thread through POST /api/summary and their pages (issues 38 and 39): Normal,
 * Troll and Meme read the whole thread, its posts marked, but the posts its author hid, labelled or
 * closed to quoting; Quote draws ten, each post with its own choices; the answer, the stored card
 * and the page say how many posts; a Bluesky postgate that cannot be read stops only Quote. On
 * the fakes' long threads (test/fakes/long-thread-texts.ts, Bluesky's and Mastodon's built on
 * recordings) and the written 3-post X thread.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTHOR_THREAD_MAX_POSTS, QUOTE_MAX_POSTS, type SummaryResponse } from '#core/index.ts';
import {
  blueskyLongPost,
  LONG_THREAD_ALT,
  LONG_THREAD_AUTHOR,
  LONG_THREAD_GATED,
  LONG_THREAD_LABELLED,
} from '#fakes/bluesky-long-thread.ts';
import { LONG_THREAD_TEXTS, longThreadText } from '#fakes/long-thread-texts.ts';
import {
  LONG_THREAD_PICTURE_ALT,
  LONG_THREAD_SENSITIVE,
  LONG_THREAD_WARNED,
  LONG_THREAD_WARNING,
  mastodonLongId,
} from '#fakes/mastodon-long-thread.ts';
import { SAMPLE_POSTS, SAMPLE_THREAD_TEXTS, X_LONG_THREAD } from '#fakes/sample-posts.ts';
import type { AllFakes } from '#fakes/start-all-fakes.ts';
import { postJson } from '#test/post-json.ts';
import { closeAppWithFakes, startAppWithFakes, withOtherApp } from '#test/start-app-with-fakes.ts';
import { startTestApp, type TestApp } from '#test/start-test-app.ts';

const INDEX = `<!doctype html>
<html lang="en">
  <head><title>Summary</title></head>
  <body><div id="root"></div></body>
</html>`;

let all: AllFakes;
let app: TestApp;
/** The same fakes, with the rules writer alone (`LLM_PROTOCOL=local`). */
let rules: TestApp;

beforeAll(async () => {
  const staticDir = mkdtempSync(join(tmpdir(), 'thread-cards-'));
  writeFileSync(join(staticDir, 'index.html'), INDEX);
  ({ all, app } = await startAppWithFakes({
    RATE_LIMIT_PER_MINUTE: '10000',
    STATIC_DIR: staticDir,
  }));
  rules = await startTestApp({
    ...all.env,
    LLM_PROTOCOL: 'local',
    RATE_LIMIT_PER_MINUTE: '10000',
    STATIC_DIR: staticDir,
  });
});
afterAll(async () => {
  await rules?.close();
  await closeAppWithFakes(app, all);
});
beforeEach(() => all.reset());

const summarise = (body: unknown, base = app.url) =>
  postJson<SummaryResponse>(`${base}/api/summary`, body);
/** The prompts the model fake was given, in order. */
const prompts = () =>
  all.fakes.openai.calls.map(
    (call) =>
      (JSON.parse(call.body) as { messages: { content: string }[] }).messages
        .map((message) => message.content)
        .join('\n') ?? '',
  );
const xUrl = (id: string, user: string) => `https://x.com/${user}/status/${id}`;
const xLong = (n: number) => {
  const post = X_LONG_THREAD[n - 1];
  return xUrl(post?.id ?? '', post?.author.screenName ?? '');
};
const blueskyLong = (n: number) =>
  `https://bsky.app/profile/${LONG_THREAD_AUTHOR.handle}/post/${blueskyLongPost(n)}`;
const mastodonLong = (n: number) =>
  `${all.fakes.mastodon.url}/@mastodonpy_test/${mastodonLongId(n)}`;
const page = async (body: SummaryResponse, base = app.url) =>
  (await fetch(`${base}/c/${body.id}`)).text();

describe('Normal, Troll and Meme read the author’s whole thread', () => {
  it('gives the model every post of the thread, before and after the asked one, marked, at most 25', async () => {
    const { status, body } = await summarise({ url: xLong(13), mode: 'normal' });
    expect(status).toBe(200);
    expect(body.threadPosts).toBe(AUTHOR_THREAD_MAX_POSTS);
    expect(body).not.toHaveProperty('threadPostsCut');
    const [prompt = ''] = prompts();
    expect(prompt).toContain('[Post 1/25]');
    expect(prompt).toContain(LONG_THREAD_TEXTS[2]);
    expect(prompt).toContain(LONG_THREAD_TEXTS[24]);
    // The 26th post is past what a card reads.
    expect(prompt).not.toContain(LONG_THREAD_TEXTS[25]);
    expect(prompt).toContain('The first line may say what the thread is about as a whole.');
    const stored = await app.services.cards.get(body.id ?? '');
    expect(stored?.threadPosts).toBe(25);
    expect(stored?.unrolledThread).toHaveLength(25);
  });

  it('reads the posts after the asked one too (the second post of a 3-post thread)', async () => {
    for (const mode of ['troll', 'meme'] as const) {
      all.reset();
      const { body } = await summarise({
        url: xUrl(SAMPLE_POSTS.threadMiddle.id, SAMPLE_POSTS.threadMiddle.author.screenName),
        mode,
      });
      expect(body.threadPosts).toBe(3);
      const [prompt = ''] = prompts();
      for (const text of SAMPLE_THREAD_TEXTS) expect(prompt).toContain(text.slice(0, 40));
      // Never the post the thread answers: another author's.
      expect(prompt).not.toContain(SAMPLE_POSTS.threadQuestion.expectedText);
    }
  });

  it('makes a rules card of the thread from its posts, never a line on the reply or the thread', async () => {
    const { body } = await summarise(
      {
        url: xUrl(SAMPLE_POSTS.threadMiddle.id, SAMPLE_POSTS.threadMiddle.author.screenName),
        mode: 'normal',
      },
      rules.url,
    );
    expect(body.writer).toBe('rules');
    expect(body.threadPosts).toBe(3);
    expect(body.summary).not.toMatch(/A reply to|Part of a|-post thread|\[Post/);
    // Its lines come from the thread's posts, the one after the asked post among them.
    const lines = (body.summary ?? '').split('\n').map((line) => line.replace(/^• /, ''));
    const later = SAMPLE_THREAD_TEXTS[2] ?? '';
    expect(lines.some((line) => later.includes(line.replace(/[.…]$/, '')))).toBe(true);
  });

  it('leaves out a Bluesky post with an adult label and one whose author turned quoting off', async () => {
    const { body } = await summarise({ url: blueskyLong(13), mode: 'normal' });
    expect(body.threadPosts).toBe(AUTHOR_THREAD_MAX_POSTS - 2);
    const [prompt = ''] = prompts();
    expect(prompt).not.toContain(longThreadText(LONG_THREAD_LABELLED));
    expect(prompt).not.toContain(longThreadText(LONG_THREAD_GATED));
    expect(prompt).toContain(longThreadText(LONG_THREAD_GATED + 1));
  });

  it('leaves out a Mastodon status behind a content warning, and keeps one with sensitive pictures', async () => {
    const { body } = await summarise({ url: mastodonLong(13), mode: 'normal' });
    expect(body.threadPosts).toBe(AUTHOR_THREAD_MAX_POSTS - 1);
    const [prompt = ''] = prompts();
    expect(prompt).not.toContain(longThreadText(LONG_THREAD_WARNED));
    expect(prompt).toContain(longThreadText(LONG_THREAD_SENSITIVE));
    const html = await page(body);
    expect(html).not.toContain('212 tyres');
  });

  it('cuts the middle of a thread the writer cannot take whole, and says so', async () => {
    const generator = app.services.generator;
    generator.sourceFits = (request) => request.sourceText.length <= 1_200;
    try {
      const { body } = await summarise({ url: xLong(13), mode: 'normal' });
      expect(body.threadPosts).toBe(25);
      expect(body.threadPostsCut).toBeGreaterThan(0);
      const [prompt = ''] = prompts();
      expect(prompt).toContain(LONG_THREAD_TEXTS[0]);
      expect(prompt).toContain(LONG_THREAD_TEXTS[24]);
      expect(prompt).not.toContain(LONG_THREAD_TEXTS[12]);
      expect(prompt).toContain(
        `[${body.threadPostsCut} posts in the middle of the thread left out]`,
      );
      expect((await app.services.cards.get(body.id ?? ''))?.threadPostsCut).toBe(
        body.threadPostsCut,
      );
    } finally {
      delete generator.sourceFits;
    }
  });

  it('keeps the thread in a New take and in a reused card', async () => {
    const first = await summarise({ url: xLong(13), mode: 'meme' });
    const again = await summarise({ url: xLong(13), mode: 'meme', regenerate: true });
    expect(again.body.id).not.toBe(first.body.id);
    expect(again.body.threadPosts).toBe(25);
    expect((await app.services.cards.get(again.body.id ?? ''))?.unrolledThread).toHaveLength(25);
    await withOtherApp(all, { CARD_REUSE_HOURS: '24' }, async (url) => {
      const made = await summarise({ url: xLong(13), mode: 'normal' }, url);
      const reused = await summarise({ url: xLong(13), mode: 'normal' }, url);
      expect(reused.body.id).toBe(made.body.id);
      expect(reused.body.threadPosts).toBe(25);
    });
  });

  it('says nothing of a thread for a post alone', async () => {
    const { body } = await summarise({
      url: xUrl(SAMPLE_POSTS.simple.id, SAMPLE_POSTS.simple.author.screenName),
      mode: 'normal',
    });
    expect(body).not.toHaveProperty('threadPosts');
    expect(await page(body)).not.toContain('The whole thread');
  });
});

describe('the card’s page unrolls the thread', () => {
  it('lists every post as text, in order, each with its own link, under "The whole thread (n posts)"', async () => {
    const { body } = await summarise({ url: xLong(13), mode: 'troll' });
    const html = await page(body);
    expect(html).toContain('The whole thread (25 posts)');
    const section = html.slice(html.indexOf('<section class="unrolled-thread"'));
    let at = 0;
    for (let n = 1; n <= 25; n += 1) {
      const found = section.indexOf(longThreadText(n).replace(/’/g, '’'), at);
      expect(found, `post ${n}`).toBeGreaterThan(at - 1);
      at = found;
      expect(section).toContain(`href="${xLong(n)}"`);
    }
    // Outside the app's root: there with no script.
    expect(html.indexOf('unrolled-thread')).toBeGreaterThan(html.indexOf('<div id="root">'));
  });
});

describe('Quote keeps each post’s own choices', () => {
  it('draws a Mastodon status behind a warning as its warning, on the card, the page and its preview', async () => {
    const { status, body } = await summarise({ url: mastodonLong(2), mode: 'quote' });
    expect(status).toBe(200);
    expect(body.posts).toHaveLength(QUOTE_MAX_POSTS);
    expect(body.posts?.[LONG_THREAD_WARNED - 1]).toBe(`Content warning: ${LONG_THREAD_WARNING}`);
    expect(JSON.stringify(body)).not.toContain('212 tyres');
    expect(body.threadPosts).toBe(AUTHOR_THREAD_MAX_POSTS);
    const html = await page(body);
    expect(html).not.toContain('212 tyres');
    expect(html).toContain(`Content warning: ${LONG_THREAD_WARNING}`);
    expect(html).toContain('The whole thread (25 posts)');
    // Pictures: none of the status marked sensitive; the other's description on the page.
    expect(html).not.toContain('cut on a volunteer');
    expect(html).toContain(LONG_THREAD_PICTURE_ALT);
    const picture = await fetch(`${app.url}/c/${body.id}.png?size=og`);
    expect(picture.status).toBe(200);
    const stored = await app.services.cards.get(body.id ?? '');
    expect(JSON.stringify(stored)).not.toContain('212 tyres');
  });

  it('leaves out a Bluesky post whose author turned quoting off, and makes the page noindex for a labelled one', async () => {
    const { body } = await summarise({ url: blueskyLong(1), mode: 'quote' });
    expect(body.posts?.join(' ')).not.toContain(longThreadText(LONG_THREAD_GATED));
    expect(body.posts).toContain(longThreadText(LONG_THREAD_LABELLED));
    expect(body.threadPosts).toBe(AUTHOR_THREAD_MAX_POSTS - 1);
    const html = await page(body);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('The whole thread (24 posts)');
    expect(html).toContain(`Picture: ${LONG_THREAD_ALT}`);
  });

  it('draws ten and unrolls all on its page', async () => {
    const { body } = await summarise({ url: xLong(1), mode: 'quote' });
    expect(body.posts).toEqual(LONG_THREAD_TEXTS.slice(0, QUOTE_MAX_POSTS));
    expect(body.threadPosts).toBe(25);
    const html = await page(body);
    expect(html).toContain(LONG_THREAD_TEXTS[24]);
  });
});

describe('GET /api/fetch-tweet with includeThread', () => {
  const fetchTweet = async (url: string, includeThread: string) =>
    (
      await fetch(`${app.url}/api/fetch-tweet?${new URLSearchParams({ url, includeThread })}`)
    ).json();

  it('says how many posts the author’s own thread holds, before and after the post', async () => {
    const middle = xUrl(SAMPLE_POSTS.threadMiddle.id, SAMPLE_POSTS.threadMiddle.author.screenName);
    expect(await fetchTweet(middle, 'true')).toMatchObject({ threadPosts: 3 });
    expect(await fetchTweet(blueskyLong(20), 'true')).toMatchObject({ threadPosts: 25 });
    expect(await fetchTweet(mastodonLong(26), 'true')).toMatchObject({ threadPosts: 25 });
    expect(await fetchTweet(middle, 'false')).not.toHaveProperty('threadPosts');
    const alone = xUrl(SAMPLE_POSTS.simple.id, SAMPLE_POSTS.simple.author.screenName);
    expect(await fetchTweet(alone, 'true')).not.toHaveProperty('threadPosts');
  });
});

describe('a Bluesky postgate that cannot be read', () => {
  it('lets Normal, Troll and Meme go on, and refuses Quote with a message that names Bluesky', async () => {
    all.fakes.bluesky.setScenario('postgate-error');
    for (const mode of ['normal', 'troll', 'meme'] as const) {
      const { status } = await summarise({ url: blueskyLong(5), mode });
      expect(status).toBe(200);
    }
    const { status, body } = await summarise({ url: blueskyLong(5), mode: 'quote' });
    expect(status).toBe(502);
    expect((body as { error?: string }).error).toMatch(/Bluesky/);
    all.fakes.bluesky.setScenario('ok');
    // Not remembered: once the postgate can be read, Quote works.
    expect((await summarise({ url: blueskyLong(5), mode: 'quote' })).status).toBe(200);
  });
});
