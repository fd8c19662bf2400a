/** A count of the figures a source lists after its noun (listed-figure-counts.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (text: string, line: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('listedFigureCount', () => {
  const race = 'Kategori yang dilombakan: 42,195 km, 21 km, 10 km dan 5 km.';

  it('keeps the count of the listed figures, told with the list’s noun', () => {
    expect(claims(race, 'Ada empat kategori lomba.', 'id')).toEqual([]);
    expect(
      claims('Distances: 5 km, 10 km and 21 km.', 'Runners pick one of three distances.', 'en'),
    ).toEqual([]);
  });

  it('stops another count, and the count told of another noun', () => {
    expect(claims(race, 'Ada enam kategori lomba.', 'id')).toEqual(['enam']);
    expect(claims(race, 'Ada empat hadiah utama.', 'id')).toEqual(['empat']);
    expect(
      claims('Distances: 5 km, 10 km and 21 km.', 'Runners pick one of four distances.', 'en'),
    ).toEqual(['four']);
  });
});
