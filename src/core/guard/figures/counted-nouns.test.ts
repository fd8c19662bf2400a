/**
 * A plain count put before a noun the source counts with another value (counted-nouns.ts): "three
 * nights" of "two nights", the source's three counting the ways a bill is split, stopped; the
 * source's count, its other nouns and a part of a whole kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const CHAT =
  'Priya: I booked pitch 12 at Pine Hollow for two nights, it was 38 pounds a night. So 76 total, split three ways is about 25 each.';

describe('countedNouns: a count before a noun the source counts otherwise', () => {
  it('stops a count the source gives other nouns before one it counts with another value', () => {
    expect(stopped('Priya booked a pitch for three nights at 38 pounds a night.', CHAT)).toEqual([
      'three',
    ]);
  });

  it('keeps the source’s count, its other nouns, and a part of a whole', () => {
    expect(stopped('Priya booked a pitch for two nights at 38 pounds a night.', CHAT)).toEqual([]);
    expect(stopped('Split three ways, it is about 25 each.', CHAT)).toEqual([]);
    const LANES = 'The plan will remove 140 of the street’s 310 parking spaces.';
    expect(stopped('The plan removes 140 parking spaces.', LANES)).toEqual([]);
  });
});
