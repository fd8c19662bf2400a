/** Quote mode and named pasted text through POST /api/summary: the real app against the fakes. */

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QUOTE_MAX_POSTS, type SummaryResponse } from '#core/index.ts';
import { ANA_THREAD_TEXTS } from '#fakes/bluesky-sample-thread.ts';
import { BLUESKY_THREAD_SAMPLE_URL, mastodonThreadSampleUrl } from '#fakes/network-samples.ts';
import { SAMPLE_POSTS, SAMPLE_THREAD_TEXTS } from '#fakes/sample-posts.ts';
import type { AllFakes } from '#fakes/start-all-fakes.ts';
import { postJson } from '#test/post-json.ts';
import { closeAppWithFakes, startAppWithFakes, withOtherApp } from '#test/start-app-with-fakes.ts';
import type { TestApp } from '#test/start-test-app.ts';
import type { AuthorPost } from '../posts/author-post.ts';
import type { FetchedPost } from '../services.ts';
import { quoteCard, quotePosts } from './quote-card.ts';

let all: AllFakes;
let app: TestApp;

const postUrl = (name: keyof typeof SAMPLE_POSTS) =>
  `https://x.com/${SAMPLE_POSTS[name].author.screenName}/status/${SAMPLE_POSTS[name].id}`;
const summarise = (body: unknown, base = app.url) =>
  postJson<SummaryResponse>(`${base}/api/summary`, body);
const modelCalls = () => all.fakes.openai.calls.length + all.fakes.tgi.calls.length;

beforeAll(async () => {
  ({ all, app } = await startAppWithFakes({ RATE_LIMIT_PER_MINUTE: '10000' }));
});
afterAll(() => closeAppWithFakes(app, all));
beforeEach(() => all.reset());

describe('POST /api/summary, quote mode', () => {
  it('answers the post as its author wrote it, asks no model, and stores the card', async () => {
    const { status, body } = await summarise({ url: postUrl('simple'), mode: 'quote' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      mode: 'quote',
      network: 'x',
      username: 'mayabuilds',
      posts: [SAMPLE_POSTS.simple.expectedText],
    });
    expect(body.summary).toBeUndefined();
    expect(body.meme).toBeUndefined();
    expect(modelCalls()).toBe(0);
    const stored = await app.services.cards.get(body.id ?? '');
    expect(stored).toMatchObject({ mode: 'quote', posts: [SAMPLE_POSTS.simple.expectedText] });
  });

  it('draws every post of the author’s own thread, in order, never the post it answers', async () => {
    const { body } = await summarise({ url: postUrl('thread'), mode: 'quote' });
    expect(body.posts).toEqual(SAMPLE_THREAD_TEXTS);
    expect(body.posts?.join(' ')).not.toContain(SAMPLE_POSTS.threadQuestion.expectedText);
  });

  it('draws a Bluesky thread of twelve as the first ten of its author’s posts, with name and date', async () => {
    const { status, body } = await summarise({ url: BLUESKY_THREAD_SAMPLE_URL, mode: 'quote' });
    expect(status).toBe(200);
    expect(body.network).toBe('bluesky');
    expect(body.posts).toEqual(ANA_THREAD_TEXTS.slice(0, QUOTE_MAX_POSTS));
    expect(body.displayName).toMatch(/\S/);
    expect(Date.parse(body.createdAt ?? '')).not.toBeNaN();
    expect(modelCalls()).toBe(0);
  });

  it('draws a Mastodon self-thread in order, the asked status among them', async () => {
    const { status, body } = await summarise({
      url: mastodonThreadSampleUrl(all.fakes.mastodon.url),
      mode: 'quote',
    });
    expect(status).toBe(200);
    expect(body.network).toBe('mastodon');
    expect(body.posts?.length).toBeGreaterThan(5);
    expect(body.posts?.length).toBeLessThanOrEqual(QUOTE_MAX_POSTS);
  });

  it('streams the finished quote card to a client that asks for events', async () => {
    const response = await fetch(`${app.url}/api/summary`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ url: postUrl('simple'), mode: 'quote' }),
    });
    const events = await response.text();
    expect(events).toContain('event: done');
    expect(events).toContain(JSON.stringify(SAMPLE_POSTS.simple.expectedText).slice(1, 40));
  });

  it('gives the stored quote card back with its posts, name and date when reuse is on', async () => {
    await withOtherApp(all, { CARD_REUSE_HOURS: '24' }, async (url) => {
      const first = await summarise({ url: postUrl('thread'), mode: 'quote' }, url);
      const again = await summarise({ url: postUrl('thread'), mode: 'quote' }, url);
      expect(again.body.id).toBe(first.body.id);
      expect(again.body).toEqual(first.body);
      expect(again.body.posts).toEqual(SAMPLE_THREAD_TEXTS);
    });
  });
});

describe('POST /api/summary with pasted text and an author name', () => {
  const TEXT =
    'The ferry now runs every twenty minutes on weekends, and bikes ride free until March.';

  it('draws the given name as the display name, and stores it with the card', async () => {
    const { status, body } = await summarise({ text: TEXT, mode: 'quote', author: '  Ana  Ruiz ' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ mode: 'quote', username: '', displayName: 'Ana Ruiz' });
    expect(body.posts).toEqual([TEXT]);
    expect(body.network).toBeUndefined();
    expect(await app.services.cards.get(body.id ?? '')).toMatchObject({ displayName: 'Ana Ruiz' });
  });

  it('keeps a name on written cards too, and none when none was given', async () => {
    const named = await summarise({ text: TEXT, mode: 'normal', author: 'Ferry Fan 🚢' });
    expect(named.body.displayName).toBe('Ferry Fan 🚢');
    const plain = await summarise({ text: TEXT, mode: 'normal' });
    expect(plain.body.displayName).toBeUndefined();
  });

  it('keeps cards of the same text by different authors apart', async () => {
    await withOtherApp(all, { CARD_REUSE_HOURS: '24' }, async (url) => {
      const ana = await summarise({ text: TEXT, mode: 'quote', author: 'Ana' }, url);
      const ben = await summarise({ text: TEXT, mode: 'quote', author: 'Ben' }, url);
      expect(ben.body.id).not.toBe(ana.body.id);
      expect(ben.body.displayName).toBe('Ben');
    });
  });

  it.each([
    ['x'.repeat(81), "Please give the author's name in 1 to 80 characters, or leave it out."],
    ['   ', "Please give the author's name in 1 to 80 characters, or leave it out."],
  ])('refuses the name %j with 400', async (author, message) => {
    const { status, body } = await summarise({ text: TEXT, mode: 'normal', author });
    expect(status).toBe(400);
    expect(body.error).toBe(message);
  });

  it('takes 80 characters, emoji counted as one each', async () => {
    const { status } = await summarise({ text: TEXT, mode: 'quote', author: '🚢'.repeat(80) });
    expect(status).toBe(200);
  });

  it('refuses a name sent with a post link: a post has its own', async () => {
    const { status, body } = await summarise({
      url: postUrl('simple'),
      mode: 'quote',
      author: 'Someone',
    });
    expect(status).toBe(400);
    expect(body.error).toBe('An author name goes with pasted text only: a post has its own.');
  });
});

describe('quoteCard', () => {
  const post: FetchedPost = {
    network: 'bluesky',
    id: 'abc',
    username: 'ana.bsky.social',
    displayName: 'Ana',
    profileImage: 'https://cdn.bsky.app/a.jpg',
    tweetText: 'The whole thread, joined for the writer',
  };

  it('takes at most QUOTE_MAX_POSTS posts, those nearest the post, and skips empty ones', () => {
    const thread = Array.from({ length: 14 }, (_, index) => (index === 12 ? ' ' : `Post ${index}`));
    const posts = quotePosts({ ...post, thread });
    expect(posts).toHaveLength(QUOTE_MAX_POSTS);
    expect(posts[0]).toBe('Post 3');
    expect(posts.at(-1)).toBe('Post 13');
    expect(posts).not.toContain(' ');
  });

  it('prefers the whole thread read with later posts to the thread up to the post', () => {
    const posts = quotePosts({
      ...post,
      thread: ['One', 'Two'],
      authorThread: ['One', 'Two', 'Three'].map((text, index) => own(index, text)),
    });
    expect(posts).toEqual(['One', 'Two', 'Three']);
  });

  it('falls back to the post’s text when no thread was read', () => {
    expect(quotePosts(post)).toEqual([post.tweetText]);
  });

  it('carries the pictures, the quoted post and the warning, and no network for pasted text', () => {
    const media = [{ type: 'photo' as const, url: 'https://cdn.bsky.app/p.jpg', alt: 'A ferry' }];
    const card = quoteCard(
      { ...post, media, quote: { username: 'ben', text: 'Quoted' }, contentWarning: 'boats' },
      false,
      { displayName: 'Ana' },
    );
    expect(card.body).toMatchObject({ mode: 'quote', media, quote: { username: 'ben' } });
    expect(card.body.contentWarning).toBe('boats');
    expect(card.body.network).toBeUndefined();
    expect(card.body).not.toHaveProperty('threadPosts');
    expect(card.stored).toEqual({});
  });
});

/** Post `index` of an author's thread of `post`'s author. */
function own(index: number, text: string, choices: Partial<AuthorPost> = {}): AuthorPost {
  return {
    id: index === 1 ? 'abc' : `p${index}`,
    text,
    url: `https://bsky.app/profile/ana.bsky.social/post/${index === 1 ? 'abc' : `p${index}`}`,
    ...choices,
  };
}

describe('quoteCard of a thread: each post keeps its own choices', () => {
  const base: FetchedPost = {
    network: 'mastodon',
    id: 'abc',
    username: 'ana@example.social',
    displayName: 'Ana',
    profileImage: '',
    tweetText: 'Second',
  };
  const picture = { type: 'photo' as const, url: 'https://cdn.example/p.jpg', alt: 'A bandage' };

  it('draws a post behind a content warning as its warning, never its words, anywhere', () => {
    const hidden = 'The cut went down to the bone and bled for an hour.';
    const card = quoteCard(
      {
        ...base,
        authorThread: [
          own(0, 'First'),
          own(1, 'Second'),
          own(2, hidden, {
            contentWarning: 'injury, blood',
            media: [picture],
            quote: { username: 'ben', text: 'Quoted gore' },
          }),
        ],
      },
      true,
      {},
    );
    expect(card.body.posts).toEqual(['First', 'Second', 'Content warning: injury, blood']);
    const everything = JSON.stringify(card);
    expect(everything).not.toContain(hidden);
    expect(everything).not.toContain('A bandage');
    expect(everything).not.toContain('Quoted gore');
    expect(card.body).not.toHaveProperty('media');
    expect(card.body.threadPosts).toBe(3);
    expect(card.stored.unrolledThread?.[2]).toEqual({
      contentWarning: 'injury, blood',
      url: 'https://bsky.app/profile/ana.bsky.social/post/p2',
    });
  });

  it('leaves out a post whose author turned quoting off, and keeps the page away from search engines when one post asks', () => {
    const card = quoteCard(
      {
        ...base,
        authorThread: [
          own(0, 'First'),
          own(1, 'Second'),
          own(2, 'Not to be quoted', { quotingOff: true }),
          own(3, 'Labelled', { noindex: true, adultLabel: true }),
        ],
      },
      true,
      {},
    );
    expect(card.body.posts).toEqual(['First', 'Second', 'Labelled']);
    expect(card.body.threadPosts).toBe(3);
    expect(card.stored.noindex).toBe(true);
    expect(card.stored.unrolledThread?.map((item) => item.text)).toEqual([
      'First',
      'Second',
      'Labelled',
    ]);
  });

  it(`draws at most ${QUOTE_MAX_POSTS} posts and unrolls them all, each with its pictures’ descriptions`, () => {
    const thread = Array.from({ length: 25 }, (_, index) =>
      own(index, `Post ${index}`, index === 5 ? { media: [picture] } : {}),
    );
    const card = quoteCard({ ...base, authorThread: thread }, true, {});
    expect(card.body.posts).toHaveLength(QUOTE_MAX_POSTS);
    expect(card.body.posts?.[0]).toBe('Post 0');
    expect(card.body.threadPosts).toBe(25);
    expect(card.stored.unrolledThread).toHaveLength(25);
    expect(card.stored.unrolledThread?.[5]?.alts).toEqual(['A bandage']);
    // The post's pictures go with the card: the first drawn post that has any.
    expect(card.body.media).toEqual([picture]);
  });
});
