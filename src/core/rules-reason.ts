/**
 * Why the rules writer wrote a card or thread in a model's place, and what the local model's
 * failures are called in public: one set of words for `/api/health`, the note under a fresh card
 * and the card's own page. Public words name no path, host or variable (the server's log keeps
 * the details and the next step).
 */

/** Why the local model cannot write: each has one short public reason (MODEL_FAILURE_REASONS). */
export const MODEL_FAILURES = [
  'file-missing',
  'file-mismatch',
  'download-failed',
  'no-runtime',
  'load-failed',
  'load-timeout',
  'no-memory',
] as const;
export type ModelFailure = (typeof MODEL_FAILURES)[number];

export const isModelFailure = (value: unknown): value is ModelFailure =>
  (MODEL_FAILURES as readonly unknown[]).includes(value);

/** `/api/health`'s `reason` for each failure, word for word. */
export const MODEL_FAILURE_REASONS: Readonly<Record<ModelFailure, string>> = {
  'file-missing': 'the file is missing',
  'file-mismatch': 'the file is not the one named',
  'download-failed': 'the download failed',
  'no-runtime': 'no runtime for this platform',
  'load-failed': 'the model could not be loaded',
  'load-timeout': 'the model took too long to load',
  'no-memory': 'not enough memory for the local model',
};

/** Failures that leave no model file on the server: to a visitor, the model is not installed. */
const NOT_INSTALLED: ReadonlySet<ModelFailure> = new Set([
  'file-missing',
  'file-mismatch',
  'download-failed',
]);

/**
 * Why the rules writer answered, as it stood when the answer was written: the model was
 * downloading (how far), loading, busy (ready, with no room for another request), failed (why) or
 * stopped (the server was shutting down). Stored with the card, so its label says what held then.
 */
export type RulesReason =
  | { kind: 'downloading'; progress?: number }
  | { kind: 'loading' }
  | { kind: 'busy' }
  | { kind: 'failed'; failure: ModelFailure }
  | { kind: 'stopped' };

/** Guard for a reason read back from storage (a stored thread, an older card). */
export function isRulesReason(value: unknown): value is RulesReason {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, progress, failure } = value as Record<string, unknown>;
  switch (kind) {
    case 'downloading':
      return progress === undefined || (typeof progress === 'number' && progress >= 0);
    case 'failed':
      return isModelFailure(failure);
    case 'loading':
    case 'busy':
    case 'stopped':
      return true;
    default:
      return false;
  }
}

/**
 * The reason in words, after "Key lines by rules:" or "Posts by rules:". `spoken` leaves the
 * download's percentage out (a screen reader is not told each step).
 */
export function rulesReasonText(reason: RulesReason, { spoken = false } = {}): string {
  switch (reason.kind) {
    case 'downloading': {
      const { progress } = reason;
      return progress === undefined || spoken
        ? 'the local model is downloading'
        : `the local model is downloading (${Math.round(progress)}%)`;
    }
    case 'loading':
      return 'the local model is loading';
    case 'busy':
      return 'the local model is busy';
    case 'stopped':
      return 'the local model has stopped';
    case 'failed': {
      const { failure } = reason;
      if (failure === 'no-memory') return MODEL_FAILURE_REASONS[failure];
      const state = NOT_INSTALLED.has(failure)
        ? 'is not installed on this server'
        : 'could not start';
      return `the local model ${state} (${MODEL_FAILURE_REASONS[failure]})`;
    }
  }
}
