/**
 * The guard's thread (guard-client.ts starts it): every request's source read and its lines checked
 * here, off the server's event loop (issue 44 item 7). A 20,000-character source held the main
 * thread 100-400 ms on a loaded machine, the server answering nobody meanwhile. Each request's
 * session (guard-work.ts) is kept until the client closes it, its source read once.
 */
import { parentPort } from 'node:worker_threads';
import type { ClaimSourceInput, GuardMode } from '#core/index.ts';
import { readOnce, streamGuardOnce, WARM_READINGS } from './guard-warm-readings.ts';
import {
  checkEach,
  checkWhole,
  type GuardSession,
  openSession,
  readSoFar,
  safeOf,
} from './guard-work.ts';

/** What the client asks: a session opened or closed (no answer), or a reading (answered by `seq`). */
export type GuardAsk =
  | { kind: 'open'; id: number; input: ClaimSourceInput; mode: GuardMode }
  | { kind: 'close'; id: number }
  | { kind: 'warm'; seq: number }
  | { kind: 'each' | 'whole'; seq: number; id: number; units: readonly string[] }
  | { kind: 'soFar' | 'safe'; seq: number; id: number; text: string };

/** The answer to a reading: its value, or `lost` when the session was dropped, or the error. */
export type GuardAnswer =
  | { seq: number; value: unknown }
  | { seq: number; lost: true }
  | { seq: number; error: string };

/**
 * Sessions a client forgot to close (a request that threw before its answer) are dropped oldest
 * first past this many; a reading of one then answers `lost` and the client reads it itself.
 */
const MAX_SESSIONS = 256;

const sessions = new Map<
  number,
  { input: ClaimSourceInput; mode: GuardMode; read?: GuardSession }
>();

/** The session's source is read at its first reading, not at its opening. */
function sessionOf(id: number): GuardSession | undefined {
  const held = sessions.get(id);
  if (!held) return undefined;
  held.read ??= openSession(held.input, held.mode);
  return held.read;
}

function answer(ask: Exclude<GuardAsk, { kind: 'open' | 'close' | 'warm' }>): GuardAnswer {
  const session = sessionOf(ask.id);
  if (!session) return { seq: ask.seq, lost: true };
  switch (ask.kind) {
    case 'each':
      return { seq: ask.seq, value: checkEach(session, ask.units) };
    case 'whole':
      return { seq: ask.seq, value: checkWhole(session, ask.units) };
    case 'soFar':
      return { seq: ask.seq, value: readSoFar(session, ask.text) };
    case 'safe':
      return { seq: ask.seq, value: safeOf(session, ask.text) };
  }
}

parentPort?.on('message', (ask: GuardAsk) => {
  if (ask.kind === 'open') {
    if (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value as number);
    sessions.set(ask.id, { input: ask.input, mode: ask.mode });
    return;
  }
  if (ask.kind === 'close') {
    sessions.delete(ask.id);
    return;
  }
  let reply: GuardAnswer;
  try {
    if (ask.kind === 'warm') {
      for (const reading of WARM_READINGS) {
        readOnce(reading);
        streamGuardOnce(reading);
      }
      reply = { seq: ask.seq, value: undefined };
    } else {
      reply = answer(ask);
    }
  } catch (error) {
    reply = { seq: ask.seq, error: (error as Error).message };
  }
  parentPort?.postMessage(reply);
});
