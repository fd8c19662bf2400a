/**
 * Issue 12 item 7: a source's avatar URL and handle are untrusted input our API hands on. Over real
 * sockets, an FxTwitter-shaped fake answers hostile fields; the recorded syndication answers stand
 * behind it as the next source.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeServer, sendJson, startFakeServer } from '#fakes/fake-server.ts';
import { startXReplayFakes, type XReplayFakes } from '#fakes/x-replay-fake.ts';
import { startTestApp } from '#test/start-test-app.ts';
import { DEFAULT_AVATAR_URL } from './post-source.ts';

const GOOD_AVATAR = 'https://pbs.twimg.com/profile_images/1700000000000000000/AbC123xy_200x200.jpg';

/** What the hostile FxTwitter answers next: its handle and avatar. */
let author = { screen_name: 'alice_codes', avatar_url: GOOD_AVATAR as string | null };

let hostile: FakeServer;
let replay: XReplayFakes;

beforeAll(async () => {
  replay = await startXReplayFakes();
  hostile = await startFakeServer('fxtwitter-hostile', (request, response) => {
    const id = /^\/2\/(?:status|thread)\/(\d+)$/.exec(request.path)?.[1] ?? '0';
    const status = {
      type: 'status',
      id,
      url: `https://x.com/${author.screen_name}/status/${id}`,
      text: 'Hello from a hostile source',
      raw_text: { text: 'Hello from a hostile source', display_text_range: [0, 27], facets: [] },
      author: { id: '2222', name: 'Alice', ...author },
      lang: 'en',
      is_note_tweet: false,
      replying_to: null,
      media: {},
    };
    sendJson(response, 200, { code: 200, status, thread: null, author: status.author });
  });
});
afterAll(async () => {
  await hostile.close();
  await replay.close();
});
beforeEach(() => {
  author = { screen_name: 'alice_codes', avatar_url: GOOD_AVATAR };
});

async function fetchPost(env: Record<string, string> = {}) {
  const app = await startTestApp({
    ...replay.env,
    FXTWITTER_BASE_URL: hostile.url,
    POST_SOURCES: 'fxtwitter,syndication',
    ...env,
  });
  try {
    const query = new URLSearchParams({ url: 'https://x.com/jack/status/20' });
    const response = await fetch(`${app.url}/api/fetch-tweet?${query}`);
    const text = await response.text();
    return { status: response.status, text, body: JSON.parse(text) as Record<string, unknown> };
  } finally {
    await app.close();
  }
}

describe('profile images from a source', () => {
  it('passes an https avatar on an allowed image host, as _400x400', async () => {
    const { status, body } = await fetchPost();
    expect(status).toBe(200);
    expect(body.profileImage).toBe(GOOD_AVATAR.replace('_200x200', '_400x400'));
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(document.cookie)//_normal.jpg',
    'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
    'http://pbs.twimg.com/profile_images/1/a_normal.jpg',
    'https://evil.example/profile_images/1/a_normal.jpg',
    'https://pbs.twimg.com.evil.example/profile_images/1/a_normal.jpg',
    'https://user:secret@pbs.twimg.com/profile_images/1/a_normal.jpg',
    '//pbs.twimg.com/profile_images/1/a_normal.jpg',
    '"><script>alert(1)</script>',
  ])('answers X’s default avatar instead of %s', async (avatarUrl) => {
    author.avatar_url = avatarUrl;
    const { status, body, text } = await fetchPost();
    expect(status).toBe(200);
    expect(body.username).toBe('alice_codes');
    expect(body.profileImage).toBe(DEFAULT_AVATAR_URL);
    expect(text).not.toMatch(/javascript|<script|evil\.example|secret|data:/i);
  });

  it('follows IMAGE_PROXY_HOSTS: a host taken off the list is refused', async () => {
    const { body } = await fetchPost({ IMAGE_PROXY_HOSTS: 'abs.twimg.com' });
    expect(body.profileImage).toBe(DEFAULT_AVATAR_URL);
  });
});

describe('usernames from a source', () => {
  it.each([
    '<img src=x onerror=alert(1)>',
    '<b>alice</b>',
    'alice codes',
    'a_name_of_16_chr',
    'alice-codes',
    'ａlice',
  ])('reads the post from the next source when FxTwitter answers %j', async (screenName) => {
    author.screen_name = screenName;
    const { status, body, text } = await fetchPost();
    // The recorded syndication answer for post 20: jack's first post.
    expect(status).toBe(200);
    expect(body).toMatchObject({ username: 'jack', tweetText: 'just setting up my twttr' });
    expect(text).not.toContain('<');
  });

  it('accepts every handle X allows, 1 to 15 of A-Za-z0-9_', async () => {
    for (const screenName of ['a', '_', 'Abc_123', 'fifteen_chars_x']) {
      author.screen_name = screenName;
      const { body } = await fetchPost();
      expect(body.username).toBe(screenName);
    }
  });

  it('answers 502 when the only source sends a bad handle, never the handle itself', async () => {
    author.screen_name = '<script>alert(1)</script>';
    const { status, text } = await fetchPost({ POST_SOURCES: 'fxtwitter' });
    expect(status).toBe(502);
    expect(text).not.toContain('<script');
  });
});
