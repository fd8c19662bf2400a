/**
 * A figure at its own word with another case ending (inflected-ties.ts; round forty-six): kept,
 * while two figures that trade their words, endings and all, still stop.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'fi' }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const RANK =
  'Tampereen yliopisto nousi tuoreella listalla sijalle 98, kun se viime vuonna oli sijalla 115. Listalla arvioitiin 2 000 yliopistoa.';
const TABLE =
  'Ilves nousi sarjataulukossa sijalta 9 sijalle 4 voitettuaan lauantaina HJK:n. Seuraava ottelu pelataan sunnuntaina.';

describe('keptBesideInflectedWord', () => {
  it('keeps a rank at its own noun in another case', () => {
    expect(
      figures(
        'Tampereen yliopisto on nyt listalla sijalla 98, kun viime vuonna sija oli 115.',
        RANK,
      ),
    ).toEqual([]);
  });

  it('stops two ranks that trade their words, endings and all', () => {
    expect(figures('Ilves nousi sarjataulukossa sijalta 4 sijalle 9.', TABLE)).not.toEqual([]);
    expect(
      figures(
        'Tampereen yliopisto nousi listalla sijalle 115, kun se viime vuonna oli sijalla 98.',
        RANK,
      ),
    ).not.toEqual([]);
  });
});
