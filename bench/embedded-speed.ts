/**
 * The embedded model's speed with a model of the default model's exact shape (bench/shaped-model.ts:
 * Qwen2.5 1.5B Instruct Q4_K_M, random weights, Qwen's tokenizer), beside node-llama-cpp's own
 * floor measured in the same run on the same file (bench/runtime-floor.ts), post by post. Every
 * post is new (bench/new-posts.ts). The server is the built one in a process of its own, as
 * `npm start` runs it (bench/speed-server.ts). Issues 37 and 46's rows:
 * (a) a new post's Normal card streamed through POST /api/summary: its first `partial` on the wire
 *     and the model's first token, each against the floor's first token for that post (goal
 *     ≤ 1.3× for every post), and the partial against the floor writing as many tokens as the
 *     server says the model had written when it left (a word shows once it ends): five sent one after another from the moment the server says
 *     `ready` (while the thread maker's styles are read in the background), and, once the server
 *     is quiet, five each sent right after a card the guard asked again for;
 * (b) writing tokens a second against the floor's (goal ≥ 90%);
 * (c) the first card after start, timed from the server process's start: `ready`, then the first
 *     partial of a card sent at that moment (goal ≤ 8 s), at a restart on the same data folder (the
 *     instructions' states kept: every start but a new model file's first), beside node-llama-cpp's
 *     own start to a post's first token (bench/start-floor.ts); and the first start, no goal;
 * (d) 12 cards at once: none lost, none waits more than 20 s for its first text;
 * and each mode and thread style after another (and a 10-post thread's Normal card, issue 39), read
 * tokens and first token against the floor (bench/speed-modes.ts).
 * The floors are measured once the server is gone (twice each, averaged): a floor measured beside
 * it would share the cores with the very reading the rows are about.
 * `node --import tsx bench/embedded-speed.ts` prints them alone (10-20 minutes on 2 cores);
 * `BENCH_SPEED_MODEL=<file.gguf>` measures another file in the shaped model's place.
 */
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { smallModelInstructions } from '#core/index.ts';
import { newPost } from './new-posts.ts';
import {
  averageFloor,
  createRuntimeFloor,
  measureFloor,
  type RuntimeFloor,
} from './runtime-floor.ts';
import { ensureShapedModel } from './shaped-model.ts';
import { measureModes } from './speed-modes.ts';
import { describeSpeed, type RouteRun, type SpeedFigures } from './speed-rows.ts';
import {
  type CardRun,
  cardRun,
  type SpeedServer,
  startSpeedServer,
  streamCard,
} from './speed-server.ts';
import { measureStartFloor } from './start-floor.ts';

export { describeSpeed, SPEED_GOALS } from './speed-rows.ts';

/** New posts of each kind in (a): sent at `ready`, and sent after a card the guard asked again for. */
const NEW_POSTS = 5;
/** Cards asked at most to find NEW_POSTS that follow a card the guard asked again for. */
const GUARD_TRIES = 25;
const BURST = 12;

let postIndex = 0;
const nextPost = () => newPost(1_000 + postIndex++);

/** What the run is doing, on stderr as it goes (a run takes minutes). */
const progress = (what: string) =>
  process.stderr.write(`[${new Date().toISOString().slice(11, 19)}] ${what}\n`);

/** A card and a one-line account of it. */
async function logged(server: SpeedServer, label: string): Promise<CardRun> {
  const run = await cardRun(server, nextPost());
  const { text: _text, ...figures } = run;
  progress(`${label}: ${JSON.stringify(figures)}`);
  return run;
}

/** `ready`, then a card sent at that moment: the first partial's time from the process's start. */
async function firstCard(server: SpeedServer, label: string) {
  const readyMs = await server.waitReady();
  progress(`${label}: ready ${Math.round(readyMs)} ms after the process started`);
  const first = await logged(server, `${label}: first card`);
  const sinceStartMs =
    first.wirePartialMs === undefined
      ? undefined
      : first.sentAt + first.wirePartialMs - server.startedAt;
  return { readyMs, first, sinceStartMs };
}

/** A restart on the data folder the first server left, the instructions' states kept: (c). */
async function measureRestart(file: string, threads: number, dataDir: string) {
  const server = await startSpeedServer(file, threads, dataDir, 'info');
  try {
    const card = await firstCard(server, 'restart');
    return { ...card, steps: server.startSteps() };
  } finally {
    await server.stop();
  }
}

/** The server's rows: the first card, (a) at `ready` and after guarded cards, and (d). */
async function measureServer(file: string, threads: number) {
  // `info`: each answer's log line says the tokens behind its first partial.
  const server = await startSpeedServer(file, threads, undefined, 'info');
  let stopped = false;
  try {
    const { readyMs, first, sinceStartMs } = await firstCard(server, 'first start');
    const atReady: CardRun[] = [];
    for (let run = 0; run < NEW_POSTS; run++) {
      atReady.push(await logged(server, `new post ${run + 1} at ready`));
    }
    // The thread maker's styles read: what follows a guarded card is measured on its own.
    await server.waitQuiet();
    const afterGuard: CardRun[] = [];
    let guardTries = 0;
    let guarded = false;
    while (afterGuard.length < NEW_POSTS && guardTries < GUARD_TRIES) {
      guardTries += 1;
      const run = await logged(server, `card ${guardTries} of the guard's`);
      if (guarded) afterGuard.push(run);
      guarded = run.generations >= 2;
    }
    const burst = await Promise.all(
      Array.from({ length: BURST }, async () => {
        const card = await streamCard(server.url, '/api/summary', {
          text: nextPost(),
          mode: 'normal',
          regenerate: true,
        });
        return {
          firstTextMs: card.firstPartialMs ?? card.doneMs,
          writer: card.done?.writer === 'rules' ? ('rules' as const) : ('model' as const),
          ok:
            card.status === 200 &&
            typeof card.done?.summary === 'string' &&
            card.done.summary.trim() !== '',
        };
      }),
    );
    progress(`burst: ${JSON.stringify(burst)}`);
    await server.stop({ keepData: true });
    stopped = true;
    const restart = await measureRestart(file, threads, server.dataDir);
    return { readyMs, first, sinceStartMs, atReady, afterGuard, guardTries, burst, restart };
  } finally {
    if (!stopped) await server.stop();
  }
}

/**
 * Each card beside the floor of its own post, measured twice with nothing else of ours running,
 * writing at least the tokens the model had written when the card's first partial left.
 */
async function withFloor(floor: RuntimeFloor, run: CardRun): Promise<RouteRun> {
  const tokens = run.firstPartialTokens;
  const first = await measureFloor(floor, run.text, tokens);
  return { ...run, floor: averageFloor(first, await measureFloor(floor, run.text, tokens)) };
}

export async function measureEmbeddedSpeed(): Promise<SpeedFigures> {
  // Another file in the shaped model's place: a quick check that the rows work (the tiny model).
  const file = process.env.BENCH_SPEED_MODEL || (await ensureShapedModel());
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
    const served = await measureServer(file, threads);
    const floors = async (runs: CardRun[]) => {
      const measured: RouteRun[] = [];
      for (const run of runs) measured.push(await withFloor(floor, run));
      return measured;
    };
    const [first, restarted] = await floors([served.first, served.restart.first]);
    if (!first || !restarted) throw new Error('no first card');
    const startFloor = await measureStartFloor(file, threads, served.restart.first.text);
    progress(`start floor: ${JSON.stringify(startFloor)}`);
    const figures = {
      file,
      threads,
      readyMs: served.readyMs,
      firstCard: { ...first, sinceStartMs: served.sinceStartMs },
      restart: {
        readyMs: served.restart.readyMs,
        steps: served.restart.steps,
        firstCard: { ...restarted, sinceStartMs: served.restart.sinceStartMs },
      },
      startFloor,
      atReady: await floors(served.atReady),
      afterGuard: await floors(served.afterGuard),
      guardTries: served.guardTries,
      burst: served.burst,
    };
    progress('floors measured');
    return { ...figures, modes: await measureModes(file, threads, floor, nextPost) };
  } finally {
    await floor.close();
  }
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
