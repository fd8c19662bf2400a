/**
 * A line that drops one of the source's words and says the next twice moves no name
 * (repeated-next-names.ts): the property test's seed 582096868.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, GUARD_MODES, unsupportedClaims } from '../index.ts';

const LIST = '“ßa”, ÉA, éà, #AA, 1 000, #AaAA, Éüñ, ñé, Zorro';

const stopped = (line: string, mode: (typeof GUARD_MODES)[number] = 'normal') =>
  unsupportedClaims(line, claimSource({ text: LIST }), mode).map((claim) => claim.text);

describe('a word left out and its neighbour said twice', () => {
  it('keeps the line in every mode: the name is the source’s next word, no other fact’s', () => {
    for (const mode of GUARD_MODES) {
      expect(stopped('1 000, Éüñ, Éüñ, ñé, “ßa”', mode)).toEqual([]);
    }
  });

  it('still stops a name of elsewhere in the source put in the left-out word’s place', () => {
    expect(stopped('1 000, Zorro, Éüñ, ñé')).toEqual(['Zorro']);
  });
});
