/**
 * A value's own subject read past a place (h265, change-subjects.ts WIDE_REACH): "Average rents
 * in Greater Dunford rose 7.4%" gives the 7.4% to "rents", though the two words right before
 * "rose" are the place's; a line's "rents rose 7.4%" is kept, and a figure moved onto another
 * value's subject is still stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const RENTS =
  'Average rents in Greater Dunford rose 7.4% in the year to September. House prices were flat at £286,000. The share of household income spent on rent increased from 31% to 33%.';

describe('changeSubjects: a subject before a place', () => {
  it('keeps the value told of its own subject, joined to another sentence', () => {
    for (const line of [
      'Rents rose 7.4% while house prices stayed flat at £286,000.',
      'House prices held steady at £286,000 while rents rose 7.4%.',
      'Rents rose 7.4% in the year to September.',
    ]) {
      expect(stopped(line, RENTS), line).toEqual([]);
    }
  });

  it('still stops a figure moved onto another value’s subject', () => {
    const RETAIL =
      'Group sales rose 6.8% to £1,214 million. Online sales grew 11.2% and now make up 38% of the total. Homeware was again the strongest category, with sales up 9.4%, while clothing sales rose 2.9%.';
    expect(stopped('Online rose by 2.9% in the quarter.', RETAIL)).toEqual(['2.9%']);
  });
});
