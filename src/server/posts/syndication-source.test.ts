/** The syndication source: real answer shapes, tombstones, the token and the thread walk. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeServer, sendJson, startFakeServer } from '#fakes/fake-server.ts';
import { SAMPLE_POST_IDS, SAMPLE_POSTS, SAMPLE_THREAD_TEXTS } from '#fakes/sample-posts.ts';
import { startSyndicationFake } from '#fakes/syndication-fake.ts';
import { createLogger } from '../logging/logger.ts';
import { SourceFailure } from './post-source.ts';
import {
  createSyndicationSource,
  MAX_THREAD_DEPTH,
  normaliseSyndicationTweet,
  readSyndicationAnswer,
  syndicationToken,
} from './syndication-source.ts';

const context = { timeoutMs: 2_000, log: createLogger('silent') };

const TEXT =
  '@bob_dev Part 2/3: caching &amp; retries matter. Docs: https://t.co/AbCdEf1234 #nodejs https://t.co/ZyXwVu9876';

/** The note's synthetic answer: real field names, X's escaping and offsets. */
function captured(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Tweet',
    id_str: '1969123456789012345',
    lang: 'en',
    created_at: '2025-09-19T08:15:00.000Z',
    display_text_range: [9, 86],
    favorite_count: 42,
    conversation_count: 3,
    text: TEXT,
    entities: {
      hashtags: [{ indices: [79, 86], text: 'nodejs' }],
      urls: [
        {
          url: 'https://t.co/AbCdEf1234',
          expanded_url: 'https://example.org/docs',
          display_url: 'example.org/docs',
          indices: [55, 78],
        },
      ],
      user_mentions: [{ id_str: '1111', name: 'Bob', screen_name: 'bob_dev', indices: [0, 8] }],
      media: [
        {
          url: 'https://t.co/ZyXwVu9876',
          expanded_url: 'https://x.com/alice_codes/status/1969123456789012345/photo/1',
          display_url: 'pic.x.com/ZyXwVu9876',
          indices: [87, 110],
        },
      ],
    },
    user: {
      id_str: '2222',
      name: 'Alice',
      screen_name: 'alice_codes',
      profile_image_url_https:
        'https://pbs.twimg.com/profile_images/1700000000000000000/AbC123xy_normal.jpg',
    },
    in_reply_to_screen_name: 'bob_dev',
    in_reply_to_status_id_str: '1969123000000000000',
    in_reply_to_user_id_str: '1111',
    mediaDetails: [{ type: 'photo', url: 'https://t.co/ZyXwVu9876' }],
    ...overrides,
  };
}

function normalise(json: unknown) {
  const answer = readSyndicationAnswer(json);
  if (answer.kind !== 'tweet') throw new Error(`expected a tweet, got ${answer.reason}`);
  return normaliseSyndicationTweet(answer.tweet);
}

describe('syndicationToken', () => {
  it('matches the tokens X’s embed script computes', () => {
    expect(syndicationToken('20')).toBe('6dq1a2xwd93');
    expect(syndicationToken('1')).toBe('bhi2ay3f28n');
    expect(syndicationToken('1628832338187636740')).toBe('3y54libozsy');
    expect(syndicationToken('1697322795510759929')).toBe('444aooo9l2p');
  });
});

describe('readSyndicationAnswer', () => {
  it('reads a post as plain text: hidden mention skipped, link expanded, photo link dropped', () => {
    expect(normalise(captured())).toEqual({
      id: '1969123456789012345',
      username: 'alice_codes',
      displayName: 'Alice',
      createdAt: '2025-09-19T08:15:00.000Z',
      profileImage: 'https://pbs.twimg.com/profile_images/1700000000000000000/AbC123xy_400x400.jpg',
      text: 'Part 2/3: caching & retries matter. Docs: https://example.org/docs #nodejs',
      lang: 'en',
      facts: { linkHosts: ['example.org'], hashtags: ['nodejs'], photos: 1, replyTo: 'bob_dev' },
    });
  });

  it('keeps an id beyond Number precision exactly as X sent it', () => {
    // X also sends a numeric `id`, which JSON.parse rounds: only `id_str` may be read.
    const numeric = JSON.parse('{"id": 2040511285998313827}') as { id: number };
    const post = normalise(captured({ id_str: '2040511285998313827', ...numeric }));
    expect(post.id).toBe('2040511285998313827');
  });

  it('tolerates entity arrays that are missing or sent as {}', () => {
    const bare = captured({
      text: 'Plain words &amp; nothing else',
      display_text_range: [0, 30],
      mediaDetails: undefined,
    });
    expect(normalise({ ...bare, entities: undefined }).text).toBe('Plain words & nothing else');
    expect(normalise({ ...bare, entities: { urls: {}, hashtags: {} } }).text).toBe(
      'Plain words & nothing else',
    );
  });

  it('uses the whole text when display_text_range is missing', () => {
    const post = normalise(captured({ display_text_range: undefined, mediaDetails: [] }));
    expect(post.text.startsWith('@bob_dev Part 2/3')).toBe(true);
  });

  it('marks a long post as truncated and drops its "show more" link', () => {
    const post = normalise(
      captured({
        text: 'The start of a long post… https://t.co/M0r3L1nk00',
        display_text_range: [0, 49],
        entities: {
          urls: [
            {
              url: 'https://t.co/M0r3L1nk00',
              expanded_url: 'https://twitter.com/i/web/status/1969123456789012345',
              indices: [26, 49],
            },
          ],
        },
        note_tweet: { id: 'Tm90ZVR3ZWV0UmVzdWx0czox' },
      }),
    );
    expect(post.text).toBe('The start of a long post…');
    expect(post.truncated).toBe(true);
  });

  it('reads {} as a post that does not exist', () => {
    expect(readSyndicationAnswer({})).toEqual({ kind: 'gone', reason: 'notFound' });
  });

  it('tells each tombstone apart by its sentence, in old and new wording', () => {
    const tombstone = (text: string) =>
      readSyndicationAnswer({
        __typename: 'TweetTombstone',
        tombstone: { text: { text, entities: [], rtl: false } },
      });
    expect(tombstone('This Post was deleted by the Post author. Learn more')).toEqual({
      kind: 'gone',
      reason: 'deleted',
    });
    expect(tombstone('This Tweet is from a suspended account. Learn more')).toMatchObject({
      reason: 'suspended',
    });
    expect(
      tombstone(
        "You're unable to view this Post because this account owner limits who can view their Posts.",
      ),
    ).toMatchObject({ reason: 'private' });
    expect(
      tombstone('Age-restricted adult content. This content might not be appropriate.'),
    ).toMatchObject({ reason: 'ageRestricted' });
    expect(tombstone('This Post is unavailable. Learn more')).toMatchObject({
      reason: 'unavailable',
    });
  });

  it('refuses an answer that is not a post (a failure, not a final "gone")', () => {
    expect(() => readSyndicationAnswer({ __typename: 'Tweet', id_str: '1' })).toThrow(
      SourceFailure,
    );
    expect(() => readSyndicationAnswer([])).toThrow(SourceFailure);
  });
});

describe('createSyndicationSource against the syndication fake', () => {
  let fake: FakeServer;
  const source = () => createSyndicationSource(fake.url);

  beforeAll(async () => {
    fake = await startSyndicationFake({ imageBaseUrl: 'http://127.0.0.1:9' });
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  it('sends the id as a string, the computed token and a browser User-Agent', async () => {
    const outcome = await source().fetchPost(
      SAMPLE_POST_IDS.simple,
      { includeThread: false },
      context,
    );
    expect(outcome.kind).toBe('found');
    const call = fake.calls[0];
    expect(call?.query.get('id')).toBe(SAMPLE_POST_IDS.simple);
    expect(call?.query.get('token')).toBe(syndicationToken(SAMPLE_POST_IDS.simple));
    expect(call?.headers['user-agent']).toMatch(/Mozilla/);
  });

  it('walks the author’s thread upward, stopping where another author begins', async () => {
    const outcome = await source().fetchPost(
      SAMPLE_POST_IDS.thread,
      { includeThread: true },
      context,
    );
    if (outcome.kind !== 'found') throw new Error('expected a post');
    expect(outcome.thread.map((post) => post.text)).toEqual(SAMPLE_THREAD_TEXTS);
    // The post, its two ancestors; the other author's question is never fetched.
    expect(fake.calls.map((call) => call.query.get('id'))).toEqual([
      SAMPLE_POST_IDS.thread,
      SAMPLE_POST_IDS.threadMiddle,
      SAMPLE_POST_IDS.threadRoot,
    ]);
  });

  it('walks up for a Quote card too, but cannot see later posts', async () => {
    const outcome = await source().fetchPost(
      SAMPLE_POST_IDS.threadMiddle,
      { includeThread: false, includeLaterPosts: true },
      context,
    );
    if (outcome.kind !== 'found') throw new Error('expected a post');
    expect(outcome.thread.map((post) => post.text)).toEqual(SAMPLE_THREAD_TEXTS.slice(0, 2));
    expect(outcome.laterPosts ?? []).toEqual([]);
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

  it('keeps the post when a thread ancestor cannot be fetched', async () => {
    fake.setScenario('parents-5xx');
    const outcome = await source().fetchPost(
      SAMPLE_POST_IDS.thread,
      { includeThread: true },
      context,
    );
    if (outcome.kind !== 'found') throw new Error('expected a post');
    expect(outcome.thread.map((post) => post.text)).toEqual([SAMPLE_THREAD_TEXTS[2]]);
  });

  it('answers 404 and {} as "not found", and HTML as a failure', async () => {
    await expect(
      source().fetchPost('1234567890123456789', { includeThread: false }, context),
    ).resolves.toEqual({ kind: 'gone', reason: 'notFound' });
    fake.setScenario('empty');
    await expect(
      source().fetchPost(SAMPLE_POST_IDS.simple, { includeThread: false }, context),
    ).resolves.toEqual({ kind: 'gone', reason: 'notFound' });
    fake.setScenario('html');
    await expect(
      source().fetchPost(SAMPLE_POST_IDS.simple, { includeThread: false }, context),
    ).rejects.toThrow(/not JSON/);
  });
});

describe('the syndication thread walk', () => {
  let chain: FakeServer;
  const LENGTH = MAX_THREAD_DEPTH + 5;
  const idAt = (n: number) => (1800000000000000000n + BigInt(n)).toString();

  beforeAll(async () => {
    // Fifteen self-replies in a row, ids one apart (they share a double: only strings tell them apart).
    chain = await startFakeServer('chain', (request, response) => {
      const id = request.query.get('id') ?? '';
      const n = Number(BigInt(id) - 1800000000000000000n);
      const tweet: Record<string, unknown> = {
        __typename: 'Tweet',
        id_str: id,
        text: `Part ${n + 1}`,
        user: { id_str: '42', screen_name: 'chain_author', profile_image_url_https: null },
      };
      if (n > 0) {
        tweet.in_reply_to_status_id_str = idAt(n - 1);
        tweet.in_reply_to_screen_name = 'Chain_Author';
      }
      sendJson(response, 200, tweet);
    });
  });
  afterAll(() => chain.close());

  it(`stops after ${MAX_THREAD_DEPTH} ancestors`, async () => {
    const outcome = await createSyndicationSource(chain.url).fetchPost(
      idAt(LENGTH - 1),
      { includeThread: true },
      context,
    );
    if (outcome.kind !== 'found') throw new Error('expected a post');
    expect(outcome.thread).toHaveLength(MAX_THREAD_DEPTH + 1);
    expect(outcome.thread.at(-1)?.text).toBe(`Part ${LENGTH}`);
    expect(outcome.thread[0]?.id).toBe(idAt(LENGTH - 1 - MAX_THREAD_DEPTH));
  });
});
