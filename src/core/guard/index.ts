/**
 * The guard's public surface: what the rest of the code calls of it (a model's lines checked
 * against the source post, a stream's safe head, the number words it reads). Re-exported by
 * src/core/index.ts; the rules behind it are this folder's (docs/decisions/012). Here sit the rule
 * itself (unsupported-claims.ts), the source read once (claim-source.ts), the answer's units and
 * the stream's safe head; the readers are in rooms, each a kind of claim:
 * - numbers/: a number read in any language or script (n2words' lexicons, CJK numerals, scales);
 * - figures/: a figure's kind and value (money, percent, measure, count) and rewordings that keep it;
 * - dates/: days, months, clocks, calendars and seasons, and what a line ties them to;
 * - swaps/: what a figure counts, and figures, scores and ranks traded between things;
 * - names/: people's and things' names in every script, and a name put for another;
 * - places/: countries, capitals, regions and places, as their people and in other scripts;
 * - roles/: who does what in a document, and parties traded;
 * - meaning/: what a clause says: negations, directions, causes, hedges;
 * - words/: what every reader shares: folding, common and stop words, acronyms, verb forms.
 * A reading made once per source (or lexicon) goes through oncePer (once-per-source.ts).
 * Rooms import each other's files directly; the product's other code calls only this file.
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
export { NUMBER_WORD_LANGUAGES } from './numbers/number-words.ts';
export { createSafeHeads, type SafeHeads } from './safe-heads.ts';
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
