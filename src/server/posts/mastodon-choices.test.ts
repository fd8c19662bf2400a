/**
 * Mastodon, issue 29: the author's display name (custom emoji shortcodes out, Unicode emoji kept)
 * and the status's time from every recording; what authors chose (an account marked `noindex`,
 * media marked sensitive); messages that name Mastodon; and the author's own thread around a
 * status for a Quote card, from the written self-thread the fake answers in `/context`
 * (test/fakes/mastodon-sample-thread.ts).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FetchTweetResponse } from '#core/index.ts';
import { type MastodonFake, startMastodonFake } from '#fakes/mastodon-fake.ts';
import { MASTODON_THREAD_TEXTS, mastodonThreadId } from '#fakes/mastodon-sample-thread.ts';
import { startTestApp, type TestApp } from '#test/start-test-app.ts';
import { parsePrivateHosts } from '../image-proxy/allowed-hosts.ts';
import { createMastodonSource, MASTODON_MESSAGES, type MastodonSource } from './mastodon-source.ts';

let fake: MastodonFake;
let app: TestApp;
let host: string;
let source: MastodonSource;

beforeAll(async () => {
  fake = await startMastodonFake();
  host = new URL(fake.url).host;
  app = await startTestApp({ MASTODON_PRIVATE_HOSTS: host });
});
afterAll(async () => {
  await app.close();
  await fake.close();
});
beforeEach(() => {
  fake.reset();
  // A fresh source per test: no instance waits or turns carried over.
  source = createMastodonSource({ privateHosts: parsePrivateHosts([host]) });
});

const read = (id: string, includeLaterPosts = false) =>
  source.fetchPost({ host, scheme: 'http', id }, { includeLaterPosts });

async function fetchTweet(url: string) {
  const response = await fetch(`${app.url}/api/fetch-tweet?${new URLSearchParams({ url })}`);
  return {
    status: response.status,
    body: (await response.json()) as FetchTweetResponse & { error?: string },
  };
}

describe('names and times of the recorded statuses', () => {
  it.each([
    ['mastodonpy_test', '117020583223442465', 'John Lennon', '2026-08-01T13:53:15.378Z'],
    ['mastodonpy_test', '117020582925004921', 'John Lennon', '2026-08-01T13:53:10.824Z'],
    ['mastodonpy_test', '117020609135389699', 'John Lennon', '2026-08-01T13:59:50.763Z'],
    // admin set no name: the handle stands in.
    ['admin', '117020582690282017', 'admin@127.0.0.1', '2026-08-01T13:53:07.242Z'],
    ['admin', '117020583258292382', 'admin@127.0.0.1', '2026-08-01T13:53:15.910Z'],
  ])('@%s/%s: %s, %s', async (user, id, displayName, createdAt) => {
    const { status, body } = await fetchTweet(`${fake.url}/@${user}/${id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ displayName, createdAt });
  });

  it('takes the custom emoji shortcode out of a name and keeps the Unicode emoji', async () => {
    fake.setScenario('emoji-name');
    const post = await read('117020583223442465');
    expect(post.displayName).toBe('John Lennon 🎸');
  });
});

describe('what authors chose', () => {
  it('marks the post noindex when the account asks search engines to stay away', async () => {
    expect(await read('117020583223442465')).not.toHaveProperty('noindex');
    fake.setScenario('noindex');
    expect((await read('117020583223442465')).noindex).toBe(true);
  });

  it('carries a picture, but none the author marked sensitive', async () => {
    fake.setScenario('media');
    const shown = await read('117020583258292382');
    expect(shown.media).toEqual([
      expect.objectContaining({ type: 'photo', alt: 'A shelf of drills and ladders' }),
    ]);
    fake.setScenario('sensitive-media');
    const hidden = await read('117020583258292382');
    expect(hidden).not.toHaveProperty('media');
    // The post itself is read as ever.
    expect(hidden.tweetText).toBe('@mastodonpy_test_2 same!');
  });

  it('names Mastodon when a status is gone', async () => {
    const { status, body } = await fetchTweet(`${fake.url}/@admin/117020599999999999`);
    expect(status).toBe(404);
    expect(body.error).toBe('This Mastodon post was deleted, or is not public.');
    expect(body.error).toBe(MASTODON_MESSAGES.gone);
  });
});

describe('the author’s own thread', () => {
  const contextCalls = () => fake.calls.filter((call) => call.path.endsWith('/context'));
  const textsOf = async (id: string) =>
    (await read(id, true)).authorThread?.map((item) => item.text);

  it('reads the statuses above and below, links whole and entities decoded', async () => {
    const post = await read(mastodonThreadId(2), true);
    expect(post.tweetText).toBe(MASTODON_THREAD_TEXTS[1]);
    expect(post.authorThread?.map((item) => item.text)).toEqual(MASTODON_THREAD_TEXTS);
    // Each with its own link and time.
    expect(post.authorThread?.[0]).toMatchObject({
      id: mastodonThreadId(1),
      url: `${fake.url}/@mastodonpy_test/${mastodonThreadId(1)}`,
    });
    expect(post.authorThread?.[0]?.createdAt).toMatch(/^2026-11-25T16:01/);
    expect(contextCalls().map((call) => call.path)).toEqual([
      `/api/v1/statuses/${mastodonThreadId(2)}/context`,
    ]);
  });

  it('never shows another account’s status, nor the author’s later side note', async () => {
    const texts = (await textsOf(mastodonThreadId(6))) ?? [];
    expect(texts).toEqual(MASTODON_THREAD_TEXTS);
    expect(texts.join(' ')).not.toMatch(/library add|my favourite|side note/);
  });

  it('reads the whole thread of twelve from its last status too', async () => {
    expect(await textsOf(mastodonThreadId(12))).toEqual(MASTODON_THREAD_TEXTS);
  });

  it('asks for the context only when the thread is asked for', async () => {
    const post = await read(mastodonThreadId(4));
    expect(post).not.toHaveProperty('authorThread');
    expect(contextCalls()).toHaveLength(0);
  });

  it('gives the status alone when it is in no thread, or the context cannot be had', async () => {
    expect((await read('117020583223442465', true)).authorThread).toBeUndefined();
    fake.setScenario('context-error');
    const post = await read(mastodonThreadId(4), true);
    expect(post.authorThread).toBeUndefined();
    expect(post.tweetText).toBe(MASTODON_THREAD_TEXTS[3]);
  });
});
