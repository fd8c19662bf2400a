/**
 * A rank the source writes as an ordinal before its word, written by a line as a number after it
 * (round fifty-one): kept; another number there is still another rank.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { ordinalsBefore } from './ordinals-before-names.ts';

const RANKING =
  'Im neuen QS-Ranking 2027 klettert die ETH Zürich vom 7. auf den 6. Platz. Die EPFL verliert zwei Ränge und liegt neu auf Platz 28.';

const figures = (line: string) =>
  unsupportedClaims(line, claimSource({ text: RANKING, lang: 'de' }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

describe('unsupportedClaims: a rank written after its word where the source writes its ordinal before', () => {
  it('keeps "auf Platz 6" of the source’s "auf den 6. Platz"', () => {
    expect(figures('Die ETH Zürich steigt im QS-Ranking 2027 auf Platz 6.')).toEqual([]);
  });

  it('still stops a rank the source gives no one, or gives before another word ("vom 7.")', () => {
    expect(figures('Die ETH Zürich steigt im QS-Ranking 2027 auf Platz 5.')).toContain('Platz 5');
    expect(figures('Die ETH Zürich steigt im QS-Ranking 2027 auf Platz 7.')).toEqual(['Platz 7']);
  });

  it('reads ordinals in other languages’ forms, and no bare number before the word', () => {
    expect(ordinalsBefore('She finished in 6th place.', 'Place')).toEqual(new Set(['6']));
    expect(ordinalsBefore('Команда заняла 6-е место.', 'Место')).toEqual(new Set(['6']));
    expect(ordinalsBefore('Es gibt 7 Platz für alle.', 'Platz')).toEqual(new Set());
  });
});
