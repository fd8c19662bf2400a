/** Maps X's tombstone wording to a reason, and a reason to a message for a person. */
import { X_MESSAGES } from '#core/index.ts';
import { HttpError } from '../http/errors.ts';
import type { GoneReason } from './post-source.ts';

/** The 404 a person sees for a post X will not show. */
export function goneError(reason: GoneReason): HttpError {
  return new HttpError(404, X_MESSAGES[reason]);
}

/**
 * Reads the reason out of a tombstone's English text. X never sends a code, and older captures
 * say "Tweet" where newer ones say "Post", so only the distinctive words are matched.
 */
export function classifyTombstoneText(text: string): GoneReason {
  const lower = text.toLowerCase();
  if (lower.includes('age-restricted') || lower.includes('age restricted')) return 'ageRestricted';
  if (lower.includes('suspended')) return 'suspended';
  if (lower.includes('limits who can view') || lower.includes('protected')) return 'private';
  if (lower.includes('deleted by the')) return 'deleted';
  if (lower.includes('no longer exists')) return 'notFound';
  return 'unavailable';
}
