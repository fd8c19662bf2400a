/**
 * How long a request would wait for the embedded model, from how long its recent cards took: the
 * queue is bounded by that wait (EMBEDDED_MODEL_MAX_WAIT_MS), not by a count, so a visitor is
 * never put behind more work than the model can do in time, on a fast machine or a slow one.
 */

export interface ModelWait {
  /** A generation took a sequence. */
  started(): void;
  /** A generation ended; `answered` when it wrote its answer (an abort says nothing of speed). */
  ended(answered: boolean): void;
  /**
   * The wait of a request asked now, with `running` generations on the model and `waiting` in
   * line before it: none while a sequence is free, else one interval between two answers for
   * each generation ahead of it, less the time since the last answer.
   */
  expectedWaitMs(running: number, waiting: number): number;
  /** The average time between two answers while the model is busy (the prior until one). */
  readonly generationMs: number;
}

/**
 * Before any card has ended: a card of about 90 tokens written at 15 a second, after reading its
 * post, on a 2-core machine (issue 37's measures of the default model's shape).
 */
export const PRIOR_GENERATION_MS = 10_000;

/**
 * The average is of the last few intervals: recent answers count, one slow card does not rule,
 * and two answers ending together (a long interval, then a nil one) weigh as their mean.
 */
const WINDOW = 6;

/**
 * The measure is the model's throughput, not a generation's length: the time between two
 * answers while at least one generation runs. On a CPU two sequences at once share the same
 * cores, each card taking about twice as long (measured with the default model's shape on 2
 * cores: 13 s alone, 25 s two at once), so a card's own length times the requests ahead, shared
 * among the sequences, promised a third request 13 s and gave it 29. The interval between answers
 * is 13 s either way there, and half of it where the sequences really run side by side (a GPU).
 */
export function createModelWait(
  sequences: number,
  { clock = () => performance.now(), priorMs = PRIOR_GENERATION_MS } = {},
): ModelWait {
  const intervals: number[] = [];
  let average = priorMs;
  let running = 0;
  /** Since when the model has been busy with no answer: the last answer, or the busy start. */
  let since: number | undefined;
  return {
    started() {
      running += 1;
      since ??= clock();
    },
    ended(answered) {
      running = Math.max(0, running - 1);
      const now = clock();
      if (answered && since !== undefined) {
        const ms = now - since;
        if (Number.isFinite(ms) && ms >= 0) {
          intervals.push(ms);
          if (intervals.length > WINDOW) intervals.shift();
          average = intervals.reduce((sum, each) => sum + each, 0) / intervals.length;
        }
        since = now;
      }
      if (running === 0) since = undefined;
    },
    expectedWaitMs(running, waiting) {
      if (running + waiting < sequences) return 0;
      const elapsed = since === undefined ? 0 : Math.max(0, clock() - since);
      return (running + waiting) * average - Math.min(elapsed, average);
    },
    get generationMs() {
      return average;
    },
  };
}

/** The requests asked of the model, and whether one more may join them. */
export interface ModelQueue {
  /** A request joins (taken by the model, running or waiting for a sequence). */
  enter(): void;
  /** A request ends, answered or not. */
  leave(): void;
  /**
   * True when one more request may join: fewer than the hard cap (sequences + queue) are in,
   * and it would wait for a sequence no longer than `maxWaitMs`.
   */
  hasRoom(): boolean;
  /** Requests in now. */
  readonly size: number;
  /** Resolves when no request is in. */
  idle(): Promise<void>;
  /** Resolves when a request enters or leaves. */
  changed(): Promise<void>;
  readonly wait: ModelWait;
}

export function createModelQueue(
  limits: { sequences: number; queue: number; maxWaitMs: number },
  clock?: () => number,
): ModelQueue {
  const wait = createModelWait(limits.sequences, clock ? { clock } : {});
  let size = 0;
  let onIdle: Array<() => void> = [];
  let onChange: Array<() => void> = [];
  const tell = () => {
    const waiting = onChange;
    onChange = [];
    for (const resolve of waiting) resolve();
  };
  return {
    enter() {
      size += 1;
      tell();
    },
    leave() {
      size = Math.max(0, size - 1);
      tell();
      if (size > 0) return;
      const waiting = onIdle;
      onIdle = [];
      for (const resolve of waiting) resolve();
    },
    hasRoom() {
      if (size >= limits.sequences + limits.queue) return false;
      const running = Math.min(size, limits.sequences);
      return wait.expectedWaitMs(running, size - running) <= limits.maxWaitMs;
    },
    get size() {
      return size;
    },
    idle: () =>
      size === 0 ? Promise.resolve() : new Promise<void>((resolve) => onIdle.push(resolve)),
    changed: () => new Promise<void>((resolve) => onChange.push(resolve)),
    wait,
  };
}
