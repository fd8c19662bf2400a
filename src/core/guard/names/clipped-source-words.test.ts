/**
 * A word clipped to its start where the source writes it whole before the same word (round
 * fifty-one): "die Uni Zürich" of "die Universität Zürich" is kept; another word in that frame,
 * or another place after the clipped word, is still stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const RANKING =
  'Im neuen QS-Ranking 2027 klettert die ETH Zürich vom 7. auf den 6. Platz. Die Universität Zürich verbessert sich auf Rang 83, die Universität Bern fällt auf 117 zurück.';

const names = (line: string) =>
  unsupportedClaims(line, claimSource({ text: RANKING, lang: 'de' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('unsupportedClaims: a word clipped where the source writes it whole', () => {
  it('keeps "Uni" for the source’s "Universität" before the same name', () => {
    expect(
      names('Die Uni Zürich verbessert sich auf Rang 83, die Uni Bern rutscht auf 117 ab.'),
    ).toEqual([]);
  });

  it('still stops a word that opens none of the source’s in that frame', () => {
    expect(names('Die FH Zürich verbessert sich auf Rang 83.')).toEqual(['FH']);
  });

  it('still stops a place the source does not name after the clipped word', () => {
    expect(names('Die Uni Basel verbessert sich auf Rang 83.')).toEqual(['Uni Basel']);
  });
});
