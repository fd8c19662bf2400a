/**
 * The calendar reader's months and weekdays (claim-calendar.ts), where round nineteen's posts
 * found a month in a word that is also a number.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from './index.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('a month short name that is also a number', () => {
  it('reads French "sept" away from a day as seven, not September', () => {
    const deal = 'Paris → Tokyo A/R à 489 € en mars, min. 7 nuits.';
    expect(claims('Il faut rester au moins sept nuits.', deal, 'fr')).toEqual([]);
    // Another number is still stopped, and so is the month its full stop writes.
    expect(claims('Il faut rester au moins huit nuits.', deal, 'fr')).toEqual(['figure:huit']);
    const october = 'Le festival a lieu en octobre à Lyon.';
    expect(claims('Le festival a lieu en sept. à Lyon.', october, 'fr')).toEqual(['figure:sept']);
  });
});
