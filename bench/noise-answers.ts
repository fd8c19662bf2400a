/**
 * Captures the shaped model's own noise (bench/shaped-model.ts: the default model's shape with
 * random weights) as the route's generator sees it: each Normal card answer's onText pieces, with
 * when each came after the request, for the first-partial harness (bench/first-partial.ts; the
 * eight answers in test/fixtures/shaped-noise-answers.json came from here, read by it and by
 * src/server/writing/stream-noise-first-word.test.ts).
 * A few answers only, each cut after its first line and a little of the second: the first partial
 * is all this is about. `node --import tsx bench/noise-answers.ts [answers] [out.json] [first answer]`, 1 thread,
 * a few minutes ([first answer] starts elsewhere); BENCH_SPEED_MODEL=<file.gguf> reads another file.
 */
import { writeFileSync } from 'node:fs';
import { loadConfig } from '#server/config/index.ts';
import { createEmbeddedModel, fitPrompt } from '#server/generation/runtime/index.ts';
import { createLogger } from '#server/logging/logger.ts';
import type { GenerationRequest } from '#server/services.ts';
import { newPost } from './new-posts.ts';
import { ensureShapedModel } from './shaped-model.ts';

/** One captured answer: the post, and the pieces onText gave with ms after the request. */
export interface NoiseAnswer {
  post: string;
  pieces: Array<{ text: string; ms: number }>;
}

const count = Number(process.argv[2] ?? 4);
const out = process.argv[3] ?? 'bench/results/noise-answers.json';
/** The first answer's number: another run writes other answers (posts and seeds). */
const first = Number(process.argv[4] ?? 0);
const file = process.env.BENCH_SPEED_MODEL ?? (await ensureShapedModel());
const config = loadConfig({
  EMBEDDED_MODEL: file,
  EMBEDDED_MODEL_THREADS: process.env.EMBEDDED_MODEL_THREADS ?? '1',
  EMBEDDED_MODEL_CONTEXT: '2048',
  EMBEDDED_MODEL_SEQUENCES: '1',
  LOG_LEVEL: 'silent',
});
const model = createEmbeddedModel({
  config: config.embedded,
  logger: createLogger('silent'),
});
await model.start();
const answers: NoiseAnswer[] = [];
try {
  for (let index = first; index < first + count; index++) {
    // Posts the bench's section 10 does not send (it starts at 0), each new to the model.
    const post = newPost(500 + index);
    const request: GenerationRequest = {
      kind: 'summary',
      mode: 'normal',
      prompt: '',
      sourceText: post,
      lang: 'en',
      parameters: { max_new_tokens: 200, temperature: 0.7, seed: index + 1 },
    };
    const fitted = fitPrompt(request, model);
    const pieces: NoiseAnswer['pieces'] = [];
    const asked = performance.now();
    let lines = 0;
    const stop = new AbortController();
    await model
      .complete(
        {
          system: fitted.prompt.system,
          user: fitted.prompt.user,
          schema: fitted.schema,
          maxTokens: 90,
          temperature: 0.7,
          seed: index + 1,
          onText(text) {
            pieces.push({ text, ms: performance.now() - asked });
            // A string closed and the next opened: the first line is whole; a few more pieces.
            if (text.includes('"')) lines += 1;
            if (lines >= 2 && pieces.length > 60) stop.abort(new Error('enough'));
          },
        },
        stop.signal,
      )
      .catch((error: unknown) => {
        if (!stop.signal.aborted) throw error;
      });
    answers.push({
      post,
      pieces: pieces.map((piece) => ({ text: piece.text, ms: Math.round(piece.ms) })),
    });
    console.log(JSON.stringify(answers.at(-1)));
    writeFileSync(out, `${JSON.stringify(answers, null, 1)}\n`);
  }
} finally {
  await model.close();
}
