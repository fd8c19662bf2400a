/**
 * The first partial goes out with a line's first words, not with the whole line (issue 37 item 3),
 * read on the wire against the OpenAI fake writing one word at a time (`words-<ms>`): in Normal,
 * Troll, a meme caption and a thread. The partials coalesce: never more than one a word.
 */
import { createParser } from 'eventsource-parser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StreamedCall } from '#fakes/fake-model-stream.ts';
import { SAMPLE_POSTS } from '#fakes/sample-posts.ts';
import { type AllFakes, startAllFakes } from '#fakes/start-all-fakes.ts';
import { startTestApp, type TestApp } from '#test/start-test-app.ts';

const POST = SAMPLE_POSTS.simple;
const POST_URL = `https://x.com/${POST.author.screenName}/status/${POST.id}`;
const THREAD_TEXT =
  'Our team moved the whole billing system to a new database last month. The migration took 47 minutes of downtime instead of the planned four hours. We rehearsed it three times on copies of production data.';

let all: AllFakes;
let app: TestApp;

interface Partial {
  data: { summary?: string; posts?: string[]; meme?: { caption: string } };
  /** How many words the fake had written, and how many lines it had finished, when it arrived. */
  wordsSent: number;
  linesSent: number;
}

/**
 * Reads the stream's events, noting for each partial how far the fake was; with `firstOnly`, stops
 * at the first partial (the rest of the answer is not waited for).
 */
async function readPartials(path: string, body: unknown, firstOnly: boolean) {
  const controller = new AbortController();
  const response = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify(body),
    signal: controller.signal,
  });
  const partials: Partial[] = [];
  let done: Record<string, unknown> | undefined;
  const parser = createParser({
    onEvent(message) {
      const data = JSON.parse(message.data);
      if (message.event === 'done') done = data;
      if (message.event !== 'partial') return;
      const call = all.fakes.openai.calls.at(-1) as StreamedCall | undefined;
      partials.push({
        data,
        wordsSent: call?.wordsSent ?? 0,
        linesSent: call?.lineSentAt?.length ?? 0,
      });
    },
  });
  const decoder = new TextDecoder();
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      parser.feed(decoder.decode(chunk, { stream: true }));
      if (firstOnly && partials.length > 0) break;
    }
  } finally {
    controller.abort();
  }
  return { partials, done };
}

beforeAll(async () => {
  all = await startAllFakes();
  app = await startTestApp({ ...all.env, RATE_LIMIT_PER_MINUTE: '10000' });
});
afterAll(async () => {
  await app?.close();
  await all?.close();
});
beforeEach(() => all.reset());

describe('the first partial carries the first words', () => {
  it.each(['normal', 'troll'] as const)(
    'of a %s card, before its first line is written',
    async (mode) => {
      all.fakes.openai.setScenario('words-250-bare');
      const { partials } = await readPartials('/api/summary', { url: POST_URL, mode }, true);
      const first = partials[0];
      expect(first).toBeDefined();
      // The model had written words, but not the end of its first line.
      expect(first?.linesSent).toBe(0);
      const shown = first?.data.summary?.split('\n') ?? [];
      expect(shown).toHaveLength(1);
      // The shaper's own words ("1." goes, a troll line gets its emoji): at least two of the model's.
      const words = shown[0]?.replace(/^• /, '').replace(/\s\p{Extended_Pictographic}$/u, '');
      expect(words?.split(' ').length).toBeGreaterThanOrEqual(2);
      expect(first?.wordsSent).toBeGreaterThanOrEqual(3);
    },
  );

  it('of a meme caption', async () => {
    all.fakes.openai.setScenario('words-250-bare');
    const { partials } = await readPartials('/api/summary', { url: POST_URL, mode: 'meme' }, true);
    expect(partials[0]?.linesSent).toBe(0);
    expect(partials[0]?.data.meme?.caption.split(' ').length).toBeGreaterThanOrEqual(2);
  });

  it('of a thread’s first post', async () => {
    all.fakes.openai.setScenario('words-250-bare');
    const { partials } = await readPartials(
      '/api/thread',
      { text: THREAD_TEXT, style: 'standard' },
      true,
    );
    const first = partials[0];
    expect(first?.linesSent).toBe(0);
    expect(first?.data.posts).toHaveLength(1);
    expect(first?.data.posts?.[0]?.split(' ').length).toBeGreaterThanOrEqual(2);
  });
});

describe('partials while a line is written', () => {
  it('come a word or more apart, each the head of the card that follows', async () => {
    all.fakes.openai.setScenario('words-30-bare');
    const { partials, done } = await readPartials(
      '/api/summary',
      { url: POST_URL, mode: 'normal' },
      false,
    );
    expect(done).toBeDefined();
    const words = String(done?.summary).split(/\s+/).length;
    // More than one a line (the first words show), never more than one a word.
    expect(partials.length).toBeGreaterThan(3);
    expect(partials.length).toBeLessThanOrEqual(words);
    const seen = new Set(partials.map((partial) => partial.data.summary));
    expect(seen.size).toBe(partials.length);
    // Each partial heads the final card: finished lines whole, the last one a start of its line.
    const finalLines = String(done?.summary).split('\n');
    for (const partial of partials) {
      const lines = (partial.data.summary ?? '').split('\n');
      lines.forEach((line, index) => {
        if (index < lines.length - 1) expect(line).toBe(finalLines[index]);
        else expect(finalLines[index]?.startsWith(line.replace(/…$/, ''))).toBe(true);
      });
    }
    // A partial never shows a word the fake had not finished: the next one had begun.
    for (const partial of partials) {
      const shown = (partial.data.summary ?? '').split(/\s+/).filter((word) => word !== '•');
      expect(shown.length).toBeLessThanOrEqual(partial.wordsSent);
    }
  });
});
