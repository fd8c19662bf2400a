/** A counting semaphore: at most `size` tasks run at once, the rest wait their turn in order. */
export interface Semaphore {
  /**
   * Runs `task` in a slot. With `signal`, a task still waiting when it aborts leaves the queue at
   * once and the promise rejects with the signal's reason (the task never runs).
   */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Tasks running now, for tests and logs. */
  readonly active: number;
  readonly waiting: number;
}

/** Creates a semaphore with `size` slots. */
export function createSemaphore(size: number): Semaphore {
  let active = 0;
  const queue: Array<() => void> = [];

  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active -= 1;
  };

  /** Waits for a slot handed over by a releasing task, or leaves the line when `signal` aborts. */
  const waitForSlot = (signal: AbortSignal | undefined) =>
    new Promise<void>((resolve, reject) => {
      const take = () => {
        signal?.removeEventListener('abort', leave);
        resolve();
      };
      const leave = () => {
        const index = queue.indexOf(take);
        if (index >= 0) queue.splice(index, 1);
        reject(signal?.reason);
      };
      queue.push(take);
      signal?.addEventListener('abort', leave, { once: true });
    });

  return {
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    async run(task, signal) {
      signal?.throwIfAborted();
      if (active < size) active += 1;
      // The releasing task hands its slot straight to the next waiter, so `active` stays put.
      else await waitForSlot(signal);
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
