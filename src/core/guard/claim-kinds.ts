/** The guard's vocabulary: what a claim is, and the modes whose lines it checks. */

/**
 * What an unsupported claim is; a #tag counts as a handle (both name an account or a topic), an
 * e-mail address is its own kind (a contact, neither followed as a link nor an account's name); a
 * negation is a clause of the source said with a negation added or dropped (negation-claims.ts) or
 * in the opposite direction or as certain where it hedges (direction-claims.ts, hedge-claims.ts).
 */
export const CLAIM_KINDS = [
  'figure',
  'handle',
  'link',
  'email',
  'quote',
  'name',
  'negation',
] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

/** What the guard checks: a card mode's lines, or a thread's posts. */
export const GUARD_MODES = ['normal', 'troll', 'meme', 'thread'] as const;
export type GuardMode = (typeof GUARD_MODES)[number];

export interface UnsupportedClaim {
  kind: ClaimKind;
  /** As the line writes it ("450", "$25", "@marco_fry"). */
  text: string;
}
