/** A counting semaphore: at most `size` tasks run at once, the rest wait their turn in order. */
export interface Semaphore {
  run<T>(task: () => Promise<T>): Promise<T>;
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

  return {
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    async run(task) {
      if (active < size) active += 1;
      // The releasing task hands its slot straight to the next waiter, so `active` stays put.
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
