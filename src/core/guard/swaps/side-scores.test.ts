/**
 * A score written as its two sides, each a name and its number (side-scores.ts; round
 * forty-one: "Sunderland beat Bristol City 2-1" of "Bristol City 1, Sunderland 2" was stopped).
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { sideScores } from './side-scores.ts';

const figures = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const FULL_TIME =
  'Full time at Ashton Gate: Bristol City 1, Sunderland 2. Wilson Isidor won it with a header late on.';
const NO_COMMA = 'FT: Chelsea 2 Arsenal 1. A big win at the Bridge.';

describe('sideScores', () => {
  it('reads two named sides with their numbers, and no dates', () => {
    expect(sideScores(FULL_TIME)).toEqual([
      { first: 'Bristol City', second: 'Sunderland', numbers: [1, 2] },
    ]);
    expect(sideScores('The fair runs March 3, April 5 and May 9.')).toEqual([]);
  });
});

describe('a score of the source’s sides with their numbers', () => {
  it('keeps the score with its winner first, or its loser with "lost"', () => {
    expect(figures('Sunderland beat Bristol City 2-1 at Ashton Gate.', FULL_TIME)).toEqual([]);
    expect(figures('Bristol City lost 1-2 to Sunderland.', FULL_TIME)).toEqual([]);
    expect(figures('Chelsea beat Arsenal 2-1.', NO_COMMA)).toEqual([]);
  });

  it('stops the score given to the other side, and another score', () => {
    expect(figures('Bristol City beat Sunderland 2-1 at Ashton Gate.', FULL_TIME)).toEqual(['2-1']);
    expect(figures('Arsenal beat Chelsea 2-1.', NO_COMMA)).toEqual(['2-1']);
    expect(figures('Sunderland beat Bristol City 3-1 at Ashton Gate.', FULL_TIME)).toEqual(['3-1']);
  });
});
