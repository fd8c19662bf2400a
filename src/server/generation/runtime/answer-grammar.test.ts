/**
 * The answer's opening and the grammar of its rest: what the model is given to read, and what
 * holds every token it writes, for each of core's schemas; then the tiny model writing under each.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardAnswerSchema, threadAnswerSchema, threadPostMaxChars } from '#core/index.ts';
import { sharedRuntime } from '#test/runtime-with.ts';
import { writeTinyGguf } from '#test/tiny-gguf.ts';
import { loadConfig } from '../../config/index.ts';
import { createLogger } from '../../logging/logger.ts';
import { answerGrammar } from './answer-grammar.ts';
import { createEmbeddedModel, type EmbeddedModel } from './embedded-model.ts';

describe("the answer's opening and grammar", () => {
  it('opens each shape as every answer of it starts, and leaves the rest to the grammar', () => {
    expect(answerGrammar(cardAnswerSchema('normal')).opening).toBe('{"lines":["');
    expect(answerGrammar(cardAnswerSchema('meme')).opening).toBe('{"caption":"');
    expect(answerGrammar(threadAnswerSchema('x')).opening).toBe('{"posts":["');
  });

  it("holds the count of strings and each string's length from the schema", () => {
    const normal = answerGrammar(cardAnswerSchema('normal')).grammar;
    expect(normal.split('\n')[0]).toBe(
      'root ::= string-1-180 ("\\",\\"" string-1-180){2,2} "\\"]" "}"',
    );
    expect(normal).toMatch(/^string-1-180 ::= char\{1,180\}$/m);
    expect(answerGrammar(cardAnswerSchema('troll')).grammar).toContain('char{1,160}');
    const thread = answerGrammar(threadAnswerSchema('bluesky')).grammar;
    expect(thread).toContain('){3,4}');
    expect(thread).toContain(`char{1,${threadPostMaxChars('bluesky')}}`);
    const meme = answerGrammar(cardAnswerSchema('meme')).grammar;
    expect(meme.split('\n')[0]).toBe(
      'root ::= string-1-200 "\\"" ",\\"gif\\":\\"" string-1-40 "\\"" "}"',
    );
  });
});

let dir: string;
let model: EmbeddedModel;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'summary-answer-grammar-'));
  const modelPath = join(dir, 'tiny.gguf');
  await writeTinyGguf(modelPath);
  const config = loadConfig({
    EMBEDDED_MODEL: modelPath,
    EMBEDDED_MODEL_THREADS: '1',
    EMBEDDED_MODEL_CONTEXT: '2048',
    EMBEDDED_MODEL_SEQUENCES: '1',
    DATA_DIR: dir,
  });
  model = createEmbeddedModel({
    config: config.embedded,
    logger: createLogger('silent'),
    runtime: sharedRuntime,
  });
  await model.start();
});

afterAll(async () => {
  await model?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the tiny model under each grammar', () => {
  const ask = (schema: Parameters<typeof answerGrammar>[0], seed: number) =>
    model.complete({
      system: 'You answer in JSON.',
      user: 'The library opens next week with a maker space.',
      schema,
      maxTokens: 1_500,
      temperature: 0.8,
      seed,
    });

  it('writes a meme: a caption and GIF words, each within its cap', async () => {
    for (const seed of [1, 2]) {
      const answer = JSON.parse(await ask(cardAnswerSchema('meme'), seed)) as Record<
        string,
        string
      >;
      expect(Object.keys(answer)).toEqual(['caption', 'gif']);
      expect(answer.caption?.length).toBeGreaterThan(0);
      expect(answer.caption?.length).toBeLessThanOrEqual(200);
      expect(answer.gif?.length).toBeLessThanOrEqual(40);
    }
  }, 60_000);

  it('writes a troll card of three lines and a Mastodon thread of 4-5 posts, in compact JSON', async () => {
    const troll = await ask(cardAnswerSchema('troll'), 3);
    expect(troll.startsWith('{"lines":["')).toBe(true);
    const lines = (JSON.parse(troll) as { lines: string[] }).lines;
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(160);
    const thread = JSON.parse(await ask(threadAnswerSchema('mastodon'), 4)) as { posts: string[] };
    expect(thread.posts.length).toBeGreaterThanOrEqual(4);
    expect(thread.posts.length).toBeLessThanOrEqual(5);
  }, 60_000);
});
