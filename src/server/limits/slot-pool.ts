/**
 * A fixed number of slots with a short, bounded waiting line. Unlike the generation semaphore, a
 * waiter gives up: past `maxWaitMs`, or when the line is already `maxWaiting` long, `acquire`
 * rejects with SlotsBusyError so the caller can answer 503 instead of piling up requests.
 */

/** Every slot stayed taken for the whole wait, or the waiting line was full. */
export class SlotsBusyError extends Error {
  override name = 'SlotsBusyError';
}

export interface SlotPool {
  /** Resolves with the function that frees the slot (call it exactly once). */
  acquire(signal?: AbortSignal): Promise<() => void>;
  readonly active: number;
  readonly waiting: number;
}

export interface SlotPoolOptions {
  size: number;
  maxWaitMs: number;
  maxWaiting: number;
}

interface Waiter {
  grant: (release: () => void) => void;
}

export function createSlotPool({ size, maxWaitMs, maxWaiting }: SlotPoolOptions): SlotPool {
  let active = 0;
  const line: Waiter[] = [];

  const makeRelease = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = line.shift();
      // The freed slot goes straight to the first waiter, so `active` stays put.
      if (next) next.grant(makeRelease());
      else active -= 1;
    };
  };

  return {
    get active() {
      return active;
    },
    get waiting() {
      return line.length;
    },
    acquire(signal) {
      if (signal?.aborted) return Promise.reject(new SlotsBusyError('the client went away'));
      if (active < size) {
        active += 1;
        return Promise.resolve(makeRelease());
      }
      if (line.length >= maxWaiting) {
        return Promise.reject(new SlotsBusyError('the waiting line is full'));
      }
      return new Promise((resolve, reject) => {
        const leave = (reason: string) => {
          const at = line.indexOf(waiter);
          if (at >= 0) line.splice(at, 1);
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          reject(new SlotsBusyError(reason));
        };
        const onAbort = () => leave('the client went away');
        const waiter: Waiter = {
          grant: (release) => {
            clearTimeout(timer);
            signal?.removeEventListener('abort', onAbort);
            resolve(release);
          },
        };
        const timer = setTimeout(() => leave('no slot came free in time'), maxWaitMs);
        signal?.addEventListener('abort', onAbort, { once: true });
        line.push(waiter);
      });
    },
  };
}
