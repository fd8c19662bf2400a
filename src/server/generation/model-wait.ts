/**
 * How long a request would wait for the embedded model, from how long its recent cards took: the
 * queue is bounded by that wait (EMBEDDED_MODEL_MAX_WAIT_MS), not by a count, so a visitor is
 * never put behind more work than the model can do in time, on a fast machine or a slow one.
 */

export interface ModelWait {
  /** A generation ran for `ms` from taking its sequence to its end: it joins the average. */
  record(ms: number): void;
  /**
   * The wait of a request asked now, with `running` generations on the model and `waiting` in
   * line before it: none while a sequence is free, else a sequence's turn for each request
   * ahead of it and for itself, shared among the sequences.
   */
  expectedWaitMs(running: number, waiting: number): number;
  /** The average time of a generation now (the prior until one has ended). */
  readonly generationMs: number;
}

/**
 * Before any card has ended: a card of about 90 tokens written at 15 a second, after reading its
 * post, on a 2-core machine (issue 37's measures of the default model's shape).
 */
export const PRIOR_GENERATION_MS = 10_000;

/** Each new measure's share of the average: recent cards count most, one slow card does not rule. */
const WEIGHT = 0.3;

export function createModelWait(sequences: number, priorMs = PRIOR_GENERATION_MS): ModelWait {
  let average = priorMs;
  return {
    record(ms) {
      if (Number.isFinite(ms) && ms >= 0) average += WEIGHT * (ms - average);
    },
    expectedWaitMs(running, waiting) {
      if (running + waiting < sequences) return 0;
      return ((waiting + 1) * average) / sequences;
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
  readonly wait: ModelWait;
}

export function createModelQueue(limits: {
  sequences: number;
  queue: number;
  maxWaitMs: number;
}): ModelQueue {
  const wait = createModelWait(limits.sequences);
  let size = 0;
  let onIdle: Array<() => void> = [];
  return {
    enter() {
      size += 1;
    },
    leave() {
      size = Math.max(0, size - 1);
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
    wait,
  };
}
