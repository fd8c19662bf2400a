/**
 * Section 10's last rows: Normal, Troll, Meme, two thread styles and a 10-post thread's Normal card
 * after one another on a model of their own, once its background reading is done: the tokens read
 * of each prompt, the first token and the first text, each against the floor of its own text.
 */
import { markedThreadText, type ThreadStyleId, type WrittenCardMode } from '#core/index.ts';
import { loadConfig } from '#server/config/index.ts';
import {
  createEmbeddedModel,
  type EmbeddedModel,
  fitPrompt,
  type GenerationFigures,
  jsonTextReader,
} from '#server/generation/runtime/index.ts';
import { createLogger } from '#server/logging/logger.ts';
import type { GenerationRequest } from '#server/services.ts';
import {
  averageFloor,
  type FloorFigures,
  measureFloor,
  type RuntimeFloor,
} from './runtime-floor.ts';

/** Posts in the thread measured beside one post (issue 39: its goals hold up to 10). */
export const THREAD_POSTS = 10;

export interface ModeRun {
  label: string;
  after: string;
  floor: FloorFigures;
  figures: GenerationFigures;
  firstTextMs: number | undefined;
}

/**
 * Each mode and thread style after another, on a model of their own in this process: tokens read
 * of each prompt, first token and first text, against the floor; `nextPost` gives a new post.
 */
export async function measureModes(
  file: string,
  threads: number,
  floor: RuntimeFloor,
  nextPost: () => string,
): Promise<ModeRun[]> {
  let seed = 0;
  /** A new author's thread of 10 new posts, marked as the writer is given it. */
  const nextThread = () =>
    markedThreadText(
      Array.from({ length: THREAD_POSTS }, () => nextPost()),
      THREAD_POSTS,
    );
  const figures: GenerationFigures[] = [];
  const config = loadConfig({
    EMBEDDED_MODEL: file,
    EMBEDDED_MODEL_THREADS: String(threads),
    LOG_LEVEL: 'silent',
  });
  const model: EmbeddedModel = createEmbeddedModel({
    config: config.embedded,
    logger: createLogger('silent'),
    onGenerated: (figure) => figures.push(figure),
  });
  await model.start();
  await model.whenInstructionsRead();
  const order: Array<[string, (text: string) => GenerationRequest, () => string]> = [];
  const card =
    (mode: WrittenCardMode) =>
    (text: string): GenerationRequest => ({
      kind: 'summary',
      mode,
      prompt: '',
      sourceText: text,
      lang: 'en',
      parameters: { max_new_tokens: 200, temperature: 0.7, seed },
    });
  const thread =
    (style: ThreadStyleId) =>
    (text: string): GenerationRequest => ({
      kind: 'thread',
      style,
      network: 'x',
      prompt: '',
      sourceText: text,
      parameters: { max_new_tokens: 1_000, temperature: 0.7, seed },
    });
  for (const [label, make] of [
    ['Normal', card('normal')],
    ['Troll', card('troll')],
    ['Meme', card('meme')],
    ['thread, Standard', thread('standard')],
    ['Normal', card('normal')],
    ['thread, Crypto Bro', thread('cryptobro')],
    ['Meme', card('meme')],
    ['Troll', card('troll')],
  ] as const)
    order.push([label, make, nextPost]);
  // Issue 39: a thread's first line, beside one post's, against the floor of its own longer text.
  order.splice(5, 0, [`Normal, a ${THREAD_POSTS}-post thread`, card('normal'), nextThread]);
  const runs: ModeRun[] = [];
  try {
    let after = 'the model loaded (instructions read ahead)';
    for (const [label, make, source] of order) {
      const text = source();
      seed += 1;
      const fitted = fitPrompt(make(text), model);
      const floorBefore = await measureFloor(floor, text);
      const asked = performance.now();
      let firstText: number | undefined;
      // The first text is the first piece the JSON reader gives, as the route reads it.
      const read = jsonTextReader(fitted.shape);
      const seen = figures.length;
      // A few tokens are enough to time the first: the whole answer is (a)'s to measure.
      await model.complete({
        system: fitted.prompt.system,
        user: fitted.prompt.user,
        schema: fitted.schema,
        maxTokens: 8,
        temperature: 0.7,
        seed,
        onText: (piece) => {
          // A thread's reader names each post ("Post 1: ") before the model writes a word of it.
          if (
            read(piece)
              ?.replace(/Post \d+: /g, '')
              .trim()
          )
            firstText ??= performance.now();
        },
      });
      const figure = figures[seen];
      if (!figure) throw new Error(`${label}: no figures`);
      runs.push({
        label,
        after,
        floor: averageFloor(floorBefore, await measureFloor(floor, text)),
        figures: figure,
        firstTextMs: firstText === undefined ? undefined : firstText - asked,
      });
      after = label;
    }
  } finally {
    await model.close();
  }
  return runs;
}
