/**
 * A line that joins a source's two directions (h265, direction-claims.ts toldByAnother): "the
 * decline in supply was the main cause of rising rents" summarised "lower supply pushed rents
 * higher" says both the source's ways; the source's rise is the line's "higher", not its "lower".
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { directionClaims } from './direction-claims.ts';

const source = (text: string) => ({ text, langs: ['en'] });

const RENTS =
  'The number of homes available to rent fell by 12%. The observatory said the decline in supply was the main cause of rising rents, as more landlords sold properties.';

describe('directionClaims: a line that joins two of the source’s directions', () => {
  it('keeps both directions told their own ways', () => {
    for (const line of [
      'Lower supply pushed rents higher as landlords sold properties.',
      'Falling supply drove rents up, the observatory said.',
      'A decline in rental supply, as landlords sold, was the main driver of higher rents.',
    ]) {
      expect(directionClaims(line, source(RENTS)), line).toEqual([]);
    }
  });

  it('still stops a direction turned round where the line has no other to tell it', () => {
    const PRICES = 'The median price rose 3.2 percent to $418,000 in March.';
    expect(
      directionClaims('The median price slipped 3.2 percent to $418,000.', source(PRICES)),
    ).toEqual(['slipped 3.2 percent 418,000']);
  });

  it('property: the joined line is kept whichever pair of direction words says it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Lower', 'Falling', 'Reduced', 'Shrinking'),
        fc.constantFrom('higher', 'up'),
        fc.constantFrom('pushed', 'drove', 'sent'),
        (down, up, verb) => {
          const line = `${down} supply ${verb} rents ${up}.`;
          expect(directionClaims(line, source(RENTS)), line).toEqual([]);
        },
      ),
    );
  });
});
