/**
 * Opening hours a post writes backwards on the twelve-hour clock, "from eight to six"
 * (backward-hour-ranges.ts, h256): a line's "08:00–18:00" kept, another end or a range the source
 * writes forwards ("from six to eight") still stopped.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string, lang = 'en') =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const CLINIC = 'The clinic is open from eight to six on weekdays.';

describe('heldBackwardRangeEnd', () => {
  it('keeps a backward range’s end on the 24-hour clock, and its start with it', () => {
    expect(figures('The clinic is open 08:00–18:00 on weekdays.', CLINIC)).toEqual([]);
    expect(figures('The clinic is open 8:00 to 18:00 on weekdays.', CLINIC)).toEqual([]);
    const praxis = 'Die Praxis ist von acht bis sechs geöffnet.';
    expect(figures('Die Praxis ist von 8:00 bis 18:00 geöffnet.', praxis, 'de')).toEqual([]);
    const shop = 'De winkel is open van negen tot vijf.';
    expect(figures('De winkel is open van 9:00 tot 17:00.', shop, 'nl')).toEqual([]);
  });

  it('stops another end, and a range the source writes forwards', () => {
    expect(figures('The clinic is open 08:00–17:00 on weekdays.', CLINIC)).toEqual(['17:00']);
    const gym = 'The gym is open from six to eight in the morning.';
    expect(figures('The gym is open 06:00–20:00 in the morning.', gym)).toEqual(['20:00']);
    const shop = 'De winkel is open van negen tot vijf.';
    expect(figures('De winkel is open van 9:00 tot 18:00.', shop, 'nl')).not.toEqual([]);
  });

  it('keeps each backward range’s afternoon end and stops the hour after (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 7, max: 11 }), fc.integer({ min: 1, max: 5 }), (from, to) => {
        const source = `The office is open from ${from} to ${to} on weekdays.`;
        const line = (end: number) => `The office is open ${from}:00–${end}:00 on weekdays.`;
        expect(figures(line(to + 12), source)).toEqual([]);
        expect(figures(line(to + 13), source)).not.toEqual([]);
      }),
      { numRuns: 25 },
    );
  });
});
