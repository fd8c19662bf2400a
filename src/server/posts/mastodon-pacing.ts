/**
 * How Mastodon fetches take turns. Any host can be pasted, so without limits one visitor could
 * have us hold sockets open to many slow instances, or call one instance as fast as links come:
 * at most MASTODON_MAX_IN_FLIGHT fetches run at once in the process, at most
 * MASTODON_MAX_PER_INSTANCE to one instance, and the calls to one instance start at least
 * MASTODON_INSTANCE_SPACING_MS apart. A fetch that cannot start within MASTODON_MAX_WAIT_MS is
 * refused (`PacingRefused`, the source's 503 with Retry-After) instead of queueing without end.
 *
 * The order keeps a slow instance from taking the others' turns: a fetch first waits for a place
 * at its instance (so one instance holds at most its own share of the global places), then for a
 * global place, then for its instance's spacing, counted from the moment it may really start.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { LRUCache } from 'lru-cache';
import { createSemaphore, type Semaphore } from '../limits/semaphore.ts';

/** Mastodon fetches running at once in one server process. */
export const MASTODON_MAX_IN_FLIGHT = 8;
/** Fetches running at once to one instance. */
export const MASTODON_MAX_PER_INSTANCE = 2;
/** Least time between the starts of two fetches to one instance. */
export const MASTODON_INSTANCE_SPACING_MS = 250;
/** Longest a fetch waits for its turn before it is refused. */
export const MASTODON_MAX_WAIT_MS = 2_000;
/** The Retry-After of a fetch refused for want of a turn. */
export const MASTODON_RETRY_AFTER_SECONDS = 5;
/** Instances whose next start time is remembered; any number of hosts can be pasted. */
const REMEMBERED_INSTANCES = 10_000;

export interface MastodonPacingLimits {
  maxInFlight: number;
  perInstance: number;
  spacingMs: number;
  maxWaitMs: number;
}

export const MASTODON_PACING: Readonly<MastodonPacingLimits> = {
  maxInFlight: MASTODON_MAX_IN_FLIGHT,
  perInstance: MASTODON_MAX_PER_INSTANCE,
  spacingMs: MASTODON_INSTANCE_SPACING_MS,
  maxWaitMs: MASTODON_MAX_WAIT_MS,
};

/** A fetch that found no turn in time: at its instance, or among all instances. */
export class PacingRefused extends Error {
  override name = 'PacingRefused';
  constructor(readonly stage: 'instance' | 'global') {
    super(`no ${stage} turn for a Mastodon fetch in time`);
  }
}

export interface MastodonPacer {
  /** Runs `task` (one call to `host`) in its turn, or rejects with PacingRefused. */
  run<T>(host: string, task: () => Promise<T>): Promise<T>;
  /**
   * Global places taken now (by a fetch, or by its instance's spacing), and instances with a
   * fetch running or waiting (tests, logs).
   */
  readonly inFlight: number;
  readonly busyInstances: number;
}

export function createMastodonPacer(limits: Partial<MastodonPacingLimits> = {}): MastodonPacer {
  const { maxInFlight, perInstance, spacingMs, maxWaitMs } = { ...MASTODON_PACING, ...limits };
  const global = createSemaphore(maxInFlight);
  /**
   * The instances with a fetch running or waiting, each with its own places; an entry leaves when
   * its last fetch ends, so the map holds no more than the fetches under way (each of which ends
   * or gives up within MASTODON_MAX_WAIT_MS plus the fetch's own deadline). A plain map, not an
   * LRU: evicting an instance in use would give it a fresh set of places.
   */
  const busy = new Map<string, { places: Semaphore; fetches: number }>();
  /** When each instance may next be called (ms since the epoch). */
  const nextStart = new LRUCache<string, number>({ max: REMEMBERED_INSTANCES });

  /**
   * Waits for the instance's spacing and reserves the next start. Only fetches holding one of the
   * instance's places reserve, so this wait is at most `perInstance` spacings.
   */
  async function spaced(host: string, deadline: AbortSignal): Promise<void> {
    const now = Date.now();
    const at = Math.max(now, nextStart.get(host) ?? 0);
    nextStart.set(host, at + spacingMs);
    if (at > now) await sleep(at - now, undefined, { signal: deadline });
  }

  return {
    get inFlight() {
      return global.active;
    },
    get busyInstances() {
      return busy.size;
    },
    async run(host, task) {
      const deadline = AbortSignal.timeout(maxWaitMs);
      let state = busy.get(host);
      if (!state) {
        state = { places: createSemaphore(perInstance), fetches: 0 };
        busy.set(host, state);
      }
      state.fetches += 1;
      let stage: PacingRefused['stage'] = 'instance';
      let started = false;
      try {
        return await state.places.run(() => {
          stage = 'global';
          return global.run(async () => {
            stage = 'instance';
            await spaced(host, deadline);
            started = true;
            return task();
          }, deadline);
        }, deadline);
      } catch (error) {
        // Only the wait for a turn is bounded here; the fetch keeps its own deadline.
        if (!started && deadline.aborted) throw new PacingRefused(stage);
        throw error;
      } finally {
        state.fetches -= 1;
        if (state.fetches === 0) busy.delete(host);
      }
    },
  };
}
