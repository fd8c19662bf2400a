/**
 * A price the source holds at a figure ("we stay at 4.99 a month") or refuses to change ("we won't
 * raise the price"), said to rise (unchanged-claims.ts, the sixth set of documents): stopped; the
 * same price said to stay, and a stay at a place, are kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const PRICING =
  'Sofia: Last thing: pricing. We stay at 5.49 a month and 44.99 a year, as agreed in March. Any objections?';
const MENU =
  "Will the award change the bistro? We won't raise the lunch menu price this spring, it stays at 38 euros.";
const HOTEL = 'We stay at the Harbour Hotel for two nights. Room prices rise in June.';

const negations = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal')
    .filter((claim) => claim.kind === 'negation')
    .map((claim) => claim.text);

describe('unsupportedClaims: a price held or not raised, said to rise', () => {
  it('stops the held price said to rise', () => {
    expect(negations('Pricing rises to 5.49 a month or 44.99 a year.', PRICING)).toEqual([
      'Pricing rises to 5.49 a month or 44.99 a year',
    ]);
    expect(negations('The lunch menu will rise to 38 euros this spring.', MENU)).toEqual([
      'The lunch menu will rise to 38 euros this spring',
    ]);
  });

  it('keeps it said to stay, and a stay at a place', () => {
    expect(negations('Pricing stays at 5.49 a month or 44.99 a year.', PRICING)).toEqual([]);
    expect(negations('The lunch menu price stays at 38 euros this spring.', MENU)).toEqual([]);
    expect(negations('Room prices at the Harbour Hotel rise in June.', HOTEL)).toEqual([]);
  });
});
