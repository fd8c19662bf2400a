/**
 * Graceful shutdown on SIGTERM/SIGINT: readiness answers 503 at once, the listener stops accepting,
 * requests in flight finish (a generation, a proxied image) while idle keep-alive connections are
 * closed, then Redis is closed and the process exits 0. Past `timeoutMs` the remaining connections
 * are cut and it exits 1. A second signal a second or more after the first (counted while the
 * event loop turns: `loopClock`) exits at once; copies arriving sooner (a signal sent to the whole
 * process group reaches the server, and npm or scripts/start.mjs may pass it on too) are the same
 * request to stop and are ignored. Run by scripts/start.mjs (`npm start`), the server also drains
 * when start.mjs goes away without passing a signal on (its channel to us closes), so nothing is
 * left serving on the port.
 */
import type { Server } from 'node:http';
import type { Logger } from '../logging/logger.ts';
import type { Readiness } from './readiness.ts';

/** Signals closer together than this, in time the event loop turned, are one request to stop. */
export const SECOND_SIGNAL_AFTER_MS = 1_000;

/**
 * How long the services may take to close once the requests are done. Each closes in milliseconds
 * on an idle machine; a model stopped mid-download on a machine busy with other work took over a
 * second, and the process left without closing it (a test of the built server saw that under load).
 */
const SERVICES_CLOSE_MS = 3_000;

/** How often the loop clock below reads the time. */
const LOOP_TICK_MS = 50;
/** The most a stretch between two of its readings counts for: the rest, the loop was held. */
const HELD_COUNTS_AS_MS = 250;
/** How often idle keep-alive connections are closed while requests finish. */
const IDLE_SWEEP_MS = 100;

export interface GracefulShutdownOptions {
  /** The public listener, drained. */
  server: Server;
  /** Listeners closed at the end without draining (the metrics listener answers until then). */
  others?: Server[];
  readiness: Readiness;
  /** Closes what the services hold (Redis). */
  closeServices: () => Promise<void>;
  timeoutMs: number;
  logger: Logger;
  exit?: (code: number) => void;
  now?: () => number;
}

export interface GracefulShutdown {
  /** What a signal does; exposed for the signal handlers and tests. */
  onSignal(signal: string): void;
  /**
   * What the end of the process that started us does (scripts/start.mjs gone): the drain, unless
   * one has started; never the "stop now" of a second signal.
   */
  onParentGone(): void;
}

export function createGracefulShutdown(options: GracefulShutdownOptions): GracefulShutdown {
  const { server, others = [], readiness, closeServices, timeoutMs, logger } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const now = options.now ?? Date.now;
  let sinceFirstSignal: LoopClock | undefined;
  let finished = false;

  const finish = async (code: number) => {
    if (finished) return;
    finished = true;
    sinceFirstSignal?.stop();
    for (const other of others) {
      other.close();
      other.closeAllConnections();
    }
    // Redis, the card store and the model get a moment to say goodbye, never long enough to hold
    // the exit for good.
    await Promise.race([
      closeServices().catch((error: unknown) => logger.warn({ err: error }, 'closing failed')),
      new Promise((resolve) => setTimeout(resolve, SERVICES_CLOSE_MS).unref()),
    ]);
    logger.info({ code }, code === 0 ? 'stopped' : 'stopped before every request finished');
    exit(code);
  };

  const drain = (why: { signal: string } | { reason: string }) => {
    readiness.startDraining();
    logger.info({ ...why, timeoutMs }, 'shutting down: finishing the requests in flight');
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const deadline = setTimeout(() => {
      clearInterval(sweep);
      logger.warn({ timeoutMs }, 'requests still in flight at SHUTDOWN_TIMEOUT_MS: closing them');
      server.closeAllConnections();
      void finish(1);
    }, timeoutMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      void finish(0);
    });
    server.closeIdleConnections();
  };

  return {
    onSignal(signal) {
      if (sinceFirstSignal === undefined) {
        sinceFirstSignal = loopClock(now);
        drain({ signal });
        return;
      }
      if (sinceFirstSignal.elapsed() < SECOND_SIGNAL_AFTER_MS) {
        logger.debug({ signal }, 'the same request to stop, again: ignored');
        return;
      }
      logger.warn({ signal }, 'second signal: exiting at once');
      server.closeAllConnections();
      finished = true;
      sinceFirstSignal.stop();
      exit(1);
    },
    onParentGone() {
      if (sinceFirstSignal !== undefined) return;
      sinceFirstSignal = loopClock(now);
      drain({ reason: 'npm start (scripts/start.mjs) is gone' });
    },
  };
}

export interface LoopClock {
  /** Milliseconds the event loop has turned since the clock started, read now. */
  elapsed(): number;
  stop(): void;
}

/**
 * A clock that counts only the time the event loop turned. A signal handler runs when the loop
 * gets to it, not when the signal came: a copy sent 0.1 s after the first signal but read after a
 * synchronous stretch (the guard building its tables for the request in flight, 1.5 s on a busy
 * core) would be 1.6 s later by the wall clock, and cut the requests a drain exists to finish
 * (CI's intermittent 'socket hang up'). Read every LOOP_TICK_MS, and a held stretch counts as
 * HELD_COUNTS_AS_MS at most, so a second Ctrl-C pressed after a second of a turning loop stops at
 * once. Its timer keeps no process alive.
 */
export function loopClock(now: () => number = Date.now): LoopClock {
  let last = now();
  let turned = 0;
  const elapsed = () => {
    const at = now();
    turned += Math.min(Math.max(at - last, 0), HELD_COUNTS_AS_MS);
    last = at;
    return turned;
  };
  const timer = setInterval(elapsed, LOOP_TICK_MS).unref();
  return { elapsed, stop: () => clearInterval(timer) };
}

/**
 * Installs the shutdown on SIGTERM and SIGINT, and, when scripts/start.mjs started us with a
 * channel, on that channel's end (start.mjs killed with SIGKILL or crashed). The channel never
 * keeps the process alive.
 */
export function handleShutdownSignals(options: GracefulShutdownOptions): GracefulShutdown {
  const shutdown = createGracefulShutdown(options);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => shutdown.onSignal(signal));
  }
  if (process.channel) {
    process.channel.unref();
    process.once('disconnect', () => shutdown.onParentGone());
  }
  return shutdown;
}
