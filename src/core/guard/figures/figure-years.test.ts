/** A count written with a group separator is no year (figure-years.ts): a line may round it. */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (text: string, line: string, lang = 'en') =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('mayBeYear', () => {
  it('keeps "about 2,000" of a count written "1,987", "1.987" or "1 987"', () => {
    expect(claims('The city counted 1,987 new homes.', 'About 2,000 new homes.')).toEqual([]);
    expect(claims('La ciudad contó 1.987 viviendas.', 'Unas 2.000 viviendas.', 'es')).toEqual([]);
    expect(claims('Miasto oddało 1 987 mieszkań.', 'Około 2 000 mieszkań.', 'pl')).toEqual([]);
  });

  it('stops a rounding from a year, or to another figure', () => {
    expect(claims('The city counted new homes in 1987.', 'About 2,000 new homes.')).toEqual([
      '2,000',
    ]);
    expect(claims('The city counted 1,987 new homes.', 'About 3,000 new homes.')).toEqual([
      '3,000',
    ]);
    expect(claims('The city counted 1,987 new homes.', 'About 2,100 new homes.')).toEqual([
      '2,100',
    ]);
  });
});
