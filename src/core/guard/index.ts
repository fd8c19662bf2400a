/**
 * The guard's public surface: what the rest of the code calls of it (a model's lines checked
 * against the source post, a stream's safe head, the number words it reads). Re-exported by
 * src/core/index.ts; the rules behind it are this folder's files (docs/decisions/012).
 */
export type { CheckedUnit, GuardShape } from './guard-answer.ts';
export {
  answerFromUnits,
  answerUnits,
  checkUnits,
  claimTexts,
  GUARD_UNITS,
  guardShape,
  shownUnits,
} from './guard-answer.ts';
export { NUMBER_WORD_LANGUAGES } from './number-words.ts';
export { lineBeingWrittenFails, openQuoteAt, safeHead, safeSoFar } from './safe-so-far.ts';
export type {
  ClaimKind,
  ClaimSource,
  ClaimSourceInput,
  GuardMode,
  UnsupportedClaim,
} from './unsupported-claims.ts';
export {
  CLAIM_KINDS,
  claimSource,
  GUARD_MODES,
  unsupportedClaims,
} from './unsupported-claims.ts';
