/** The FxTwitter v2 source: statuses, tombstones, threads and failures. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeServer } from '#fakes/fake-server.ts';
import { startFxTwitterFake } from '#fakes/fxtwitter-fake.ts';
import { SAMPLE_POST_IDS, SAMPLE_POSTS, SAMPLE_THREAD_TEXTS } from '#fakes/sample-posts.ts';
import { createLogger } from '../logging/logger.ts';
import { createFxTwitterSource, readFxAnswer, selectOwnThread } from './fxtwitter-source.ts';
import { DEFAULT_AVATAR_URL, SourceFailure } from './post-source.ts';

const context = { timeoutMs: 2_000, log: createLogger('silent') };

const author = (screenName: string, id = '2222') => ({
  type: 'profile',
  id,
  name: screenName,
  screen_name: screenName,
  avatar_url: `https://pbs.twimg.com/profile_images/1700000000000000000/${screenName}_200x200.jpg`,
});

/** A v2 status with the fields FxTwitter sends and this source reads. */
function status(id: string, text: string, screenName = 'alice_codes', extra = {}) {
  return {
    type: 'status' as const,
    id,
    url: `https://x.com/${screenName}/status/${id}`,
    text,
    raw_text: { text, display_text_range: [0, text.length] as [number, number], facets: [] },
    author: author(screenName, screenName === 'alice_codes' ? '2222' : '3333'),
    replying_to: null,
    lang: 'en',
    is_note_tweet: false,
    provider: 'twitter',
    ...extra,
  };
}

describe('readFxAnswer', () => {
  it('reads a status with its 400x400 avatar and language', () => {
    const outcome = readFxAnswer(
      200,
      { code: 200, status: status('1969123456789012345', 'Hello & welcome'), thread: null },
      false,
    );
    expect(outcome).toEqual({
      kind: 'found',
      post: {
        id: '1969123456789012345',
        username: 'alice_codes',
        displayName: 'alice_codes',
        // No date in this answer: the snowflake id tells it.
        createdAt: '2025-09-19T19:36:31.300Z',
        profileImage:
          'https://pbs.twimg.com/profile_images/1700000000000000000/alice_codes_400x400.jpg',
        text: 'Hello & welcome',
        lang: 'en',
      },
      thread: [expect.objectContaining({ id: '1969123456789012345' })],
    });
  });

  it('reads the author’s display name, emoji kept, and when the post was written', () => {
    const body = status('1969123456789012345', 'Hello', 'alice_codes', {
      created_at: 'Fri Sep 19 08:15:00 +0000 2025',
      created_timestamp: 1758269700,
    });
    // A right-to-left override would turn the handle after the name around on the card.
    body.author.name = 'Alice \u202EKing 👑\n';
    const outcome = readFxAnswer(200, { code: 200, status: body }, false);
    expect(outcome.kind === 'found' && outcome.post).toMatchObject({
      displayName: 'Alice King 👑',
      createdAt: '2025-09-19T08:15:00.000Z',
    });
    const legacyOnly = status('1969123456789012345', 'Hello', 'alice_codes', {
      created_at: 'Fri Sep 19 08:15:00 +0000 2025',
    });
    expect(readFxAnswer(200, { code: 200, status: legacyOnly }, false)).toMatchObject({
      post: { createdAt: '2025-09-19T08:15:00.000Z' },
    });
  });

  it('does not decode FxTwitter’s already plain text a second time', () => {
    const outcome = readFxAnswer(
      200,
      { code: 200, status: status('1', 'type &lt; to escape') },
      false,
    );
    expect(outcome.kind === 'found' && outcome.post.text).toBe('type &lt; to escape');
  });

  it('hides the auto-mentions X hides in a reply', () => {
    const raw = '@bob_dev @carol Thanks both, shipping it';
    const outcome = readFxAnswer(
      200,
      {
        code: 200,
        status: status('5', raw, 'alice_codes', {
          raw_text: { text: raw, display_text_range: [16, raw.length], facets: [] },
        }),
      },
      false,
    );
    expect(outcome.kind === 'found' && outcome.post.text).toBe('Thanks both, shipping it');
  });

  it('answers X’s default avatar when the author has none', () => {
    const body = status('7', 'no picture');
    body.author.avatar_url = null as unknown as string;
    const outcome = readFxAnswer(200, { code: 200, status: body }, false);
    expect(outcome.kind === 'found' && outcome.post.profileImage).toBe(DEFAULT_AVATAR_URL);
  });

  it('keeps the full text of a long ("note") post', () => {
    const long = 'word '.repeat(400).trim();
    const outcome = readFxAnswer(
      200,
      { code: 200, status: status('8', long, 'alice_codes', { is_note_tweet: true }) },
      false,
    );
    expect(outcome.kind === 'found' && outcome.post).toEqual(
      expect.objectContaining({ text: long }),
    );
    expect(outcome.kind === 'found' && outcome.post.truncated).toBeFalsy();
  });

  it('maps each tombstone reason, age-restricted by its message', () => {
    const tomb = (reason: string, message = '') =>
      readFxAnswer(
        404,
        {
          code: 404,
          status: { type: 'tombstone', provider: 'twitter', reason, message },
          thread: null,
        },
        false,
      );
    expect(tomb('deleted')).toEqual({ kind: 'gone', reason: 'deleted' });
    expect(tomb('suspended')).toEqual({ kind: 'gone', reason: 'suspended' });
    expect(tomb('private')).toEqual({ kind: 'gone', reason: 'private' });
    expect(tomb('unavailable', 'Age-restricted adult content. Log in to X.')).toEqual({
      kind: 'gone',
      reason: 'ageRestricted',
    });
    expect(tomb('blocked', 'This Post is unavailable.')).toEqual({
      kind: 'gone',
      reason: 'unavailable',
    });
  });

  it('reads a JSON 404 as "not found" and the v1 PRIVATE_TWEET as private', () => {
    expect(
      readFxAnswer(404, { code: 404, status: null, thread: null, author: null }, false),
    ).toEqual({ kind: 'gone', reason: 'notFound' });
    expect(readFxAnswer(401, { code: 401, message: 'PRIVATE_TWEET' }, false)).toEqual({
      kind: 'gone',
      reason: 'private',
    });
  });

  it('treats {} and other shapes as a failure of this source', () => {
    expect(() => readFxAnswer(200, {}, false)).toThrow(SourceFailure);
    expect(() => readFxAnswer(200, { code: 200, status: { type: 'status' } }, false)).toThrow(
      SourceFailure,
    );
    expect(() => readFxAnswer(401, { code: 401, message: 'No User-Agent' }, false)).toThrow(
      SourceFailure,
    );
  });

  it('reads v2’s bare 401 as a private account, but a 401 {error} as our own failure', () => {
    // test/fixtures/x-responses/fxtwitter/status-1222222222222222222-private-401.json
    expect(
      readFxAnswer(401, { status: null, thread: null, author: null, code: 401 }, true),
    ).toEqual({ kind: 'gone', reason: 'private' });
    // .../no-user-agent-401.json: FxEmbed's User-Agent middleware.
    expect(() =>
      readFxAnswer(401, { error: 'You must identify yourself with a User-Agent header' }, false),
    ).toThrow(SourceFailure);
    expect(() =>
      readFxAnswer(401, { code: 401, status: null, error: 'Unauthorized' }, false),
    ).toThrow(SourceFailure);
    // The same bare body with another HTTP status says nothing about privacy.
    expect(() => readFxAnswer(200, { code: 401, status: null }, false)).toThrow(SourceFailure);
  });
});

describe('selectOwnThread', () => {
  it('keeps the author’s run up to the post, oldest first, ordered by exact id', () => {
    // Ids 1 apart above 2^53 round to the same Number: only BigInt orders them.
    const question = status('1792000000000000100', 'question', 'priya_ops');
    const first = status('1792000000000000257', 'first');
    const second = status('1792000000000000258', 'second');
    const focal = status('1792000000000000259', 'third');
    const later = status('1792000000000000300', 'fourth');
    const { run, length } = selectOwnThread(focal, [later, focal, second, question, first]);
    expect(run.map((item) => item.text)).toEqual(['first', 'second', 'third']);
    // The author's later post counts towards the thread's length, not its text.
    expect(length).toBe(4);
  });

  it('gives the author’s later posts, each answering the one before, and stops at a break', () => {
    const first = status('100', 'first');
    const focal = status('200', 'second', 'alice_codes', {
      replying_to: { screen_name: 'alice_codes', status: '100' },
    });
    const third = status('300', 'third', 'alice_codes', {
      replying_to: { screen_name: 'alice_codes', status: '200' },
    });
    // The author's own post, but an answer to the first post: not this thread's continuation.
    const aside = status('400', 'aside', 'alice_codes', {
      replying_to: { screen_name: 'alice_codes', status: '100' },
    });
    const fifth = status('500', 'fifth', 'alice_codes', {
      replying_to: { screen_name: 'alice_codes', status: '400' },
    });
    const { run, later } = selectOwnThread(focal, [first, focal, third, aside, fifth]);
    expect(run.map((item) => item.text)).toEqual(['first', 'second']);
    expect(later.map((item) => item.text)).toEqual(['third']);
    const other = status('300', 'not mine', 'bob_dev');
    expect(selectOwnThread(focal, [first, focal, other, fifth]).later).toEqual([]);
  });

  it('stops at a gone post in the middle of the thread', () => {
    const first = status('100', 'first');
    const focal = status('300', 'third');
    const gone = {
      type: 'tombstone',
      provider: 'twitter',
      reason: 'deleted',
      message: '',
      id: '200',
    };
    expect(selectOwnThread(focal, [first, gone, focal]).run.map((item) => item.text)).toEqual([
      'third',
    ]);
  });

  it('treats a post it cannot read (a handle X does not allow) as a gap too', () => {
    const first = status('100', 'first');
    const focal = status('300', 'third');
    // Same author id, so only its unreadable handle keeps it out of the run.
    const unreadable = status('200', 'second', 'alice_codes', {
      author: author('<b>x</b>', '2222'),
    });
    expect(selectOwnThread(focal, [first, unreadable, focal]).run.map((item) => item.text)).toEqual(
      ['third'],
    );
  });
});

describe('createFxTwitterSource against the FxTwitter fake', () => {
  let fake: FakeServer;
  const source = () => createFxTwitterSource(fake.url);

  beforeAll(async () => {
    fake = await startFxTwitterFake({ imageBaseUrl: 'http://127.0.0.1:9' });
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  it('asks /2/status with a User-Agent for a single post', async () => {
    const outcome = await source().fetchPost(
      SAMPLE_POST_IDS.long,
      { includeThread: false },
      context,
    );
    expect(outcome.kind === 'found' && outcome.post.text).toBe(SAMPLE_POSTS.long.expectedText);
    expect(fake.calls[0]?.path).toBe(`/2/status/${SAMPLE_POST_IDS.long}`);
    expect(fake.calls[0]?.headers['user-agent']).toBeTruthy();
  });

  it('asks /2/thread for a thread and keeps only the author’s posts', async () => {
    const outcome = await source().fetchPost(
      SAMPLE_POST_IDS.thread,
      { includeThread: true },
      context,
    );
    expect(outcome.kind === 'found' && outcome.thread.map((post) => post.text)).toEqual(
      SAMPLE_THREAD_TEXTS,
    );
    expect(fake.calls.map((call) => call.path)).toEqual([`/2/thread/${SAMPLE_POST_IDS.thread}`]);
  });

  it('reads the thread for later posts only when they are asked for', async () => {
    const outcome = await source().fetchPost(
      SAMPLE_POST_IDS.threadMiddle,
      { includeThread: false, includeLaterPosts: true },
      context,
    );
    if (outcome.kind !== 'found') throw new Error('expected a post');
    expect(outcome.thread.map((post) => post.text)).toEqual(SAMPLE_THREAD_TEXTS.slice(0, 2));
    expect(outcome.laterPosts?.map((post) => post.text)).toEqual([SAMPLE_THREAD_TEXTS[2]]);
    expect(fake.calls.map((call) => call.path)).toEqual([
      `/2/thread/${SAMPLE_POST_IDS.threadMiddle}`,
    ]);
    const plain = await source().fetchPost(
      SAMPLE_POST_IDS.threadMiddle,
      { includeThread: true },
      context,
    );
    expect(plain.kind === 'found' && plain.laterPosts).toBeUndefined();
  });

  it('reads the author’s name, the time and the quoted post of a sample', async () => {
    const outcome = await source().fetchPost(
      SAMPLE_POST_IDS.quoting,
      { includeThread: false },
      context,
    );
    expect(outcome).toMatchObject({
      kind: 'found',
      post: {
        displayName: 'Dan Whitfield',
        createdAt: SAMPLE_POSTS.quoting.createdAt,
        quote: { username: 'mayabuilds', text: SAMPLE_POSTS.simple.expectedText },
      },
    });
  });

  it('gives the post alone when FxTwitter cannot walk the thread', async () => {
    fake.setScenario('no-thread');
    const outcome = await source().fetchPost(
      SAMPLE_POST_IDS.thread,
      { includeThread: true },
      context,
    );
    expect(outcome.kind === 'found' && outcome.thread.map((post) => post.text)).toEqual([
      SAMPLE_THREAD_TEXTS[2],
    ]);
  });

  it('fails on refusals and broken answers instead of calling the post gone', async () => {
    for (const scenario of ['5xx', '429', '403', 'html', 'malformed', 'empty']) {
      fake.setScenario(scenario);
      await expect(
        source().fetchPost(SAMPLE_POST_IDS.simple, { includeThread: false }, context),
        scenario,
      ).rejects.toBeInstanceOf(SourceFailure);
    }
  });

  it('reports a timeout as such', async () => {
    fake.setScenario('hang');
    await expect(
      source().fetchPost(
        SAMPLE_POST_IDS.simple,
        { includeThread: false },
        { ...context, timeoutMs: 150 },
      ),
    ).rejects.toMatchObject({ timedOut: true });
  });
});
