/**
 * A count the source gives its own noun put in a measure's place (unit-moved-counts.ts): "48 times
 * in 23 hours" of "23 disconnections in the last 48 hours" stopped; the source's own order, a
 * measure it writes with its unit, and a count whose unit follows a word later are kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const CALL =
  'Our system shows 23 disconnections in the last 48 hours, so you are right, that is far too many.';
const TERMS =
  '2. Fees. The Member pays a deposit equal to one month’s fee. 7. Liability is capped at the fees paid in the 12 months before the claim.';

describe('unitMovedCounts: a count of another noun made a measure', () => {
  it('stops a measure held only by a count of something else', () => {
    expect(stopped('Her connection dropped 48 times in 23 hours.', CALL)).toContain('23 hours');
    expect(stopped('Members pay a deposit of two months’ fees.', TERMS)).toEqual(['two months']);
  });

  it('keeps the source’s measures, in their unit or another, and a unit written a word on', () => {
    expect(stopped('Her connection dropped 23 times in 48 hours.', CALL)).toEqual([]);
    expect(stopped('Her connection dropped 23 times in two days.', CALL)).toEqual([]);
    expect(stopped('Liability is capped at the fees of the last 12 months.', TERMS)).toEqual([]);
    const BUS = 'Shuttle buses every 10 min. Allow 20 extra minutes for the trip.';
    expect(stopped('Riders should plan for an extra 20 minutes.', BUS)).toEqual([]);
  });
});

describe('unitMovedCounts: a count that ends its sentence after words', () => {
  const STAGES = 'The first stage took 3 weeks, the second 5.';
  it('keeps the unit the source leaves out written back ("the second 5" of "3 weeks")', () => {
    expect(stopped('The first stage took 3 weeks, the second 5 weeks.', STAGES)).toEqual([]);
    expect(
      stopped('Work 4 days, then rest 3 days.', 'The new schedule: work 4 days, then rest 3.'),
    ).toEqual([]);
  });

  it('still stops a value the source lacks, and the numbered clause of a contract', () => {
    expect(stopped('The first stage took 3 weeks, the second 6 weeks.', STAGES)).toEqual([
      '6 weeks',
    ]);
    expect(stopped('Members pay a deposit of two months’ fees.', TERMS)).toEqual(['two months']);
  });
});
