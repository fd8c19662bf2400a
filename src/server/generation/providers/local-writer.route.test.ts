/** /api/summary hands the post's facts to the embedded writer, over a real socket (issue 17). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SummaryResponse } from '#core/index.ts';
import { postJson } from '#test/post-json.ts';
import { startTestApp, type TestApp } from '#test/start-test-app.ts';
import type { FetchedPost } from '../../services.ts';

let app: TestApp;
let post: FetchedPost;

const POST: FetchedPost = {
  network: 'x',
  id: '1349129669258448897',
  username: 'someone',
  displayName: 'Someone',
  profileImage: 'https://abs.twimg.com/sticky/default_profile_images/default_profile_400x400.png',
  tweetText: 'Hey you …\nYeah you Queen …\nYou’re gonna make it! 💕💕',
  lang: 'en',
  facts: { photos: 1, linkHosts: ['reddit.com'] },
};

beforeAll(async () => {
  app = await startTestApp({
    LLM_PROTOCOL: 'local',
    RATE_LIMIT_PER_MINUTE: '10000',
    CARD_REUSE_HOURS: '0',
  });
  // The post sources are not under test here: the route reads the post with its facts.
  app.services.posts = { getPost: async () => post };
});
afterAll(async () => {
  await app?.close();
});

describe('the summary route with the embedded writer', () => {
  it('puts what is true of the post on the card before any filler', async () => {
    post = POST;
    const { status, body } = await postJson<SummaryResponse>(`${app.url}/api/summary`, {
      url: `https://x.com/someone/status/${POST.id}`,
      mode: 'normal',
    });
    expect(status).toBe(200);
    expect(body.summary).toBe(
      [
        '• You’re gonna make it!',
        '• Links to an article on reddit.com.',
        '• Comes with a photo.',
      ].join('\n'),
    );
  });

  it("states the facts in the post's own language, which the source tells", async () => {
    // Too short for the writer to tell its language from the words alone.
    post = { ...POST, tweetText: 'Incroyable !', lang: 'fr', facts: { quotes: 'lemonde' } };
    const { status, body } = await postJson<SummaryResponse>(`${app.url}/api/summary`, {
      url: `https://x.com/someone/status/${POST.id}`,
      mode: 'normal',
    });
    expect(status).toBe(200);
    expect(body.summary).toContain('Cite une publication de @lemonde.');
  });
});
