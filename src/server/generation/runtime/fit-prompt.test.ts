/**
 * The embedded model's prompt budgeted in tokens, on the tiny test model's real tokenizer and
 * chat template in a 1,024-token context: a long text is cut to what fits beside the instructions
 * and the answer's room, and the language line and the answer format are always in what the
 * model reads.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMALL_MODEL_MAX_SOURCE_CHARS } from '#core/index.ts';
import { sharedRuntime } from '#test/runtime-with.ts';
import { writeTinyGguf } from '#test/tiny-gguf.ts';
import { loadConfig } from '../../config/index.ts';
import { createLogger } from '../../logging/logger.ts';
import type { GenerationRequest, TextGenerator } from '../../services.ts';
import { createEmbeddedGenerator } from '../providers/index.ts';
import { type CompletionJob, createEmbeddedModel, type EmbeddedModel } from './embedded-model.ts';
import { fitPrompt, MAX_TOKENS, sourceFits } from './fit-prompt.ts';

let dir: string;
let modelPath: string;
let model: EmbeddedModel;
/** The thread maker's instructions take about 830 of the tiny model's byte-sized tokens. */
let roomier: EmbeddedModel;

const CONTEXT = 1_024;

async function tinyModel(contextSize: number): Promise<EmbeddedModel> {
  const config = loadConfig({
    EMBEDDED_MODEL: modelPath,
    EMBEDDED_MODEL_THREADS: '1',
    EMBEDDED_MODEL_CONTEXT: String(contextSize),
    EMBEDDED_MODEL_SEQUENCES: '1',
    DATA_DIR: dir,
  });
  const made = createEmbeddedModel({
    config: config.embedded,
    logger: createLogger('silent'),
    runtime: sharedRuntime,
  });
  await made.start();
  return made;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'summary-fit-prompt-'));
  modelPath = join(dir, 'tiny.gguf');
  await writeTinyGguf(modelPath);
  model = await tinyModel(CONTEXT);
  roomier = await tinyModel(2 * CONTEXT);
});

afterAll(async () => {
  await model?.close();
  await roomier?.close();
  await rm(dir, { recursive: true, force: true });
});

/** 20,000 characters of Japanese: about three tokens a character for the tiny model. */
const LONG_JAPANESE = '東京の新しい図書館は三月に開館します。建物は古い駅舎です。'
  .repeat(700)
  .slice(0, 20_000);

const card = (sourceText: string, mode: 'normal' | 'meme' = 'normal'): GenerationRequest => ({
  kind: 'summary',
  mode,
  prompt: '',
  sourceText,
  parameters: { max_new_tokens: 200, temperature: 0.7, seed: 1 },
});

const thread = (sourceText: string): GenerationRequest => ({
  kind: 'thread',
  style: 'journalist',
  network: 'bluesky',
  prompt: '',
  sourceText,
  parameters: { max_new_tokens: 1_000, temperature: 0.7, seed: 1 },
});

/** The embedded generator over the tiny model, keeping every job the model was asked. */
function watchedGenerator(of = model): {
  writer: TextGenerator | undefined;
  jobs: CompletionJob[];
} {
  const jobs: CompletionJob[] = [];
  const watched: EmbeddedModel = Object.create(of, {
    complete: {
      value: (job: CompletionJob, signal?: AbortSignal) => {
        jobs.push(job);
        return of.complete(job, signal);
      },
    },
  });
  const rules: TextGenerator = { name: 'local', generate: async () => 'rules' };
  return { writer: createEmbeddedGenerator(watched, rules).answerer?.(), jobs };
}

describe("the embedded model's prompt, budgeted in tokens", () => {
  it('asks for Japanese JSON of a 20,000-character Japanese text in a 1,024-token context', async () => {
    expect(model.contextSize).toBe(CONTEXT);
    const { writer, jobs } = watchedGenerator();
    expect(writer?.name).toBe('embedded');
    await writer?.generate(card(LONG_JAPANESE)).catch(() => undefined);
    const job = jobs[0];
    if (!job) throw new Error('the model was not asked');
    // What the model reads: the language line after a cut of the text, the format in the rules.
    expect(
      job.user.endsWith('The post is in Japanese. Write every line of your answer in Japanese.'),
    ).toBe(true);
    expect(job.system.endsWith('Answer in JSON.')).toBe(true);
    expect(job.user).toContain('…');
    expect(job.user).toContain(LONG_JAPANESE.slice(0, 10));
    // The prompt and the answer's room fit the context, so the runtime has nothing to cut.
    const prompt = { system: job.system, user: job.user };
    expect(model.promptTokens(prompt, job.schema) + job.maxTokens).toBeLessThan(CONTEXT);
    expect(job.maxTokens).toBeGreaterThan(0);
  });

  it('keeps the post whole when it fits, and cuts it as little as the budget allows', () => {
    const short = card('The library opens next week with a maker space and free study rooms.');
    const fitted = fitPrompt(short, model);
    expect(fitted.whole).toBe(true);
    expect(fitted.prompt.user).toContain(short.sourceText);
    expect(fitted.maxTokens).toBeLessThanOrEqual(MAX_TOKENS.lines);

    const long = fitPrompt(card(LONG_JAPANESE), model);
    expect(long.whole).toBe(false);
    const room = CONTEXT - long.maxTokens - 1;
    expect(model.promptTokens(long.prompt, long.schema)).toBeLessThanOrEqual(room);
    // The cut is where the budget ends: a little more would not fit, a little less fits whole.
    const user = long.prompt.user;
    const kept = user.slice(user.indexOf('\n') + 1, user.indexOf('…'));
    expect(LONG_JAPANESE.startsWith(kept)).toBe(true);
    expect(sourceFits(card(LONG_JAPANESE.slice(0, kept.length + 20)), model)).toBe(false);
    expect(sourceFits(card(kept.slice(0, kept.length - 20)), model)).toBe(true);
  });

  it('gives a thread its language line, its network and its format whatever the text', () => {
    const fitted = fitPrompt(thread(LONG_JAPANESE), roomier);
    expect(fitted.prompt.user).toContain('Write the thread for Bluesky');
    expect(fitted.prompt.user.endsWith('Write every line of your answer in Japanese.')).toBe(true);
    expect(fitted.prompt.system.endsWith('Answer in JSON.')).toBe(true);
    expect(roomier.promptTokens(fitted.prompt, fitted.schema) + fitted.maxTokens).toBeLessThan(
      2 * CONTEXT,
    );
  });

  it('refuses a context too small for the instructions themselves, rather than cut them', () => {
    // The tiny model's thread instructions and a minimal answer do not fit 1,024 tokens.
    expect(() => fitPrompt(thread('A short text.'), model)).toThrow(/EMBEDDED_MODEL_CONTEXT/);
    expect(sourceFits(thread('A short text.'), model)).toBe(false);
  });

  it('tells whether a source fits whole (TextGenerator.sourceFits), as the prompt is cut', () => {
    const { writer } = watchedGenerator(roomier);
    const short = thread('A short text about the new library.');
    expect(sourceFits(short, roomier)).toBe(true);
    expect(writer?.sourceFits?.(short)).toBe(true);
    const long = thread(LONG_JAPANESE.slice(0, 2_000));
    expect(long.sourceText.length).toBeLessThan(SMALL_MODEL_MAX_SOURCE_CHARS);
    expect(writer?.sourceFits?.(long)).toBe(false);
    expect(fitPrompt(long, roomier).whole).toBe(false);
    // The longest text that fits, found by the cut: a little more does not, a little less does.
    const cut = fitPrompt(long, roomier).prompt.user;
    const kept = cut.slice(cut.indexOf('\n') + 1, cut.indexOf('…'));
    expect(writer?.sourceFits?.(thread(kept.slice(0, kept.length - 20)))).toBe(true);
    expect(writer?.sourceFits?.(thread(LONG_JAPANESE.slice(0, kept.length + 20)))).toBe(false);
  });
});
