/**
 * The embedded model's speed with a model of the default model's exact shape (bench/shaped-model.ts:
 * Qwen2.5 1.5B Instruct Q4_K_M, random weights, Qwen's tokenizer), beside node-llama-cpp's own
 * floor measured in the same run on the same file (bench/runtime-floor.ts), post by post. Every
 * post is new (bench/new-posts.ts). Issue 37's rows:
 * (a) first text of a new post through the real route, streamed: the first `partial` on the wire,
 *     and the model's first token and first text in the server, each against the floor's first
 *     token for that post (goal ≤ 1.3×);
 * (b) writing tokens a second against the floor's (goal ≥ 90%);
 * (c) the first card after start: load and reading ahead to 'ready', then a card's first text
 *     (goal ≤ 8 s);
 * (d) 12 cards at once: none lost, none waits more than 20 s for its first text;
 * and each mode and thread style after another (and a 10-post thread's Normal card, issue 39), read
 * tokens and first token against the floor.
 * `node --import tsx bench/embedded-speed.ts` prints them alone (minutes on 2 cores).
 */
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import {
  markedThreadText,
  smallModelInstructions,
  type ThreadStyleId,
  type WrittenCardMode,
} from '#core/index.ts';
import { loadConfig } from '#server/config.ts';
import {
  createEmbeddedModel,
  type EmbeddedModel,
  type GenerationFigures,
} from '#server/generation/embedded-model.ts';
import { fitPrompt } from '#server/generation/fit-prompt.ts';
import { jsonTextReader } from '#server/generation/small-model-ask.ts';
import { createLogger } from '#server/logger.ts';
import type { GenerationRequest, TextGenerator } from '#server/services.ts';
import { startTestApp, type TestApp } from '../test/start-test-app.ts';
import { newPost } from './new-posts.ts';
import { createRuntimeFloor, type FloorFigures, type RuntimeFloor } from './runtime-floor.ts';
import { ensureShapedModel } from './shaped-model.ts';

export const SPEED_GOALS = {
  firstTextRatio: 1.3,
  writeShare: 0.9,
  firstCardMs: 8_000,
  waitMs: 20_000,
};
const NEW_POSTS = 5;
const BURST = 12;

/** One streamed card through the route, with the floor of its post. */
export interface RouteRun {
  words: number;
  floor: FloorFigures;
  /** Request sent → first `partial` event read (undefined: none came before `done`). */
  wirePartialMs: number | undefined;
  /** Asked → the model's first token (its own metric, queue included; a generation's mean). */
  modelFirstTokenMs: number;
  /** Generations the card took (2 when the guard asked again). */
  generations: number;
  /** Request sent → the first piece of text out of the model's writer, in the server. */
  modelFirstTextMs: number | undefined;
  doneMs: number;
  /** The model's writing rate for this card (its own metric). */
  writeRate: number;
  writer: 'model' | 'rules';
}

export interface ModeRun {
  label: string;
  after: string;
  floor: FloorFigures;
  figures: GenerationFigures;
  firstTextMs: number | undefined;
}

export interface SpeedFigures {
  file: string;
  threads: number;
  /** Start → 'ready' (load and reading every card mode's instructions ahead). */
  readyMs: number;
  firstCard: RouteRun;
  newPosts: RouteRun[];
  burst: Array<{
    /** First `partial` on the wire, or `done` when none came first. */
    firstTextMs: number;
    /** The model's first text in the server, for the cards it wrote. */
    modelFirstTextMs: number | undefined;
    writer: 'model' | 'rules';
    ok: boolean;
  }>;
  modes: ModeRun[];
}

let postIndex = 0;
const nextPost = () => newPost(1_000 + postIndex++);
/** Posts in the thread measured beside one post (issue 39: its goals hold up to 10). */
const THREAD_POSTS = 10;
/** A new author's thread of 10 new posts, marked as the writer is given it. */
const nextThread = () =>
  markedThreadText(
    Array.from({ length: THREAD_POSTS }, () => nextPost()),
    THREAD_POSTS,
  );

/** Reads a streamed answer as it arrives: when the first `partial` and the `done` came. */
async function streamCard(url: string, path: string, body: unknown) {
  const started = performance.now();
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify(body),
  });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let firstPartialMs: number | undefined;
  let doneMs = Number.NaN;
  let done: { writer?: string; summary?: string; posts?: string[] } | undefined;
  for (;;) {
    const read = await reader?.read();
    if (!read || read.done) break;
    buffer += decoder.decode(read.value, { stream: true });
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = block.match(/^event: (.+)$/m)?.[1];
      if (event === 'partial') firstPartialMs ??= performance.now() - started;
      if (event === 'done') {
        doneMs = performance.now() - started;
        done = JSON.parse(block.match(/^data: (.+)$/m)?.[1] ?? 'null');
      }
    }
  }
  return { started, status: response.status, firstPartialMs, doneMs, done };
}

/**
 * The embedded model's own metrics, summed so far (one request at a time: deltas are its). A card
 * may be two generations (the guard asks again for a line the post does not hold, as random
 * weights' noise often is), so the counts are kept to make each figure a generation's mean.
 */
async function modelSums(app: TestApp) {
  const text = await app.services.metrics.render();
  const value = (name: string) => Number(text.match(new RegExp(`^${name} (\\S+)$`, 'm'))?.[1] ?? 0);
  return {
    firstToken: value('embedded_model_first_token_seconds_sum'),
    generations: value('embedded_model_first_token_seconds_count'),
    rate: value('embedded_model_tokens_per_second_sum'),
    rates: value('embedded_model_tokens_per_second_count'),
  };
}

/** When the model's writer handed out the first text of each post, by the post's text. */
interface FirstTexts {
  of(text: string): number | undefined;
}

/** The route's generator, wrapped to note when the model's writer hands out its first text. */
function watchFirstText(app: TestApp): FirstTexts {
  const inner = app.services.generator;
  const firstTexts = new Map<string, number>();
  const answerer = (): TextGenerator => {
    const writer = inner.answerer?.() ?? inner;
    const stream = writer.stream;
    if (writer.name === 'local' || !stream) return writer;
    return {
      ...writer,
      async *stream(request, signal) {
        for await (const piece of stream(request, signal)) {
          if (piece && !firstTexts.has(request.sourceText)) {
            firstTexts.set(request.sourceText, performance.now());
          }
          yield piece;
        }
      },
    };
  };
  (app.services as { generator: TextGenerator }).generator = { ...inner, answerer };
  return { of: (text) => firstTexts.get(text) };
}

/**
 * Resolves once this process has been nearly idle for half a second (at most a minute): after
 * it is ready the model reads the thread maker's styles in the background (docs/decisions/014),
 * and a floor measured meanwhile shares the cores with it.
 */
async function quiet(): Promise<void> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    const before = process.cpuUsage();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const used = process.cpuUsage(before);
    if ((used.user + used.system) / 1000 < 100) return;
  }
}

async function measureFloor(floor: RuntimeFloor, text: string): Promise<FloorFigures> {
  await quiet();
  return floor.measure(text);
}

async function routeCard(
  app: TestApp,
  watch: FirstTexts,
  floor: RuntimeFloor,
  { afterStart = false } = {},
): Promise<RouteRun> {
  const text = nextPost();
  // The floor just before and just after the card, averaged: other work on a shared machine
  // comes and goes, and a ratio to one measure minutes away says more about it than about us.
  // The first card after start is asked at once, its floors both after it.
  const floorBefore = afterStart ? undefined : await measureFloor(floor, text);
  const before = await modelSums(app);
  const card = await streamCard(app.url, '/api/summary', {
    text,
    mode: 'normal',
    regenerate: true,
  });
  const after = await modelSums(app);
  const firstText = watch.of(text);
  return {
    words: text.split(/\s+/).length,
    floor: averageFloor(
      floorBefore ?? (await measureFloor(floor, text)),
      await measureFloor(floor, text),
    ),
    wirePartialMs: card.firstPartialMs,
    modelFirstTokenMs:
      ((after.firstToken - before.firstToken) * 1000) /
      Math.max(1, after.generations - before.generations),
    generations: after.generations - before.generations,
    modelFirstTextMs: firstText === undefined ? undefined : firstText - card.started,
    doneMs: card.doneMs,
    writeRate: (after.rate - before.rate) / Math.max(1, after.rates - before.rates),
    writer: card.done?.writer === 'rules' ? 'rules' : 'model',
  };
}

function averageFloor(a: FloorFigures, b: FloorFigures): FloorFigures {
  const mean = (pick: (figures: FloorFigures) => number) => (pick(a) + pick(b)) / 2;
  return {
    postTokens: a.postTokens,
    readTokens: a.readTokens,
    firstTokenMs: mean((f) => f.firstTokenMs),
    readRate: mean((f) => f.readRate),
    writeRate: mean((f) => f.writeRate),
  };
}

/** What the run is doing, on stderr as it goes (a run takes minutes). */
const progress = (what: string) =>
  process.stderr.write(`[${new Date().toISOString().slice(11, 19)}] ${what}\n`);

async function waitReady(app: TestApp): Promise<void> {
  for (const deadline = Date.now() + 900_000; Date.now() < deadline; ) {
    // A kept-alive connection the server closes as a poll goes out fails that poll: poll again.
    const health = (await fetch(`${app.url}/api/health`)
      .then((response) => response.json())
      .catch(() => ({ textGeneration: { state: 'unknown' } }))) as {
      textGeneration: { state: string };
    };
    if (health.textGeneration.state === 'ready') return;
    if (health.textGeneration.state === 'failed')
      throw new Error('the shaped model failed to load');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the shaped model was not ready in 15 minutes');
}

/** Each mode and thread style after another, on a model of their own: tokens read, first token. */
async function measureModes(
  file: string,
  threads: number,
  floor: RuntimeFloor,
): Promise<ModeRun[]> {
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
      parameters: { max_new_tokens: 200, temperature: 0.7, seed: postIndex },
    });
  const thread =
    (style: ThreadStyleId) =>
    (text: string): GenerationRequest => ({
      kind: 'thread',
      style,
      network: 'x',
      prompt: '',
      sourceText: text,
      parameters: { max_new_tokens: 1_000, temperature: 0.7, seed: postIndex },
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
        seed: postIndex,
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

export async function measureEmbeddedSpeed(): Promise<SpeedFigures> {
  const file = await ensureShapedModel();
  const threads = Number(process.env.EMBEDDED_MODEL_THREADS) || availableParallelism();
  const floor = await createRuntimeFloor({
    file,
    threads,
    contextSize: 4_096,
    heldText: smallModelInstructions().cards[0] ?? '',
  });
  try {
    progress(`floor loaded (${file})`);
    await floor.measure(newPost(0));
    const app = await startTestApp({
      EMBEDDED_MODEL: file,
      EMBEDDED_MODEL_THREADS: String(threads),
      METRICS_PORT: '0',
      RATE_LIMIT_PER_MINUTE: '1000000',
      RATE_LIMIT_PER_DAY: '100000000',
    });
    try {
      const started = performance.now();
      app.services.generator.start?.();
      await waitReady(app);
      const readyMs = performance.now() - started;
      progress(`ready after ${Math.round(readyMs)} ms`);
      const watch = watchFirstText(app);
      const firstCard = await routeCard(app, watch, floor, { afterStart: true });
      progress(`first card: ${JSON.stringify(firstCard)}`);
      const newPosts: RouteRun[] = [];
      for (let run = 0; run < NEW_POSTS; run++) {
        newPosts.push(await routeCard(app, watch, floor));
        progress(`new post ${run + 1}: ${JSON.stringify(newPosts.at(-1))}`);
      }
      const burst = await Promise.all(
        Array.from({ length: BURST }, async () => {
          const text = nextPost();
          const card = await streamCard(app.url, '/api/summary', {
            text,
            mode: 'normal',
            regenerate: true,
          });
          return {
            firstTextMs: card.firstPartialMs ?? card.doneMs,
            modelFirstTextMs: ((at) => (at === undefined ? undefined : at - card.started))(
              watch.of(text),
            ),
            writer: card.done?.writer === 'rules' ? ('rules' as const) : ('model' as const),
            ok:
              card.status === 200 &&
              typeof card.done?.summary === 'string' &&
              card.done.summary.trim() !== '',
          };
        }),
      );
      progress(`burst: ${JSON.stringify(burst)}`);
      await app.close();
      const modes = await measureModes(file, threads, floor);
      return { file, threads, readyMs, firstCard, newPosts, burst, modes };
    } finally {
      await app.close().catch(() => undefined);
    }
  } finally {
    await floor.close();
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const s = (ms: number | undefined) => (ms === undefined ? '—' : `${(ms / 1000).toFixed(2)} s`);
const x = (value: number) => `${value.toFixed(2)}×`;

/** The rows, in words: each figure with its floor and its goal. */
export function describeSpeed(f: SpeedFigures): Array<{
  figure: string;
  value: string;
  baseline: string;
  goal: string;
  met: boolean | undefined;
}> {
  const route = (run: RouteRun) =>
    `wire partial ${s(run.wirePartialMs)} (${run.wirePartialMs ? x(run.wirePartialMs / run.floor.firstTokenMs) : '—'}), model first token ${s(run.modelFirstTokenMs)} (${x(run.modelFirstTokenMs / run.floor.firstTokenMs)}), first text ${s(run.modelFirstTextMs)}; done ${s(run.doneMs)} (${run.generations} generation${run.generations === 1 ? '' : 's'})`;
  const floorOf = (run: RouteRun) =>
    `floor ${s(run.floor.firstTokenMs)} (${run.floor.postTokens}+${run.floor.readTokens - run.floor.postTokens} tokens at ${run.floor.readRate.toFixed(1)}/s, then one)`;
  const tokenRatios = f.newPosts.map((run) => run.modelFirstTokenMs / run.floor.firstTokenMs);
  const textRatios = f.newPosts.map(
    (run) => (run.modelFirstTextMs ?? Number.NaN) / run.floor.firstTokenMs,
  );
  const wireRatios = f.newPosts.map(
    (run) => (run.wirePartialMs ?? run.doneMs) / run.floor.firstTokenMs,
  );
  const shares = f.newPosts.map((run) => run.writeRate / run.floor.writeRate);
  const burstMs = f.burst.map((card) => card.firstTextMs);
  const byModel = f.burst.filter((card) => card.writer === 'model');
  const rows = [
    ...f.newPosts.map((run, index) => ({
      figure: `(a) new post ${index + 1} (${run.words} words), Normal, streamed through POST /api/summary`,
      value: route(run),
      baseline: floorOf(run),
      goal: `≤ ${SPEED_GOALS.firstTextRatio}× floor`,
      met: undefined,
    })),
    {
      figure: `(a) first text of a new post, median of ${f.newPosts.length}: model's first token / first text / first partial on the wire, to the floor`,
      value: `${x(median(tokenRatios))} / ${x(median(textRatios))} / ${x(median(wireRatios))} (first token ${s(median(f.newPosts.map((r) => r.modelFirstTokenMs)))}; wire ${s(median(f.newPosts.map((r) => r.wirePartialMs ?? r.doneMs)))})`,
      baseline: `floor ${s(median(f.newPosts.map((r) => r.floor.firstTokenMs)))}`,
      goal: `≤ ${SPEED_GOALS.firstTextRatio}× (first text)`,
      met: median(textRatios) <= SPEED_GOALS.firstTextRatio,
    },
    {
      figure: `(b) writing, tokens/s (the model's own count, grammar on), median of ${f.newPosts.length}`,
      value: `${median(f.newPosts.map((r) => r.writeRate)).toFixed(1)} tokens/s, ${(median(shares) * 100).toFixed(0)}% of the floor`,
      baseline: `floor ${median(f.newPosts.map((r) => r.floor.writeRate)).toFixed(1)} tokens/s (no grammar)`,
      goal: `≥ ${SPEED_GOALS.writeShare * 100}%`,
      met: median(shares) >= SPEED_GOALS.writeShare,
    },
    {
      figure:
        '(c) the first card after start: start → ready (load, every card mode read ahead); then its first text',
      value: `ready after ${s(f.readyMs)}; first text ${s(f.firstCard.modelFirstTextMs)}, ${route(f.firstCard)}`,
      baseline: floorOf(f.firstCard),
      goal: `first text ≤ ${s(SPEED_GOALS.firstCardMs)}`,
      met: (f.firstCard.modelFirstTextMs ?? Number.POSITIVE_INFINITY) <= SPEED_GOALS.firstCardMs,
    },
    {
      figure: `(d) ${BURST} new cards at once, streamed: first text (first partial, or done) of each`,
      value: `${f.burst.filter((c) => c.ok).length}/${BURST} answered; model wrote ${byModel.length}, rules ${BURST - byModel.length}; on the wire p50 ${s(median(burstMs))}, max ${s(Math.max(...burstMs))}; the model's cards: first partial max ${s(Math.max(0, ...byModel.map((c) => c.firstTextMs)))}, first text in the server max ${s(Math.max(0, ...byModel.map((c) => c.modelFirstTextMs ?? Number.NaN)))}`,
      baseline: '-',
      goal: `none lost, max ≤ ${s(SPEED_GOALS.waitMs)}`,
      met: f.burst.every((c) => c.ok) && Math.max(...burstMs) <= SPEED_GOALS.waitMs,
    },
    ...f.modes.map((run) => ({
      figure: `mode ${run.label}, after ${run.after}: tokens read of the prompt; first token / first text at the model`,
      value: `${run.figures.readTokens} of ${run.figures.promptTokens}; ${s(run.figures.firstTokenMs)} (${x((run.figures.firstTokenMs ?? Number.NaN) / run.floor.firstTokenMs)}) / ${s(run.firstTextMs)}`,
      baseline: `floor ${s(run.floor.firstTokenMs)} (${run.floor.readTokens} tokens)`,
      goal: `≤ ${SPEED_GOALS.firstTextRatio}× floor`,
      met:
        (run.firstTextMs ?? Number.POSITIVE_INFINITY) / run.floor.firstTokenMs <=
        SPEED_GOALS.firstTextRatio,
    })),
  ];
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = await measureEmbeddedSpeed();
  console.log(`${figures.file}, ${figures.threads} threads`);
  for (const row of describeSpeed(figures)) {
    const mark = row.met === undefined ? ' ' : row.met ? '✓' : '✗';
    console.log(`${mark} ${row.figure}: ${row.value} (baseline ${row.baseline}; goal ${row.goal})`);
  }
  process.exit(0);
}
