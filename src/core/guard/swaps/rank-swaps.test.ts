/**
 * Ranks swapped between two names (rank-swaps.ts): a line giving each of two ranked names the
 * other's place. The same ranks in the source's order, in words or digits, in another language,
 * one name alone at its own rank, and ordinal words that rank nothing are kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { rankSwaps } from './rank-swaps.ts';

const stopped = (line: string, text: string, lang?: string) =>
  unsupportedClaims(line, claimSource({ text, ...(lang && { lang }) }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const SKIDORTER =
  'Årets ranking av Sveriges bästa skidorter är klar: 1. Åre (betyg 9,1), 2. Sälen (8,7), 3. Vemdalen (8,4), 4. Idre (8,2). Riksgränsen klättrade från 11:e till 6:e plats.';
const LEAGUE =
  'Final standings: 1. Northwind (61 points), 2. Real Harbour (58), 3. Eastbury (55). Westfield finished in 7th place.';

describe('rankSwaps: two names given each other’s rank', () => {
  it('stops ranks traded, in words or digits, with or without a word of rank', () => {
    expect(stopped('Idre tog tredje plats och Vemdalen fjärde.', SKIDORTER, 'sv')).toEqual([
      'tredje',
      'fjärde',
    ]);
    expect(stopped('Eastbury came 2nd and Real Harbour 3rd.', LEAGUE)).toEqual(['2nd', '3rd']);
    expect(stopped('Westfield finished in third place.', LEAGUE)).toEqual(['third']);
  });

  it('stops them in a line in another language than its source', () => {
    expect(rankSwaps('Idre came third and Vemdalen fourth.', SKIDORTER, ['en', 'sv'])).toEqual([
      'third',
      'fourth',
    ]);
  });

  it('keeps each name at its own rank, in any order, wording or language', () => {
    expect(stopped('Vemdalen tog tredje plats och Idre fjärde.', SKIDORTER, 'sv')).toEqual([]);
    expect(stopped('Idre kom på fjärde plats, efter Vemdalen.', SKIDORTER, 'sv')).toEqual([]);
    expect(stopped('Riksgränsen klättrade från elfte till sjätte plats.', SKIDORTER, 'sv')).toEqual(
      [],
    );
    expect(rankSwaps('Vemdalen came third and Idre fourth.', SKIDORTER, ['en', 'sv'])).toEqual([]);
    expect(stopped('Real Harbour came 2nd, Eastbury 3rd.', LEAGUE)).toEqual([]);
  });

  it('keeps ordinals that rank nothing, and a first place, which rewords a win', () => {
    expect(stopped('Åre och andra orter toppar listan.', SKIDORTER, 'sv')).toEqual([]);
    expect(stopped('Eastbury were first to finish the season.', LEAGUE)).toEqual([]);
    expect(stopped('Northwind won for the second time, Eastbury the third.', LEAGUE)).toEqual([]);
  });
});
