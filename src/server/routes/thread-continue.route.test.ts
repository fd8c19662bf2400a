/**
 * POST /api/thread says what of the text its thread did not say (`left`), continues from there
 * (`from`, as the answer's `next` gives it), and says how much of a text over 20,000 characters
 * it cut (issue 46, item 3). Over real sockets: the rules writer, and the model fakes.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NETWORK_POST_RULES, type ThreadResponse } from '#core/index.ts';
import type { AllFakes } from '#fakes/start-all-fakes.ts';
import { postEventStream } from '#test/post-event-stream.ts';
import { postJson } from '#test/post-json.ts';
import { closeAppWithFakes, startAppWithFakes } from '#test/start-app-with-fakes.ts';
import { startTestApp, type TestApp } from '#test/start-test-app.ts';
import { manySentences, TEAM_SENTENCES } from '#test/thread-texts.ts';

let all: AllFakes;
let app: TestApp;
/** The same app answering with the rules writer alone. */
let rules: TestApp;

const TEAM_TEXT = TEAM_SENTENCES.join(' ');
const FROM_ERROR =
  '"from" must be { "sentence": n, "post": n }, whole numbers from 0, as an answer\'s "next" gives them.';

const makeThread = (body: unknown, base = rules.url) =>
  postJson<ThreadResponse>(`${base}/api/thread`, body);

/** How many of `sentences`, from the first, the posts say in order. */
function saidInOrder(sentences: readonly string[], posts: readonly string[]): number {
  const joined = posts.join('\n');
  let from = 0;
  let said = 0;
  for (const sentence of sentences) {
    const at = joined.indexOf(sentence, from);
    if (at < 0) break;
    from = at + sentence.length;
    said += 1;
  }
  return said;
}

beforeAll(async () => {
  ({ all, app } = await startAppWithFakes({ RATE_LIMIT_PER_MINUTE: '10000' }));
  rules = await startTestApp({ ...all.env, LLM_PROTOCOL: 'local', RATE_LIMIT_PER_MINUTE: '10000' });
}, 60_000);
afterAll(async () => {
  await rules?.close();
  await closeAppWithFakes(app, all);
});
beforeEach(() => {
  all.reset();
});

describe('POST /api/thread with the rules writer: left and Continue', () => {
  it('says the sentences five posts do not hold, and continues from them, numbering on', async () => {
    const first = await makeThread({ text: TEAM_TEXT, style: 'standard' });
    expect(first.status).toBe(200);
    expect(first.body.posts).toHaveLength(5);
    const placed = saidInOrder(TEAM_SENTENCES, first.body.posts);
    expect(placed).toBeGreaterThan(0);
    expect(first.body.left).toEqual({
      sentences: TEAM_SENTENCES.length - placed,
      characters: TEAM_SENTENCES.slice(placed).join(' ').length,
    });
    expect(first.body.next).toEqual({ sentence: placed, post: 5 });
    const rest = await makeThread({ text: TEAM_TEXT, style: 'standard', from: first.body.next });
    expect(rest.status).toBe(200);
    const remaining = TEAM_SENTENCES.slice(placed);
    expect(saidInOrder(remaining, rest.body.posts)).toBe(remaining.length);
    // The text is all said: nothing left, nothing to continue, and no sentence said twice.
    expect(rest.body.left).toBeUndefined();
    expect(rest.body.next).toBeUndefined();
    for (const sentence of TEAM_SENTENCES.slice(0, placed)) {
      expect(rest.body.posts.join(' ')).not.toContain(sentence);
    }
  });

  it('goes through a text several threads long, each sentence once and in order, on Bluesky', async () => {
    const sentences = manySentences(40);
    const text = sentences.join(' ');
    let said = 0;
    let from: ThreadResponse['next'];
    let post = 0;
    for (let answers = 0; answers < 20; answers++) {
      const { status, body } = await makeThread({
        text,
        style: 'detailed',
        network: 'bluesky',
        ...(from && { from }),
      });
      expect(status).toBe(200);
      for (const item of body.posts) {
        expect(NETWORK_POST_RULES.bluesky.length(item)).toBeLessThanOrEqual(300);
      }
      const placed = saidInOrder(sentences.slice(said), body.posts);
      expect(placed).toBeGreaterThan(0);
      said += placed;
      post += body.posts.length;
      expect(body.left?.sentences ?? 0).toBe(sentences.length - said);
      if (!body.next) break;
      expect(body.next).toEqual({ sentence: said, post });
      from = body.next;
    }
    expect(said).toBe(sentences.length);
  });

  it('says left and next in the streamed answer too', async () => {
    const events = await postEventStream(`${rules.url}/api/thread`, {
      text: TEAM_TEXT,
      style: 'standard',
    });
    const done = events.find((event) => event.event === 'done')?.data as unknown as ThreadResponse;
    expect(done.left?.sentences).toBeGreaterThan(0);
    expect(done.next?.post).toBe(5);
  });

  it('cuts a 50,000-character text after the last sentence within 20,000, and says how much', async () => {
    const sentences = manySentences(600);
    const text = sentences.join(' ').slice(0, 50_000);
    const kept = text.slice(0, 20_000).lastIndexOf('.') + 1;
    const { status, body } = await makeThread({ text, style: 'standard' });
    expect(status).toBe(200);
    expect(body.cut).toEqual({ characters: 50_000 - kept });
    // What is left is counted within the 20,000 characters read, not past the cut.
    const read = sentences.filter(
      (_, index) => sentences.slice(0, index + 1).join(' ').length <= kept,
    );
    const placed = saidInOrder(read, body.posts);
    expect(body.left).toEqual({
      sentences: read.length - placed,
      characters: read.slice(placed).join(' ').length,
    });
  });
});

describe('POST /api/thread with a model: left is what the model was not given', () => {
  it('gives a model server the whole text (it has no count of its own): nothing is left', async () => {
    const { status, body } = await makeThread({ text: TEAM_TEXT, style: 'standard' }, app.url);
    expect(status).toBe(200);
    expect(body.left).toBeUndefined();
    expect(body.next).toBeUndefined();
    const [call] = all.fakes.openai.calls;
    expect(call?.body).toContain('Next quarter we will try the same approach');
  });

  it('tells a model continuing a thread that its posts go on, and gives it the rest only', async () => {
    const { status, body } = await makeThread(
      { text: TEAM_TEXT, style: 'standard', from: { sentence: 12, post: 5 } },
      app.url,
    );
    expect(status).toBe(200);
    expect(body.posts.length).toBeGreaterThanOrEqual(1);
    const prompt = all.fakes.openai.calls[0]?.body ?? '';
    expect(prompt).toContain('continue a thread whose first 5 posts are already written');
    expect(prompt).toContain('The lesson for us is simple');
    expect(prompt).not.toContain('So we split the work.');
  });
});

describe('POST /api/thread, from', () => {
  it.each([
    ['a negative sentence', { sentence: -1, post: 0 }],
    ['a fraction', { sentence: 1.5, post: 5 }],
    ['no post', { sentence: 3 }],
    ['a string', '3'],
    ['another field', { sentence: 3, post: 5, offset: 9 }],
  ])('answers 400 to %s', async (_case, from) => {
    const { status, body } = await makeThread({ text: TEAM_TEXT, style: 'standard', from });
    expect(status).toBe(400);
    expect(body.error).toBe(FROM_ERROR);
  });

  it('answers 400 to a sentence past the text’s last, saying how many it has', async () => {
    const { status, body } = await makeThread({
      text: 'One sentence. Two sentences.',
      style: 'standard',
      from: { sentence: 2, post: 5 },
    });
    expect(status).toBe(400);
    expect(body.error).toBe(
      'There is nothing to continue: the text has 2 sentences, and "from" asks for sentence 3.',
    );
  });
});
