/**
 * The guard's work for one request, as the guard's worker does it (guard-worker.ts) and as the
 * main thread does it when the worker is gone (guard-client.ts): the same calls of core's guard,
 * in the same order, so a line's verdict never depends on where it was read. A session holds what
 * one request reads again and again: its source read once (claimSource), each finished unit's
 * claims, and the heads of the line being written (core's safe-heads.ts).
 */
import {
  answerUnits,
  type CheckedUnit,
  type ClaimSource,
  type ClaimSourceInput,
  checkUnits,
  claimSource,
  createSafeHeads,
  type GuardMode,
  guardShape,
  lineBeingWrittenFails,
  safeSoFar,
  type UnsupportedClaim,
} from '#core/index.ts';

export interface GuardSession {
  readonly source: ClaimSource;
  readonly mode: GuardMode;
  /** A stream checks the same finished lines again and again: each is checked once. */
  readonly known: Map<string, UnsupportedClaim[]>;
  readonly heads: ReturnType<typeof createSafeHeads>;
}

export function openSession(input: ClaimSourceInput, mode: GuardMode): GuardSession {
  return { source: claimSource(input), mode, known: new Map(), heads: createSafeHeads() };
}

/** Each unit checked alone (a stream's finished lines), each text once per session. */
export function checkEach(session: GuardSession, units: readonly string[]): CheckedUnit[] {
  return units.map((text) => {
    let claims = session.known.get(text);
    if (!claims) {
      claims = checkUnits([text], session.source, session.mode)[0]?.claims ?? [];
      session.known.set(text, claims);
    }
    return { text, claims };
  });
}

/** A whole answer's units checked together (the second answer). */
export function checkWhole(session: GuardSession, units: readonly string[]): CheckedUnit[] {
  return checkUnits(units, session.source, session.mode);
}

/** The units of the text so far that are finished: lines before the last newline, posts but the last. */
export function finishedUnits(textSoFar: string, mode: GuardMode): string[] {
  const shape = guardShape(mode);
  if (shape === 'posts') return answerUnits(textSoFar, shape).slice(0, -1);
  const cut = textSoFar.lastIndexOf('\n');
  return answerUnits(textSoFar.slice(0, Math.max(0, cut)), shape);
}

export const passes = (units: readonly CheckedUnit[]) =>
  units.every((unit) => unit.claims.length === 0);

/**
 * What a stream's partial needs of the guard, in one reading (one message to the worker): whether
 * the line being written opens with a stopped claim (then `ended`: the text with that line ended
 * at its stopped head, and its finished units checked), the finished units of the text so far
 * checked, and, when all of them pass, the text so far cut before a claim (`safe`). A failed unit
 * stops the reading where the main thread must put the post's sentences in (answer-guard.ts).
 */
export interface SoFarReading {
  ended?: { text: string; checked: CheckedUnit[] };
  checked?: CheckedUnit[];
  safe?: string;
}

export function readSoFar(session: GuardSession, soFar: string): SoFarReading {
  const { source, mode, heads } = session;
  let ended: SoFarReading['ended'];
  if (lineBeingWrittenFails(soFar, source, mode, heads)) {
    // The sentence put in its place depends on the lines kept, not on the failed line's words:
    // the line ended at its stopped head is the same text with every new word (checked once).
    const start = soFar.lastIndexOf('\n') + 1;
    const line = soFar.slice(start);
    const text = `${soFar.slice(0, start)}${heads.stoppedHeadOf(line) ?? line}\n`;
    ended = { text, checked: checkEach(session, finishedUnits(text, mode)) };
    if (!passes(ended.checked)) return { ended };
  }
  const checked = checkEach(session, finishedUnits(soFar, mode));
  if (!passes(checked)) return { ...(ended && { ended }), checked };
  return { ...(ended && { ended }), checked, safe: safeSoFar(soFar, source, mode, heads) };
}

/** The text (its finished units already passed or replaced) cut before a claim being written. */
export function safeOf(session: GuardSession, text: string): string {
  return safeSoFar(text, session.source, session.mode, session.heads);
}
