/**
 * A Bluesky thread whose postgates cannot all be read (issue 38 item 2, issue 39 item 1), through
 * POST /api/summary in plain JSON and as a stream, and the card's page: a postgate that fails on
 * the asked post or on one later post lets Normal, Troll and Meme go on (a later post whose choice
 * cannot be read is left out, as a post whose author turned quoting off is, from Quote too), and
 * refuses Quote when the asked post's own postgate cannot be read, with a message naming Bluesky.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SummaryResponse } from '#core/index.ts';
import {
  blueskyLongPost,
  LONG_THREAD_AUTHOR,
  LONG_THREAD_GATED,
  LONG_THREAD_LABELLED,
} from '#fakes/bluesky-long-thread.ts';
import { longThreadText } from '#fakes/long-thread-texts.ts';
import type { AllFakes } from '#fakes/start-all-fakes.ts';
import { postJson } from '#test/post-json.ts';
import { closeAppWithFakes, startAppWithFakes } from '#test/start-app-with-fakes.ts';
import type { TestApp } from '#test/start-test-app.ts';

let all: AllFakes;
let app: TestApp;

beforeAll(async () => {
  // A built page for /c/<id> to put the card's thread into.
  const staticDir = mkdtempSync(join(tmpdir(), 'thread-postgates-'));
  writeFileSync(
    join(staticDir, 'index.html'),
    '<!doctype html><html><head><title>Summary</title></head><body><div id="root"></div></body></html>',
  );
  ({ all, app } = await startAppWithFakes({
    RATE_LIMIT_PER_MINUTE: '10000',
    STATIC_DIR: staticDir,
  }));
});
afterAll(async () => closeAppWithFakes(app, all));
beforeEach(() => all.reset());

/** The asked post: the 13th of the long thread, whose card reads its posts 1 to 25. */
const ASKED = 13;
/** A later post of it with no choice of its own: its postgate is the one that fails. */
const LATER = 17;
const url = `https://bsky.app/profile/${LONG_THREAD_AUTHOR.handle}/post/${blueskyLongPost(ASKED)}`;

/** The card as JSON, or the stream's `done` (or its error answer). */
async function card(mode: string, stream: boolean) {
  if (!stream) return postJson<SummaryResponse>(`${app.url}/api/summary`, { url, mode });
  const response = await fetch(`${app.url}/api/summary`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ url, mode }),
  });
  const text = await response.text();
  if (!response.ok)
    return {
      status: response.status,
      body: JSON.parse(text) as SummaryResponse & { error?: string },
    };
  const done = /event: done\ndata: (.*)\n/.exec(text)?.[1] ?? '{}';
  return {
    status: response.status,
    body: JSON.parse(done) as SummaryResponse & { error?: string },
  };
}

const prompt = () => all.fakes.openai.calls.map((call) => call.body).join('\n');

describe.each([false, true])(
  'a Bluesky thread whose postgates cannot all be read (stream: %s)',
  (stream) => {
    it('goes on without the later post whose postgate failed, in Normal, Troll and Meme', async () => {
      all.fakes.bluesky.setScenario(`postgate-error:${blueskyLongPost(LATER)}`);
      for (const mode of ['normal', 'troll', 'meme']) {
        all.fakes.openai.reset();
        const { status, body } = await card(mode, stream);
        expect(status, mode).toBe(200);
        // 25 read, but the labelled post, the gated one and the one that could not be told.
        expect(body.threadPosts, mode).toBe(22);
        expect(prompt()).toContain(longThreadText(LATER - 1));
        expect(prompt()).not.toContain(longThreadText(LATER));
        expect(prompt()).not.toContain(longThreadText(LONG_THREAD_GATED));
        expect(prompt()).not.toContain(longThreadText(LONG_THREAD_LABELLED));
        const page = await (await fetch(`${app.url}/c/${body.id}`)).text();
        expect(page).toContain('The whole thread (22 posts)');
        expect(page).not.toContain(longThreadText(LATER));
      }
    });

    it('refuses Quote, naming Bluesky, when the asked post’s own postgate failed', async () => {
      all.fakes.bluesky.setScenario(`postgate-error:${blueskyLongPost(ASKED)}`);
      const { status, body } = await card('quote', stream);
      expect(status).toBe(502);
      expect(body.error).toMatch(/Bluesky/);
    });

    it('quotes the thread without a later post whose postgate failed', async () => {
      all.fakes.bluesky.setScenario(`postgate-error:${blueskyLongPost(LATER)}`);
      const { status, body } = await card('quote', stream);
      expect(status).toBe(200);
      const page = await (await fetch(`${app.url}/c/${body.id}`)).text();
      expect(page).toContain(longThreadText(LATER - 1));
      expect(page).not.toContain(longThreadText(LATER));
      expect(JSON.stringify(body)).not.toContain(longThreadText(LATER));
    });

    it('reads the asked post whose own postgate failed, with the rest of its thread', async () => {
      all.fakes.bluesky.setScenario(`postgate-error:${blueskyLongPost(ASKED)}`);
      const { status, body } = await card('normal', stream);
      expect(status).toBe(200);
      expect(body.threadPosts).toBe(23);
    });
  },
);
