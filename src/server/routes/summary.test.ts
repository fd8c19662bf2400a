/** POST /api/summary over real sockets: the real app against the post, model and GIPHY fakes. */

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FALLBACK_MEME_CAPTION,
  FALLBACK_SUMMARY,
  formatSummary,
  type SummaryResponse,
  THREADS_POST_MESSAGE,
  TROLL_EMOJIS,
  TROLL_JOKES,
} from '#core/index.ts';
import { SAMPLE_POSTS } from '#fakes/sample-posts.ts';
import type { AllFakes } from '#fakes/start-all-fakes.ts';
import { postJson } from '#test/post-json.ts';
import { closeAppWithFakes, startAppWithFakes, withOtherApp } from '#test/start-app-with-fakes.ts';
import { startTestApp, type TestApp } from '#test/start-test-app.ts';

let all: AllFakes;
let app: TestApp;

const postUrl = (name: keyof typeof SAMPLE_POSTS) =>
  `https://x.com/${SAMPLE_POSTS[name].author.screenName}/status/${SAMPLE_POSTS[name].id}`;

const summarise = (body: unknown, base = app.url) =>
  postJson<SummaryResponse>(`${base}/api/summary`, body);

const modelCalls = () =>
  all.fakes.openai.calls.map(
    (call) =>
      JSON.parse(call.body) as {
        model: string;
        temperature: number;
        max_tokens: number;
        messages: { content: string }[];
      },
  );

/** Another app on the same fakes with some variables changed. */
const withApp = (env: Record<string, string>, run: (url: string) => Promise<void>) =>
  withOtherApp(all, env, run);

beforeAll(async () => {
  // Reuse is off here so every request generates; the stored-card cases below turn it on.
  ({ all, app } = await startAppWithFakes({
    RATE_LIMIT_PER_MINUTE: '10000',
    CARD_REUSE_HOURS: '0',
  }));
});
afterAll(() => closeAppWithFakes(app, all));
beforeEach(() => {
  all.reset();
});
afterEach(() => {
  all.reset();
});

describe('POST /api/summary, normal mode', () => {
  it('answers the author, avatar and three bullet lines about the post', async () => {
    const { status, body } = await summarise({ url: postUrl('simple'), mode: 'normal' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ mode: 'normal', username: 'mayabuilds' });
    expect(body.profileImage).toMatch(/_400x400\./);
    const lines = body.summary!.split('\n');
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toMatch(/^• \S/);
    expect(body.summary).toMatch(/migration|database|47 minutes/i);
    expect(body.fallback).toBeUndefined();
  });

  it('asks the model with the spec’s parameters and the post fenced by a random boundary', async () => {
    await summarise({ url: postUrl('simple'), mode: 'normal' });
    await summarise({ url: postUrl('simple'), mode: 'normal' });
    const [first, second] = modelCalls();
    expect(first).toMatchObject({
      model: 'mistralai/Mistral-7B-Instruct-v0.2',
      temperature: 0.7,
      max_tokens: 200,
    });
    const prompt = first!.messages[0]!.content;
    expect(prompt).toContain(SAMPLE_POSTS.simple.expectedText.slice(0, 40));
    const boundary = (text: string) => text.match(/<<<POST ([A-Za-z0-9_-]+)>>>/)?.[1];
    expect(boundary(prompt)).toMatch(/^[0-9a-f]{24}$/);
    expect(boundary(second!.messages[0]!.content)).not.toBe(boundary(prompt));
    expect(all.fakes.openai.calls[0]!.headers.authorization).toBe('Bearer fake-llm-key-for-tests');
  });

  it.each(['5xx', 'malformed', 'html', 'empty', '400'])(
    'falls back silently to the generic bullets when the model answers %s',
    async (scenario) => {
      all.fakes.openai.setScenario(scenario);
      const { status, body } = await summarise({ url: postUrl('simple'), mode: 'normal' });
      expect(status).toBe(200);
      expect(body).toMatchObject({ mode: 'normal', username: 'mayabuilds', fallback: true });
      expect(body.summary).toBe(formatSummary([...FALLBACK_SUMMARY]));
    },
  );

  it('falls back when the model does not answer within LLM_TIMEOUT_MS', async () => {
    all.fakes.openai.setScenario('hang');
    await withApp({ LLM_TIMEOUT_MS: '300' }, async (url) => {
      const { status, body } = await summarise({ url: postUrl('simple'), mode: 'normal' }, url);
      expect(status).toBe(200);
      expect(body.fallback).toBe(true);
    });
  });
});

describe('POST /api/summary, troll mode', () => {
  it('answers three satirical lines, each with one troll emoji', async () => {
    const { status, body } = await summarise({ url: postUrl('simple'), mode: 'troll' });
    expect(status).toBe(200);
    const lines = body.summary!.split('\n');
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(TROLL_EMOJIS.filter((emoji) => line.includes(emoji))).toHaveLength(1);
    }
    expect(modelCalls()[0]).toMatchObject({ temperature: 0.9, max_tokens: 250 });
    expect(body.fallback).toBeUndefined();
  });

  it('falls back to three canned jokes when generation fails', async () => {
    all.fakes.openai.setScenario('5xx');
    const { status, body } = await summarise({ url: postUrl('simple'), mode: 'troll' });
    expect(status).toBe(200);
    expect(body.fallback).toBe(true);
    const lines = body.summary!.split('\n');
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(TROLL_JOKES.some((joke) => line.startsWith(`• ${joke}`))).toBe(true);
    }
  });
});

describe('POST /api/summary, meme mode', () => {
  it('answers a caption and a GIPHY picture, with attribution', async () => {
    // An app of its own: the shared one may have this post's GIPHY result in its cache already.
    await withApp({}, async (url) => {
      const { status, body } = await summarise({ url: postUrl('simple'), mode: 'meme' }, url);
      expect(status).toBe(200);
      expect(body.summary).toBeUndefined();
      expect(body.meme!.caption.length).toBeGreaterThan(10);
      expect(body.meme!.gifUrl.startsWith(`${all.fakes.imageHost.url}/media/`)).toBe(true);
      expect(body.meme!.fromGiphy).toBe(true);
      expect(modelCalls()[0]).toMatchObject({ temperature: 1, max_tokens: 80 });
      expect(all.fakes.giphy.calls[0]!.query.get('q')).toMatch(/^funny meme /);
    });
  });

  it('uses a bundled reaction picture when GIPHY fails, still with a generated caption', async () => {
    all.fakes.giphy.setScenario('5xx');
    // Another post than the other meme tests: their GIPHY results are in the app's cache.
    const { body } = await summarise({ url: postUrl('htmlEntities'), mode: 'meme' });
    expect(body.meme).toMatchObject({ fromGiphy: false });
    expect(body.meme!.gifUrl).toMatch(/^\/reactions\/[a-z-]+\.webp$/);
    expect(body.fallback).toBeUndefined();
  });

  it('falls back to the pizza caption when generation fails', async () => {
    all.fakes.openai.setScenario('5xx');
    const { status, body } = await summarise({ url: postUrl('simple'), mode: 'meme' });
    expect(status).toBe(200);
    expect(body.fallback).toBe(true);
    expect(body.meme!.caption).toBe(FALLBACK_MEME_CAPTION);
    expect(body.meme!.fromGiphy).toBe(true);
  });

  it('picks a bundled reaction picture by the caption’s mood, from our own origin, with no GIPHY key', async () => {
    await withApp({ GIPHY_API_KEY: '' }, async (url) => {
      const { body } = await summarise({ url: postUrl('simple'), mode: 'meme' }, url);
      expect(body.meme).toMatchObject({ fromGiphy: false });
      expect(body.meme!.gifUrl).toMatch(/^\/reactions\/[a-z-]+\.webp$/);
      expect(all.fakes.giphy.calls).toHaveLength(0);
      const picture = await fetch(`${url}${body.meme!.gifUrl}`);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/webp');
    });
  });
});

describe('POST /api/summary, other providers', () => {
  it('writes a real summary with the local writer and no model server', async () => {
    await withApp({ LLM_PROTOCOL: 'local', CARD_REUSE_HOURS: '1' }, async (url) => {
      const { status, body } = await summarise({ url: postUrl('simple'), mode: 'normal' }, url);
      expect(status).toBe(200);
      expect(body.summary).toMatch(/47 minutes|CONCURRENTLY|migration/);
      expect(body.fallback).toBeUndefined();
      expect(all.fakes.openai.calls).toHaveLength(0);
      // The page says a card was written by rules; the reused card and its link say it too.
      expect(body.writer).toBe('rules');
      const again = await summarise({ url: postUrl('simple'), mode: 'normal' }, url);
      expect(again.body.id).toBe(body.id);
      expect(again.body.writer).toBe('rules');
    });
  });

  it('marks no writer on a model’s card', async () => {
    await withApp({ LLM_PROTOCOL: 'tgi', LLM_BASE_URL: all.fakes.tgi.url }, async (url) => {
      const { body } = await summarise({ url: postUrl('simple'), mode: 'normal' }, url);
      expect(body.fallback).toBeUndefined();
      expect(body.writer).toBeUndefined();
    });
  });

  it('talks to a TGI server when LLM_PROTOCOL is tgi', async () => {
    await withApp({ LLM_PROTOCOL: 'tgi', LLM_BASE_URL: all.fakes.tgi.url }, async (url) => {
      const { status, body } = await summarise({ url: postUrl('simple'), mode: 'troll' }, url);
      expect(status).toBe(200);
      expect(body.fallback).toBeUndefined();
      expect(all.fakes.tgi.calls[0]!.path).toBe('/generate');
    });
  });
});

describe('POST /api/summary, posts about loss or harm', () => {
  it.each(['troll', 'meme'] as const)(
    '%s on a post about deaths gives the plain Normal card (no jokes, no GIF) and says why',
    async (mode) => {
      await withApp({ LLM_PROTOCOL: 'local', CARD_REUSE_HOURS: '0' }, async (url) => {
        const { status, body } = await summarise({ url: postUrl('earthquake'), mode }, url);
        expect(status).toBe(200);
        expect(body.mode).toBe('normal');
        expect(body.serious).toBe(true);
        expect(body.meme).toBeUndefined();
        const lines = body.summary!.split('\n');
        expect(lines).toHaveLength(3);
        for (const line of lines) {
          expect(
            TROLL_EMOJIS.some((emoji) => line.includes(emoji)),
            line,
          ).toBe(false);
          expect(
            TROLL_JOKES.some((joke) => line.includes(joke)),
            line,
          ).toBe(false);
        }
        expect(body.summary).toMatch(/14 people were killed|earthquake/);
      });
    },
  );

  it('asks a model for the plain card too, and tells troll and meme prompts not to joke about loss', async () => {
    await summarise({ url: postUrl('earthquake'), mode: 'troll' });
    const [call] = modelCalls();
    expect(call?.messages.at(-1)?.content).not.toMatch(/satirical/);
    await summarise({ url: postUrl('simple'), mode: 'troll' });
    expect(
      modelCalls()[1]
        ?.messages.map((m) => m.content)
        .join('\n'),
    ).toMatch(/deaths, disasters, violence or illness, do not joke/);
  });
});

describe('POST /api/summary, new takes with the embedded writer', () => {
  it('makes a different troll card when asked again with regenerate', async () => {
    await withApp({ LLM_PROTOCOL: 'local', CARD_REUSE_HOURS: '1' }, async (url) => {
      const first = await summarise({ url: postUrl('simple'), mode: 'troll' }, url);
      const takes = new Set([first.body.summary]);
      for (let i = 0; i < 6; i++) {
        const again = await summarise(
          { url: postUrl('simple'), mode: 'troll', regenerate: true },
          url,
        );
        expect(again.status).toBe(200);
        takes.add(again.body.summary);
      }
      expect(takes.size).toBeGreaterThan(1);
    });
  });
});

describe('POST /api/summary, refusals', () => {
  it('answers 400 to a body that is not JSON', async () => {
    const { status, body } = await summarise('{not json');
    expect(status).toBe(400);
    expect(body.error).toBe('The request body must be JSON.');
  });

  it('answers 400 to a missing URL', async () => {
    const { status, body } = await summarise({ mode: 'normal' });
    expect(status).toBe(400);
    expect(body.error).toBe('Please send the URL of a post as "url".');
  });

  it('answers 400 to an unknown mode', async () => {
    const { status, body } = await summarise({ url: postUrl('simple'), mode: 'roast' });
    expect(status).toBe(400);
    expect(body.error).toBe('Unknown mode "roast". Use normal, troll, meme, quote.');
    expect(all.fakes.fxtwitter.calls).toHaveLength(0);
  });

  it.each([
    'https://www.threads.net/@zuck/post/C1a2B3c4D5e',
    'https://www.threads.com/@someone/post/DAbCdEfGhIj?xmt=1',
  ])('answers 400 to the Threads link %s, saying Threads posts cannot be read', async (url) => {
    for (const mode of ['normal', 'quote']) {
      const { status, body } = await summarise({ url, mode });
      expect(status).toBe(400);
      expect(body.error).toBe(THREADS_POST_MESSAGE);
    }
    expect(all.fakes.mastodon.calls).toHaveLength(0);
  });

  it('answers 400 to a URL that is not a post, saying what a post link looks like', async () => {
    const { status, body } = await summarise({
      url: 'https://example.com/someone/status/123',
      mode: 'normal',
    });
    expect(status).toBe(400);
    expect(body.error).toBe(
      'That is not the link of a post. A post link looks like https://x.com/someone/status/1234567890 (X), https://bsky.app/profile/someone.bsky.social/post/3kabc2defgh2x (Bluesky) or https://mastodon.social/@someone/1234567890 (Mastodon).',
    );
  });

  it('passes on 404 for a deleted post, without generating', async () => {
    const { status, body } = await summarise({ url: postUrl('deleted'), mode: 'normal' });
    expect(status).toBe(404);
    expect(body.error).toMatch(/deleted/i);
    expect(all.fakes.openai.calls).toHaveLength(0);
  });

  it('answers 429 with Retry-After when the daily budget is used up', async () => {
    await withApp({ LLM_DAILY_BUDGET: '0' }, async (url) => {
      const { status, headers, body } = await summarise(
        { url: postUrl('simple'), mode: 'normal' },
        url,
      );
      expect(status).toBe(429);
      expect(Number(headers.get('retry-after'))).toBeGreaterThan(0);
      expect(body.error).toMatch(/budget/i);
      expect(all.fakes.openai.calls).toHaveLength(0);
    });
  });

  it('does not count local-writer summaries against the budget', async () => {
    await withApp({ LLM_DAILY_BUDGET: '0', LLM_PROTOCOL: 'local' }, async (url) => {
      const { status } = await summarise({ url: postUrl('simple'), mode: 'normal' }, url);
      expect(status).toBe(200);
    });
  });
});

describe('POST /api/summary, stored cards', () => {
  let cards: TestApp;
  beforeAll(async () => {
    cards = await startTestApp({
      ...all.env,
      RATE_LIMIT_PER_MINUTE: '10000',
      CARD_REUSE_HOURS: '24',
    });
  });
  afterAll(async () => {
    await cards?.close();
  });
  const ask = (body: unknown) => summarise(body, cards.url);

  it('stores every generated card under a short id and answers its absolute link', async () => {
    const { status, body } = await ask({ url: postUrl('simple'), mode: 'troll', regenerate: true });
    expect(status).toBe(200);
    expect(body.id).toMatch(/^[A-Za-z0-9_-]{8,12}$/);
    expect(body.url).toBe(`${cards.url}/c/${body.id}`);
    const stored = await cards.services.cards.get(body.id!);
    expect(stored).toMatchObject({
      id: body.id,
      mode: 'troll',
      username: 'mayabuilds',
      profileImage: body.profileImage,
      summary: body.summary,
      postId: SAMPLE_POSTS.simple.id,
      postUrl: `https://x.com/mayabuilds/status/${SAMPLE_POSTS.simple.id}`,
    });
    expect(Date.now() - stored!.createdAt).toBeLessThan(60_000);
  });

  it('answers the stored card again for the same post and mode, with no model call', async () => {
    const first = await ask({ url: postUrl('simple'), mode: 'normal', regenerate: true });
    all.reset();
    const again = await ask({
      url: `https://twitter.com/x/status/${SAMPLE_POSTS.simple.id}?s=20`,
      mode: 'normal',
    });
    expect(again.body).toEqual(first.body);
    expect(all.fakes.openai.calls).toHaveLength(0);
  });

  it('makes a new card with regenerate: true, and refuses a regenerate that is not a boolean', async () => {
    const first = await ask({ url: postUrl('simple'), mode: 'normal' });
    all.reset();
    const fresh = await ask({ url: postUrl('simple'), mode: 'normal', regenerate: true });
    expect(fresh.body.id).toBeDefined();
    expect(fresh.body.id).not.toBe(first.body.id);
    expect(all.fakes.openai.calls).toHaveLength(1);
    const bad = await ask({ url: postUrl('simple'), mode: 'normal', regenerate: 'yes' });
    expect(bad.status).toBe(400);
  });

  it('stores only what the server made: card fields a client sends are ignored', async () => {
    const { body } = await ask({
      url: postUrl('simple'),
      mode: 'normal',
      regenerate: true,
      username: 'forger',
      summary: '• Forged line',
      profileImage: 'https://evil.example/a.png',
      id: 'chosenId123',
    });
    expect(body.id).not.toBe('chosenId123');
    const stored = await cards.services.cards.get(body.id!);
    expect(JSON.stringify(stored)).not.toMatch(/forger|Forged|evil\.example/);
    expect(await cards.services.cards.get('chosenId123')).toBeUndefined();
  });

  it('stores meme cards with their caption and picture', async () => {
    const { body } = await ask({ url: postUrl('simple'), mode: 'meme', regenerate: true });
    expect((await cards.services.cards.get(body.id!))?.meme).toEqual(body.meme);
  });

  it('never stores a fallback, and never reuses one', async () => {
    all.fakes.openai.setScenario('http-500');
    const { body } = await ask({ url: postUrl('thread'), mode: 'normal', regenerate: true });
    expect(body.fallback).toBe(true);
    expect(body.id).toBeUndefined();
    expect(body.url).toBeUndefined();
    all.reset();
    const next = await ask({ url: postUrl('thread'), mode: 'normal' });
    expect(next.body.fallback).toBeUndefined();
    expect(all.fakes.openai.calls).toHaveLength(1);
  });

  it.each([
    ['normal', 'summary'],
    ['troll', 'troll'],
    ['meme', 'meme'],
  ] as const)(
    'answers a %s refusal as the flagged fallback: counted, never stored',
    async (mode, kind) => {
      const counted = vi.spyOn(cards.services.metrics, 'countFallback');
      all.fakes.openai.setScenario('refusal');
      const { status, body } = await ask({ url: postUrl('long'), mode, regenerate: true });
      expect(status).toBe(200);
      expect(body.fallback).toBe(true);
      expect(body.id).toBeUndefined();
      expect(body.url).toBeUndefined();
      if (mode === 'normal') expect(body.summary).toBe(formatSummary([...FALLBACK_SUMMARY]));
      if (mode === 'meme') expect(body.meme!.caption).toBe(FALLBACK_MEME_CAPTION);
      if (mode === 'troll') {
        for (const line of body.summary!.split('\n')) {
          expect(TROLL_JOKES.some((joke) => line.startsWith(`• ${joke}`))).toBe(true);
        }
      }
      expect(counted).toHaveBeenCalledWith(kind);
      counted.mockRestore();
      all.reset();
      // Nothing was stored that a later request could be answered with.
      const since = Date.now() - 60_000;
      const stored = await cards.services.cards.findRecent(SAMPLE_POSTS.long.id, mode, since);
      expect(stored).toBeUndefined();
    },
  );

  it('links on PUBLIC_URL when it is set', async () => {
    await withApp({ PUBLIC_URL: 'https://sum.example.com/' }, async (url) => {
      const { body } = await summarise({ url: postUrl('simple'), mode: 'normal' }, url);
      expect(body.url).toBe(`https://sum.example.com/c/${body.id}`);
    });
  });

  it('still answers the card, without a link, when the store cannot be written', async () => {
    await withApp({ DATA_DIR: '/dev/null/cards' }, async (url) => {
      const { status, body } = await summarise({ url: postUrl('simple'), mode: 'normal' }, url);
      expect(status).toBe(200);
      expect(body.summary!.split('\n')).toHaveLength(3);
      expect(body.fallback).toBeUndefined();
      expect(body.id).toBeUndefined();
      expect(body.url).toBeUndefined();
    });
  });
});

describe('POST /api/summary with pasted text', () => {
  const TEXT =
    'Our library now lends tools as well as books. A drill, a ladder or a sewing machine can be borrowed for a week with the same card. Forty items went out on the first day.';
  const postCalls = () =>
    all.fakes.fxtwitter.calls.length +
    all.fakes.syndication.calls.length +
    all.fakes.oembed.calls.length +
    all.fakes.bluesky.calls.length +
    all.fakes.mastodon.calls.length;

  it('makes a stored card without fetching anything: no handle, no avatar, no post link', async () => {
    const { status, body } = await summarise({ text: TEXT, mode: 'normal' });
    expect(status).toBe(200);
    expect(body.summary?.split('\n')).toHaveLength(3);
    expect(body).toMatchObject({ mode: 'normal', username: '', profileImage: '' });
    expect(body).not.toHaveProperty('postUrl');
    expect(body).not.toHaveProperty('network');
    expect(body.id).toMatch(/\S/);
    expect(await app.services.cards.get(body.id ?? '')).toMatchObject({ username: '' });
    expect(postCalls()).toBe(0);
    expect(JSON.stringify(modelCalls().at(-1))).toContain('Our library now lends tools');
  });

  it.each([
    [{ text: '   ', mode: 'normal' }, "Please paste the post's text: 1 to 20,000 characters."],
    [
      { text: 'a'.repeat(20_001), mode: 'normal' },
      "Please paste the post's text: 1 to 20,000 characters.",
    ],
    [
      { text: TEXT, url: 'https://x.com/a/status/1', mode: 'normal' },
      'Please send either "url" or "text", not both.',
    ],
    [{ text: 42, mode: 'normal' }, 'Please send the post\'s text as "text".'],
  ])('refuses %j with 400', async (request, message) => {
    const { status, body } = await summarise(request);
    expect(status).toBe(400);
    expect(body.error).toBe(message);
    expect(modelCalls()).toHaveLength(0);
  });

  it('takes 20,000 characters', async () => {
    const { status } = await summarise({
      text: `${TEXT} `.repeat(200).slice(0, 20_000),
      mode: 'troll',
    });
    expect(status).toBe(200);
  });
});
