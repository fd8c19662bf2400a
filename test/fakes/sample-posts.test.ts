/**
 * The samples in other scripts (and the emoji-heavy one) make correct cards through the real app and
 * every post source: the text and language come through untouched, and a normal card has three lines
 * in the post's own language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FetchTweetResponse, SummaryResponse } from '#core/index.ts';
import { type AllFakes, startAllFakes } from '#fakes/start-all-fakes.ts';
import { startTestApp, type TestApp } from '#test/start-test-app.ts';
import { SAMPLE_POST_IDS, SAMPLE_POSTS, type SamplePostName } from './sample-posts.ts';

const NEW_SAMPLES = ['arabic', 'hebrew', 'japanese', 'chinese', 'emoji'] as const;
/** A letter of the script each sample is written in. */
const SCRIPT: Record<(typeof NEW_SAMPLES)[number], RegExp> = {
  arabic: /\p{Script=Arabic}/u,
  hebrew: /\p{Script=Hebrew}/u,
  japanese: /[\u3040-\u30ff]/u,
  chinese: /\p{Script=Han}/u,
  emoji: /\p{Extended_Pictographic}/u,
};

let all: AllFakes;
let app: TestApp;

const postUrl = (name: SamplePostName) =>
  `https://x.com/${SAMPLE_POSTS[name].author.screenName}/status/${SAMPLE_POST_IDS[name]}`;

beforeAll(async () => {
  all = await startAllFakes();
  app = await startTestApp(all.env);
});
afterAll(async () => {
  await app.close();
  await all.close();
});

describe.each(['fxtwitter', 'syndication', 'oembed'])('the %s source', (source) => {
  it.each(NEW_SAMPLES)('answers the %s sample with its text and language', async (name) => {
    const only = await startTestApp({ ...all.env, POST_SOURCES: source });
    try {
      const query = new URLSearchParams({ url: postUrl(name), includeThread: 'false' });
      const response = await fetch(`${only.url}/api/fetch-tweet?${query}`);
      const body = (await response.json()) as FetchTweetResponse;
      expect(response.status).toBe(200);
      expect(body.tweetText).toBe(SAMPLE_POSTS[name].expectedText);
      expect(body.username).toBe(SAMPLE_POSTS[name].author.screenName);
      if (source !== 'oembed') expect(body.lang).toBe(SAMPLE_POSTS[name].lang);
    } finally {
      await only.close();
    }
  });
});

describe('cards of the samples in other languages', () => {
  it.each(NEW_SAMPLES)(
    'the %s sample gives three summary lines in its own script',
    async (name) => {
      const response = await fetch(`${app.url}/api/summary`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ url: postUrl(name), mode: 'normal' }),
      });
      const body = (await response.json()) as SummaryResponse;
      expect(response.status).toBe(200);
      expect(body.fallback).toBeUndefined();
      expect(body.lang).toBe(SAMPLE_POSTS[name].lang);
      const lines = (body.summary ?? '').split('\n');
      expect(lines).toHaveLength(3);
      // Every line is in the post's script; the emoji post keeps its emoji (a line may start with words).
      if (name === 'emoji')
        expect(lines.filter((line) => SCRIPT.emoji.test(line)).length).toBeGreaterThan(0);
      else for (const line of lines) expect(line).toMatch(SCRIPT[name]);
    },
  );
});
