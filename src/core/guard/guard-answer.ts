/**
 * A model's answer as the guard reads it (issue 37): the units that may reach the card (its lines,
 * its caption, its posts), each checked by unsupportedClaims in order until the card has what it
 * needs; and the answer put back together from the units kept, so the shapers read it as before.
 */
import { answerLines, sameTextKey } from '../clean-model-text.ts';
import { THREAD_MAX_POSTS } from '../constants.ts';
import { splitGifWords } from '../model-answer-json.ts';
import { threadPostTexts } from '../shape-thread.ts';
import {
  type ClaimSource,
  type GuardMode,
  type UnsupportedClaim,
  unsupportedClaims,
} from './unsupported-claims.ts';

/** Lines of a Normal or Troll card, a meme's caption, or a thread's posts. */
export type GuardShape = 'lines' | 'caption' | 'posts';

export function guardShape(mode: GuardMode): GuardShape {
  if (mode === 'thread') return 'posts';
  return mode === 'meme' ? 'caption' : 'lines';
}

/** How many units of an answer reach the card: three lines, one caption, at most five posts. */
export const GUARD_UNITS: Readonly<Record<GuardShape, number>> = {
  lines: 3,
  caption: 1,
  posts: THREAD_MAX_POSTS,
};

/** The units of an answer, in order. */
export function answerUnits(raw: string, shape: GuardShape): string[] {
  if (shape === 'posts') return threadPostTexts(raw);
  return answerLines(shape === 'caption' ? splitGifWords(raw).caption : raw);
}

/**
 * An answer made of `units`, in the shape the shapers read: lines one a line, posts numbered
 * "Post 1:", a caption with the GIF words `raw` gave it (a small model's meme answer).
 */
export function answerFromUnits(units: readonly string[], shape: GuardShape, raw = ''): string {
  if (shape === 'posts')
    return units.map((post, index) => `Post ${index + 1}: ${post}`).join('\n\n');
  if (shape === 'lines') return units.join('\n');
  return `${units.join('\n')}${raw.slice(splitGifWords(raw).caption.length)}`;
}

export interface CheckedUnit {
  text: string;
  claims: UnsupportedClaim[];
}

/** An answer's first lines are the ones a model means; no shaper reads past this many. */
const MAX_UNITS = 60;

/** Every unit checked (at most the first 60): none with an unsupported claim may reach the card. */
export function checkUnits(
  units: readonly string[],
  source: ClaimSource,
  mode: GuardMode,
): CheckedUnit[] {
  return units
    .slice(0, MAX_UNITS)
    .map((text) => ({ text, claims: unsupportedClaims(text, source, mode) }));
}

/**
 * How many of the checked units the card would show without the guard: those up to the one that
 * completes it (three lines, a caption, five posts; a repeated unit does not count). A failed unit
 * among them is what the guard stops and asks again for; one after them was never to be shown,
 * and is only left out.
 */
export function shownUnits(checked: readonly CheckedUnit[], mode: GuardMode): number {
  const need = GUARD_UNITS[guardShape(mode)];
  const seen = new Set<string>();
  let passed = 0;
  for (const [index, unit] of checked.entries()) {
    const key = sameTextKey(unit.text);
    if (unit.claims.length === 0 && !seen.has(key)) passed += 1;
    seen.add(key);
    if (passed >= need) return index + 1;
  }
  return checked.length;
}

/** The claims of checked units, each said once ("450", "$25"): what the next request names. */
export function claimTexts(units: readonly CheckedUnit[]): string[] {
  return [...new Set(units.flatMap((unit) => unit.claims.map((claim) => claim.text)))];
}
