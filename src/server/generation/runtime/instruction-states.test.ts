/**
 * Every mode's instructions read once, ahead, and kept: on the tiny test model with its real
 * runtime, a new post costs only its own turn whichever mode or thread style ran last, counted
 * in the tokens the runtime read (no clock involved).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THREAD_STYLE_IDS, type ThreadStyleId, type WrittenCardMode } from '#core/index.ts';
import { sharedRuntime } from '#test/runtime-with.ts';
import { writeTinyGguf } from '#test/tiny-gguf.ts';
import { loadConfig } from '../../config/index.ts';
import { createLogger } from '../../logging/logger.ts';
import type { GenerationRequest, TextGenerator } from '../../services.ts';
import { createEmbeddedGenerator } from '../providers/index.ts';
import {
  type CompletionJob,
  createEmbeddedModel,
  type EmbeddedModel,
  type GenerationFigures,
} from './embedded-model.ts';
import { smallModelAsk } from './small-model-ask.ts';

let dir: string;
let model: EmbeddedModel;
let writer: TextGenerator | undefined;
const figures: GenerationFigures[] = [];
const jobs: CompletionJob[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'summary-instructions-'));
  const modelPath = join(dir, 'tiny.gguf');
  await writeTinyGguf(modelPath);
  const config = loadConfig({
    EMBEDDED_MODEL: modelPath,
    EMBEDDED_MODEL_THREADS: '1',
    // The thread maker's instructions take about 830 of the tiny model's byte-sized tokens.
    EMBEDDED_MODEL_CONTEXT: '2048',
    EMBEDDED_MODEL_SEQUENCES: '1',
    DATA_DIR: dir,
  });
  model = createEmbeddedModel({
    config: config.embedded,
    logger: createLogger('silent'),
    runtime: sharedRuntime,
    onGenerated: (figure) => figures.push(figure),
  });
  await model.start();
  const watched: EmbeddedModel = Object.create(model, {
    complete: {
      value: (job: CompletionJob, signal?: AbortSignal) => {
        jobs.push(job);
        return model.complete(job, signal);
      },
    },
  });
  writer = createEmbeddedGenerator(watched, {
    name: 'local',
    generate: async () => '',
  }).answerer?.();
});

afterAll(async () => {
  await model?.close();
  await rm(dir, { recursive: true, force: true });
});

let posts = 0;
/** A post never asked before: its words, its boundary and its tokens are new. */
function newPost(): string {
  posts += 1;
  return `Post ${posts}: the bakery on Mill Lane reopened after ${posts * 3} months, and the first loaves sold out by nine.`;
}

const card = (mode: WrittenCardMode): GenerationRequest => ({
  kind: 'summary',
  mode,
  prompt: '',
  sourceText: newPost(),
  parameters: { max_new_tokens: 200, temperature: 0.7, seed: posts },
});

const thread = (style: ThreadStyleId): GenerationRequest => ({
  kind: 'thread',
  style,
  network: 'mastodon',
  prompt: '',
  sourceText: newPost(),
  parameters: { max_new_tokens: 1_000, temperature: 0.7, seed: posts },
});

/**
 * The tokens the request's own turn takes: its prompt less what every prompt of its mode starts
 * with (the same prompt for another post, compared token by token).
 */
function turnTokens(request: GenerationRequest): number {
  const ask = smallModelAsk(request);
  const other = smallModelAsk({ ...request, sourceText: 'Something else entirely.' });
  const all = model.promptTokens(ask.prompt, ask.schema);
  const instructions = model.promptTokens({ system: ask.prompt.system, user: '' }, ask.schema);
  // The instructions' share: what both prompts hold before their posts differ.
  expect(ask.prompt.system).toBe(other.prompt.system);
  return all - instructions;
}

describe("every mode's instructions, read ahead", () => {
  it('reads only the turn of a new post, whichever mode or thread style ran last', async () => {
    await model.whenInstructionsRead();
    const order: GenerationRequest[] = [
      card('normal'),
      card('troll'),
      card('meme'),
      card('normal'),
      thread('standard'),
      card('troll'),
      ...THREAD_STYLE_IDS.map(thread),
      card('meme'),
    ];
    for (const request of order) {
      const seen = figures.length;
      await writer?.generate(request).catch(() => undefined);
      const figure = figures[seen];
      if (!figure) throw new Error(`no answer for ${JSON.stringify(request).slice(0, 80)}`);
      const job = jobs.at(-1);
      expect(job?.system).toBe(smallModelAsk(request).prompt.system);
      // The sequence held this mode's instructions (or loaded them): it read the post's turn,
      // never the instructions again.
      // The template's join of the messages and the answer's opening are a dozen of the tiny
      // model's byte-sized tokens (a handful of Qwen's).
      expect(figure.readTokens).toBeLessThanOrEqual(turnTokens(request) + 16);
      expect(figure.readTokens).toBeGreaterThan(0);
      expect(figure.promptTokens - figure.readTokens).toBeGreaterThan(600);
    }
  }, 180_000);

  it('reads only the turn of a post asked in another language: the language is in the turn (issue 45)', async () => {
    await model.whenInstructionsRead();
    const order: GenerationRequest[] = [
      { ...card('normal'), language: 'ja' },
      { ...card('meme'), language: 'ar' },
      { ...thread('standard'), language: 'es' },
      { ...card('troll'), language: 'zh' },
    ];
    for (const request of order) {
      const seen = figures.length;
      await writer?.generate(request).catch(() => undefined);
      const figure = figures[seen];
      if (!figure) throw new Error(`no answer for ${JSON.stringify(request).slice(0, 80)}`);
      const job = jobs.at(-1);
      // The instructions read ahead, those of the same mode asked in no language.
      expect(job?.system).toBe(smallModelAsk({ ...request, language: undefined }).prompt.system);
      expect(job?.user).toMatch(/in (Japanese|Arabic|Spanish|Chinese)/);
      expect(figure.readTokens).toBeLessThanOrEqual(turnTokens(request) + 16);
      expect(figure.promptTokens - figure.readTokens).toBeGreaterThan(600);
    }
  }, 120_000);
  it('after a card the guard asked again for, reads only the turn of the next new post', async () => {
    await model.whenInstructionsRead();
    const asked = card('normal');
    const readFor = async (request: GenerationRequest, streamed: boolean) => {
      const seen = figures.length;
      if (streamed) for await (const _piece of writer?.stream?.(request) ?? []);
      else await writer?.generate(request);
      const figure = figures[seen];
      if (!figure) throw new Error('no answer');
      return figure.readTokens;
    };
    // The card streamed, then asked again naming what its lines may not state, as the guard does.
    await readFor(asked, true);
    await readFor({ ...asked, unsupportedClaims: ['14 months', 'Mill Lane'] }, false);
    for (const next of [card('normal'), card('normal')]) {
      // The instructions' saved state is in place: the post's turn is read, nothing more.
      expect(await readFor(next, true)).toBeLessThanOrEqual(turnTokens(next) + 16);
    }
  }, 60_000);

  it('keeps the first words out of the JSON: the model reads the answer’s opening, it does not write it', async () => {
    const seen = figures.length;
    const pieces: string[] = [];
    for await (const piece of writer?.stream?.(card('normal')) ?? []) pieces.push(piece);
    const job = jobs.at(-1);
    expect(job).toBeDefined();
    expect(figures[seen]?.writtenTokens).toBeGreaterThan(0);
    // The answer's JSON, whole, begins with the opening the model was given.
    const answer = await model.complete({ ...(job as CompletionJob), onText: undefined });
    expect(answer.startsWith('{"lines":["')).toBe(true);
    const parsed = JSON.parse(answer) as { lines: string[] };
    expect(parsed.lines).toHaveLength(3);
  }, 60_000);
});
