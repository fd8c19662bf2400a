/**
 * A rank said by its ordinal word (rank-ordinals.ts, round twenty-two): "klättrade till femte
 * plats" of a ranking's "från 11:e till 6:e plats" changed the rank and passed, ordinal words
 * being no figure read.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { rankOrdinals } from './rank-ordinals.ts';

const RANKING =
  'Årets ranking av Sveriges bästa skidorter: 1. Åre (betyg 9,1), 2. Sälen (8,7), 3. Vemdalen (8,4). Riksgränsen klättrade från 11:e till 6:e plats.';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('an ordinal word at a rank', () => {
  it('stops a rank the source does not give, and keeps the ranks it does', () => {
    expect(claims('Riksgränsen klättrade till femte plats.', RANKING, 'sv')).toEqual([
      'figure:femte',
    ]);
    expect(claims('Riksgränsen klättrade från elfte till sjätte plats.', RANKING, 'sv')).toEqual(
      [],
    );
    expect(claims('Åre toppar listan, före Sälen på andra plats.', RANKING, 'sv')).toEqual([]);
  });

  it('reads an English rank, and no ordinal away from a word of rank', () => {
    const table = 'Harlow climb to 5th with 41 points; Ashby stay 9th.';
    expect(claims('Harlow move up to fifth place.', table, 'en')).toEqual([]);
    expect(claims('Harlow move up to fourth place.', table, 'en')).toEqual(['figure:fourth']);
    expect(rankOrdinals('For the second time, the third act was cut.', new Set(), ['en'])).toEqual(
      [],
    );
  });

  it('leaves "first place" to the source that says who won', () => {
    expect(rankOrdinals('She took first place.', new Set(), ['en'])).toEqual([]);
  });
});
