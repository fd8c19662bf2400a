/** Section 10's rows in words: each figure beside its floor, and its goal (bench/embedded-speed.ts). */
import type { BenchRow } from './bench-row.ts';
import type { FloorFigures } from './runtime-floor.ts';
import type { ModeRun } from './speed-modes.ts';
import type { CardRun } from './speed-server.ts';
import type { StartFloor } from './start-floor.ts';

export const SPEED_GOALS = {
  /** A new post's first partial on the wire, to its floor's first token. */
  firstTextRatio: 1.3,
  writeShare: 0.9,
  /** The server process's start → the first card's first partial. */
  firstCardMs: 8_000,
  waitMs: 20_000,
};

/** One new post's card through the route, with the floor of its post. */
export interface RouteRun extends CardRun {
  floor: FloorFigures;
}

export interface SpeedFigures {
  file: string;
  threads: number;
  /** The server process's start → `ready` (load and reading every card mode's instructions ahead). */
  readyMs: number;
  /** The first card, sent at `ready`; `sinceStartMs`: the process's start → its first partial. */
  firstCard: RouteRun & { sinceStartMs: number | undefined };
  /** The same at a restart on the same data folder (the instructions' states kept). */
  restart: {
    readyMs: number;
    /** When each step of the server's start ended, from its process's start (its log). */
    steps?: Record<string, number> | undefined;
    firstCard: RouteRun & { sinceStartMs: number | undefined };
  };
  /** node-llama-cpp's own start to the restart's post's first token, in a bare process. */
  startFloor: StartFloor;
  /** Cards sent one after another right after the first, the background reading on. */
  atReady: RouteRun[];
  /** Cards each sent right after a card the guard asked again for (two generations). */
  afterGuard: RouteRun[];
  /** Cards asked to find them. */
  guardTries: number;
  burst: Array<{
    /** First `partial` on the wire, or `done` when none came first. */
    firstTextMs: number;
    writer: 'model' | 'rules';
    ok: boolean;
  }>;
  modes: ModeRun[];
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const s = (ms: number | undefined) => (ms === undefined ? '—' : `${(ms / 1000).toFixed(2)} s`);
const x = (value: number) => `${value.toFixed(2)}×`;

/** The first partial on the wire (or `done`, when none came first) to the floor's first token. */
const wireRatio = (run: RouteRun) => (run.wirePartialMs ?? run.doneMs) / run.floor.firstTokenMs;

/**
 * The tokens the model had written when the first partial left, from the stream's timing against
 * the model's own meter: its first token, then its writing rate from there to the partial. A
 * partial shows whole words only (issue 44 item 6), and a word of random weights is often several
 * tokens: this tells that word's length from the product's own time. For a card of two generations
 * the metric's first token is their mean (the second, reading a longer turn, is usually the later):
 * marked so. Undefined without a partial or when the rules wrote the card.
 */
export function tokensAtFirstPartial(run: CardRun): number | undefined {
  if (run.wirePartialMs === undefined || run.writer !== 'model') return undefined;
  const afterFirstMs = Math.max(0, run.wirePartialMs - run.modelFirstTokenMs);
  return 1 + Math.round((afterFirstMs * run.writeRate) / 1000);
}

const tokens = (run: CardRun) => {
  const count = tokensAtFirstPartial(run);
  if (count === undefined) return '—';
  return run.generations === 1 ? `~${count}` : `~${count} (2 gen.)`;
};

const tokensWritten = (run: CardRun) => {
  const count = tokensAtFirstPartial(run);
  if (count === undefined) return 'tokens written by then unknown';
  const mean = run.generations === 1 ? '' : ", from the two generations' mean first token";
  return `~${count} tokens written by then${mean}`;
};

function route(run: RouteRun): string {
  const generations = `${run.generations} generation${run.generations === 1 ? '' : 's'}`;
  const writer = run.writer === 'rules' ? '; the rules wrote it' : '';
  return `first partial on the wire ${s(run.wirePartialMs)} (${x(wireRatio(run))}; ${tokensWritten(run)}), model first token ${s(run.modelFirstTokenMs)} (${x(run.modelFirstTokenMs / run.floor.firstTokenMs)}); done ${s(run.doneMs)} (${generations})${writer}`;
}

const floorOf = (run: RouteRun) =>
  `floor ${s(run.floor.firstTokenMs)} (${run.floor.postTokens}+${run.floor.readTokens - run.floor.postTokens} tokens at ${run.floor.readRate.toFixed(1)}/s, then one)`;

/** A row per card and one for all of them: every post's first partial within the goal. */
function newPostRows(runs: RouteRun[], when: string, none: string): BenchRow[] {
  const goal = `≤ ${SPEED_GOALS.firstTextRatio}× floor`;
  if (runs.length === 0) {
    return [{ figure: `(a) new posts ${when}`, value: none, baseline: '-', goal, met: undefined }];
  }
  const ratios = runs.map(wireRatio);
  return [
    ...runs.map((run, index) => ({
      figure: `(a) new post ${index + 1} ${when} (${run.words} words), Normal, streamed through POST /api/summary`,
      value: route(run),
      baseline: floorOf(run),
      goal,
      met: wireRatio(run) <= SPEED_GOALS.firstTextRatio,
    })),
    {
      figure: `(a) new posts ${when}, ${runs.length}: first partial on the wire to the floor, each / median (model's first token, median); the model's tokens written when each first partial left`,
      value: `${ratios.map(x).join(', ')} / ${x(median(ratios))} (${x(median(runs.map((r) => r.modelFirstTokenMs / r.floor.firstTokenMs)))}); wire median ${s(median(runs.map((r) => r.wirePartialMs ?? r.doneMs)))}; tokens at the first partial ${runs.map(tokens).join(', ')}`,
      baseline: `floor median ${s(median(runs.map((r) => r.floor.firstTokenMs)))}`,
      goal: `${goal}, every post`,
      met: ratios.every((ratio) => ratio <= SPEED_GOALS.firstTextRatio),
    },
  ];
}

/** The server's start, step by step, beside the bare runtime's (the model's ready log line). */
const startSteps = (steps: Record<string, number> | undefined) =>
  steps
    ? Object.entries(steps)
        .map(([step, at]) => `${step} ${s(at)}`)
        .join(', ')
    : 'its steps not logged';

/** The rows, in words: each figure with its floor and its goal. */
export function describeSpeed(f: SpeedFigures): BenchRow[] {
  const written = [...f.atReady, ...f.afterGuard].filter((run) => run.writer === 'model');
  const shares = written.map((run) => run.writeRate / run.floor.writeRate);
  const burstMs = f.burst.map((card) => card.firstTextMs);
  const byModel = f.burst.filter((card) => card.writer === 'model');
  const first = f.firstCard;
  const again = f.restart.firstCard;
  const sf = f.startFloor;
  const startFloor = `node-llama-cpp's own, a bare process: first token ${s(sf.firstTokenMs)} after its start (runtime ${s(sf.runtimeMs)}, file loaded ${s(sf.loadedMs)}, context ${s(sf.contextMs)}, then the post read)`;
  return [
    ...newPostRows(f.atReady, "sent at 'ready'", 'none measured'),
    ...newPostRows(
      f.afterGuard,
      'after a card the guard asked again for',
      `none: no card of ${f.guardTries} was asked again`,
    ),
    {
      figure: `(b) writing, tokens/s (the model's own count, grammar on), median of the ${written.length} new posts' cards`,
      value: `${median(written.map((r) => r.writeRate)).toFixed(1)} tokens/s, ${(median(shares) * 100).toFixed(0)}% of the floor`,
      baseline: `floor ${median(written.map((r) => r.floor.writeRate)).toFixed(1)} tokens/s (no grammar)`,
      goal: `≥ ${SPEED_GOALS.writeShare * 100}%`,
      met: median(shares) >= SPEED_GOALS.writeShare,
    },
    {
      figure:
        "(c) the first card after start, from the server process's start: a restart on the same data folder (the instructions' states kept from the start before), `ready`, then the first partial of a card sent at that moment",
      value: `ready after ${s(f.restart.readyMs)}; first partial ${s(again.sinceStartMs)} after the start (${route(again)}); the server's start: ${startSteps(f.restart.steps)}`,
      baseline: `${startFloor}; the post's ${floorOf(again)}`,
      goal: `first partial ≤ ${s(SPEED_GOALS.firstCardMs)} after the start`,
      met: (again.sinceStartMs ?? Number.POSITIVE_INFINITY) <= SPEED_GOALS.firstCardMs,
    },
    {
      figure:
        "(c) the first start of a model file (nothing kept: every card mode's instructions read before `ready`), then the first partial of a card sent at that moment",
      value: `ready after ${s(f.readyMs)}; first partial ${s(first.sinceStartMs)} after the start (${route(first)})`,
      baseline: floorOf(first),
      goal: 'none (once per model file, after its download)',
      met: undefined,
    },
    {
      figure: `(d) ${f.burst.length} new cards at once, streamed: first text (first partial, or done) of each`,
      value: `${f.burst.filter((c) => c.ok).length}/${f.burst.length} answered; model wrote ${byModel.length}, rules ${f.burst.length - byModel.length}; on the wire p50 ${s(median(burstMs))}, max ${s(Math.max(...burstMs))}; the model's cards: first partial max ${s(Math.max(0, ...byModel.map((c) => c.firstTextMs)))}`,
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
}
