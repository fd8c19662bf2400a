/**
 * The guard off the event loop (issue 44 item 7): one long-lived worker thread (guard-worker.ts)
 * reads every request's source and checks its lines, the main thread only sends the texts and
 * reads the verdicts (a message each way, well under a millisecond). A request's session lives in
 * the worker until its answer ends (`close`), its source read once. Should the worker die, the
 * readings it owed and the rest of those requests are done on the main thread (guard-work.ts, the
 * same calls), and the next request starts a new worker: never a hang, never a lost verdict.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { CheckedUnit, ClaimSourceInput, GuardMode } from '#core/index.ts';
import {
  checkEach,
  checkWhole,
  type GuardSession,
  openSession,
  readSoFar,
  type SoFarReading,
  safeOf,
} from './guard-work.ts';
import type { GuardAnswer, GuardAsk } from './guard-worker.ts';

/** One request's guard, wherever it runs. */
export interface GuardReader {
  /** Each unit checked alone, once per request. */
  each(units: readonly string[]): Promise<CheckedUnit[]>;
  /** A whole answer's units checked together. */
  whole(units: readonly string[]): Promise<CheckedUnit[]>;
  /** A stream's partial read in one message (guard-work.ts's readSoFar). */
  soFar(text: string): Promise<SoFarReading>;
  /** The text cut before a claim being written. */
  safe(text: string): Promise<string>;
  /** The answer ended: the worker drops the request's source. */
  close(): void;
}

interface Pending {
  worker: Worker;
  resolve(value: unknown): void;
  reject(error: unknown): void;
  /** The same reading on the main thread, should the worker not answer it. */
  onMain(): unknown;
}

/** The file this module was loaded from: a .ts source (tests, dev, demo) or the server's bundle. */
function thisFile(): string {
  // import.meta.filename is Node's own (the bundle's file once built); the build rewrites
  // import.meta.url to the source's, the right answer only where the source is what runs.
  return import.meta.filename ?? fileURLToPath(import.meta.url);
}

/**
 * The built worker (vite.server.config.ts's `guard-worker` entry, dist-server/guard-worker.js): beside
 * the bundle's file that holds this module, main.js or one of its chunks in dist-server/assets/.
 */
function builtWorker(dir: string): string {
  const beside = join(dir, 'guard-worker.js');
  return existsSync(beside) ? beside : join(dir, '..', 'guard-worker.js');
}

let live: Worker | undefined;
const gone = new WeakSet<Worker>();
const pending = new Map<number, Pending>();
let nextSeq = 0;
let nextId = 0;
let onGone: (reason: string) => void = () => {};

/** Says where the worker's death is told (the server's log); by default nowhere. */
export function whenGuardWorkerGone(report: (reason: string) => void): void {
  onGone = report;
}

function settle(entry: Pending, run: () => unknown): void {
  try {
    entry.resolve(run());
  } catch (error) {
    entry.reject(error);
  }
}

function unrefWhenIdle(worker: Worker): void {
  // The worker never keeps the process alive by itself, only while a reading is owed.
  if (![...pending.values()].some((entry) => entry.worker === worker)) worker.unref();
}

function started(): Worker {
  const file = thisFile();
  const dir = dirname(file);
  const worker = file.endsWith('.ts')
    ? new Worker(new URL('./guard-worker-tsx.mjs', pathToFileURL(file)), {
        workerData: { entry: pathToFileURL(join(dir, 'guard-worker.ts')).href },
      })
    : new Worker(builtWorker(dir));
  worker.unref();
  worker.on('message', (answer: GuardAnswer) => {
    const entry = pending.get(answer.seq);
    if (!entry) return;
    pending.delete(answer.seq);
    unrefWhenIdle(worker);
    if ('value' in answer) entry.resolve(answer.value);
    // A dropped session, or a reading that threw there: read here, where it throws the same.
    else settle(entry, entry.onMain);
  });
  let reason = 'exited';
  worker.on('error', (error) => {
    reason = error.message;
  });
  worker.on('exit', (code) => {
    gone.add(worker);
    if (live === worker) live = undefined;
    const owed = [...pending].filter(([, entry]) => entry.worker === worker);
    if (owed.length > 0 || code !== 0) onGone(`${reason} (code ${code})`);
    for (const [seq, entry] of owed) {
      pending.delete(seq);
      settle(entry, entry.onMain);
    }
  });
  return worker;
}

/** The guard's worker, started on first need (and again after it died). */
export function guardWorker(): Worker {
  live ??= started();
  return live;
}

/** Stops the worker (tests, shutdown); readings it owed are done on the main thread. */
export async function stopGuardWorker(): Promise<void> {
  const worker = live;
  live = undefined;
  if (worker) await worker.terminate();
}

/** Sends `ask` and resolves with the worker's answer, or `onMain()` where the worker cannot answer. */
function asked<T>(worker: Worker, ask: GuardAsk & { seq: number }, onMain: () => T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const entry: Pending = { worker, resolve: resolve as (value: unknown) => void, reject, onMain };
    try {
      worker.postMessage(ask);
    } catch {
      // A text the worker could not be sent (never expected: all of it is strings).
      settle(entry, onMain);
      return;
    }
    pending.set(ask.seq, entry);
    worker.ref();
  });
}

/** Runs the guard's warm-up in its worker (warm-guard.ts): the first card's lines wait on none of it. */
export async function warmGuardWorker(): Promise<void> {
  // No worker to warm (one could not be started): each request reads its lines itself.
  const worker = (() => {
    try {
      return guardWorker();
    } catch {
      return undefined;
    }
  })();
  if (worker) await asked(worker, { kind: 'warm', seq: nextSeq++ }, () => undefined);
}

/** The guard of one request: `input` read once, its lines checked in `mode`. */
export function guardReader(input: ClaimSourceInput, mode: GuardMode): GuardReader {
  let local: GuardSession | undefined;
  const onMain = () => {
    local ??= openSession(input, mode);
    return local;
  };
  let bound: { worker: Worker; id: number } | undefined;
  /** The worker this request's readings go to, or undefined once they are read here. */
  const workerOf = () => {
    if (local) return undefined;
    if (!bound) {
      try {
        bound = { worker: guardWorker(), id: nextId++ };
        bound.worker.postMessage({ kind: 'open', id: bound.id, input, mode } satisfies GuardAsk);
      } catch {
        // No worker could be started, or the source could not be sent to it (never expected:
        // strings and plain facts): this request is read here.
        onMain();
        return undefined;
      }
    }
    return gone.has(bound.worker) ? undefined : bound;
  };
  function read<T>(
    ask: (seq: number, id: number) => GuardAsk & { seq: number },
    here: (session: GuardSession) => T,
  ): Promise<T> {
    const on = workerOf();
    if (!on) return Promise.resolve().then(() => here(onMain()));
    return asked(on.worker, ask(nextSeq++, on.id), () => here(onMain()));
  }
  return {
    each: (units) =>
      read(
        (seq, id) => ({ kind: 'each', seq, id, units }),
        (session) => checkEach(session, units),
      ),
    whole: (units) =>
      read(
        (seq, id) => ({ kind: 'whole', seq, id, units }),
        (session) => checkWhole(session, units),
      ),
    soFar: (text) =>
      read(
        (seq, id) => ({ kind: 'soFar', seq, id, text }),
        (session) => readSoFar(session, text),
      ),
    safe: (text) =>
      read(
        (seq, id) => ({ kind: 'safe', seq, id, text }),
        (session) => safeOf(session, text),
      ),
    close() {
      if (bound && !gone.has(bound.worker)) {
        bound.worker.postMessage({ kind: 'close', id: bound.id } satisfies GuardAsk);
      }
      bound = undefined;
      local = undefined;
    },
  };
}
