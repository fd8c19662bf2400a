/**
 * New take with the rules writer, over real sockets (issue 40, items 4 and 5): each take another
 * choice of lines, counted by the page's `take` or, without it, by the server; past the last the
 * answer says so in `notice`; a model's answer never does. And the rules thread of the issue's
 * text keeps all of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NETWORK_POST_RULES,
  NO_OTHER_TAKE_NOTICE,
  type SummaryResponse,
  type ThreadResponse,
} from '#core/index.ts';
import { postJson } from '#test/post-json.ts';
import { closeAppWithFakes, startAppWithFakes } from '#test/start-app-with-fakes.ts';
import { startTestApp, type TestApp } from '#test/start-test-app.ts';
import type { FetchedPost } from '../services.ts';

const POST: FetchedPost = {
  network: 'x',
  id: '1900000000000000001',
  username: 'dbteam',
  displayName: 'DB Team',
  profileImage: 'https://abs.twimg.com/sticky/default_profile_images/default_profile_400x400.png',
  tweetText:
    'We moved our whole database to Postgres last week. The migration took 47 minutes of downtime. ' +
    'Finding the one slow query took two days of staring at logs. The fix itself was a single index. ' +
    'Every migration now gets a dry run on a copy of production first. ' +
    'Our on-call team finally slept through a whole weekend.',
  lang: 'en',
};
const POST_URL = `https://x.com/dbteam/status/${POST.id}`;

/** The issue's text: eleven sentences, 971 characters. */
const ISSUE_SENTENCES = [
  'We spent the last year rewriting the code that runs our billing system, one small piece at a time.',
  'The old code had grown for more than a decade without a single automated test.',
  'Every change to it felt like defusing a bomb in the dark, so most of us simply stopped touching it.',
  'So we started by writing tests around what the code already did, bugs included.',
  'That took three months, and nobody outside the team saw any progress.',
  'Then we replaced one module at a time, behind a switch we could flip back in seconds.',
  'Twice we flipped it back within the hour, and twice the tests told us why.',
  'The hardest part was not the code but agreeing on what the old behaviour should have been.',
  'Our support team found more edge cases than any of our code reviews did.',
  'The new system handles twice the load on half the servers, and the pager has been quiet for weeks.',
  'The real lesson is that tests are how a team remembers its decisions long after the people who made them have moved on.',
];

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({
    LLM_PROTOCOL: 'local',
    RATE_LIMIT_PER_MINUTE: '10000',
    CARD_REUSE_HOURS: '24',
  });
  // The post sources are not under test here.
  app.services.posts = { getPost: async () => POST };
});
afterAll(async () => {
  await app?.close();
});

const summarise = (body: unknown) => postJson<SummaryResponse>(`${app.url}/api/summary`, body);
const thread = (body: unknown) => postJson<ThreadResponse>(`${app.url}/api/thread`, body);

/** What a card shows: its lines or its caption. */
const shown = (card: SummaryResponse) => card.summary ?? card.meme?.caption ?? '';

describe('New take with the rules writer', () => {
  it.each(['normal', 'troll', 'meme'] as const)(
    'gives a %s card other lines on each of the page’s takes, then says there is no other',
    async (mode) => {
      const first = await summarise({ url: POST_URL, mode });
      expect(first.status).toBe(200);
      expect(first.body.writer).toBe('rules');
      const seen = [shown(first.body)];
      // A troll line's emoji is drawn at random: lines are compared without it.
      const bare = (text: string | undefined) =>
        (text ?? '').replace(/\p{Extended_Pictographic}\uFE0F?/gu, '');
      let take = 1;
      for (; take < 100; take++) {
        const { status, body } = await summarise({ url: POST_URL, mode, regenerate: true, take });
        expect(status).toBe(200);
        if (body.notice !== undefined) {
          expect(body.notice).toBe(NO_OTHER_TAKE_NOTICE);
          // The card is still a card: the last take again, with its own link.
          expect(bare(shown(body))).toBe(bare(seen.at(-1)));
          expect(body.id).toBeDefined();
          break;
        }
        // Each take changes something: nothing shown before comes again.
        const lines = shown(body);
        expect(seen.map(bare), `take ${take}`).not.toContain(bare(lines));
        seen.push(lines);
      }
      expect(take).toBeGreaterThan(3);
      expect(take).toBeLessThan(100);
    },
  );

  it('counts the takes itself when the request names none', async () => {
    const url = `https://x.com/dbteam/status/1900000000000000002`;
    const first = await summarise({ url, mode: 'normal' });
    const seen = [first.body.summary];
    let noticed: string | undefined;
    for (let asked = 0; asked < 30 && noticed === undefined; asked++) {
      const { body } = await summarise({ url, mode: 'normal', regenerate: true });
      noticed = body.notice;
      if (noticed === undefined) {
        expect(seen).not.toContain(body.summary);
        seen.push(body.summary);
      }
    }
    expect(noticed).toBe(NO_OTHER_TAKE_NOTICE);
    expect(seen.length).toBeGreaterThan(3);
  });

  it('never stores the notice with the card, and never says it on a first card', async () => {
    const { body } = await summarise({ url: POST_URL, mode: 'meme', regenerate: true, take: 50 });
    expect(body.notice).toBe(NO_OTHER_TAKE_NOTICE);
    const stored = await app.services.cards.get(body.id ?? '');
    expect(stored).toBeDefined();
    expect(JSON.stringify(stored)).not.toContain(NO_OTHER_TAKE_NOTICE);
    // The stored card handed back again carries no notice.
    const again = await summarise({ url: POST_URL, mode: 'meme' });
    expect(again.body.notice).toBeUndefined();
  });

  it('refuses a take that is not a whole number from 1', async () => {
    for (const take of [0, -1, 1.5, '2', 1001]) {
      const { status, body } = await summarise({
        url: POST_URL,
        mode: 'normal',
        regenerate: true,
        take,
      });
      expect(status).toBe(400);
      expect(body.error).toBe('Please send "take" as a whole number from 1 to 1000.');
    }
    const { status } = await thread({
      text: 'Some text. More text.',
      style: 'standard',
      take: 'x',
    });
    expect(status).toBe(400);
  });

  it('says so when a thread has no other take, and gives a troll thread other asides', async () => {
    const text = ISSUE_SENTENCES.join(' ');
    const first = await thread({ text, style: 'standard' });
    const again = await thread({ text, style: 'standard', regenerate: true, take: 1 });
    expect(again.body.notice).toBe(NO_OTHER_TAKE_NOTICE);
    expect(first.body.notice).toBeUndefined();
    const troll = await thread({ text, style: 'troll' });
    const trollAgain = await thread({ text, style: 'troll', regenerate: true, take: 1 });
    expect(trollAgain.body.notice).toBeUndefined();
    expect(trollAgain.body.posts).not.toEqual(troll.body.posts);
  });
});

describe('the rules thread of the issue’s text', () => {
  it.each(['x', 'bluesky', 'mastodon'] as const)(
    'keeps every sentence whole and in order on %s, with no opener or closer',
    async (network) => {
      const { status, body } = await thread({
        text: ISSUE_SENTENCES.join(' '),
        style: 'standard',
        network,
      });
      expect(status).toBe(200);
      expect(body.writer).toBe('rules');
      expect(body.posts).toHaveLength(4);
      const joined = body.posts.join('\n');
      let from = 0;
      for (const sentence of ISSUE_SENTENCES) {
        const at = joined.indexOf(sentence, from);
        expect(at, sentence).toBeGreaterThanOrEqual(0);
        from = at + sentence.length;
      }
      expect(joined).not.toMatch(/🧵|gist of it|What do you make of it/);
      const rules = NETWORK_POST_RULES[network];
      for (const post of body.posts) expect(rules.length(post)).toBeLessThanOrEqual(rules.limit);
    },
  );
});

describe('New take with a model', () => {
  it('never says there is no other take', async () => {
    const { all, app: modelApp } = await startAppWithFakes({ RATE_LIMIT_PER_MINUTE: '10000' });
    try {
      for (const take of [1, 40]) {
        const { body } = await postJson<SummaryResponse>(`${modelApp.url}/api/summary`, {
          url: 'https://x.com/mayabuilds/status/1790012345678901234',
          mode: 'normal',
          regenerate: true,
          take,
        });
        expect(body.writer).toBeUndefined();
        expect(body.notice).toBeUndefined();
      }
    } finally {
      await closeAppWithFakes(modelApp, all);
    }
  });
});
