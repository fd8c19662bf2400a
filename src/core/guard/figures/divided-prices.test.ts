import { describe, expect, it } from 'vitest';
import { claimSource } from '../claim-source.ts';
import { unsupportedClaims } from '../unsupported-claims.ts';

const APP = claimSource({
  text: 'Fieldnote 3.0 is out. Pricing stays the same: free for up to 3 notebooks, Pro is $6 a month or $48 a year.',
});
const figures = (line: string, mode: 'normal' | 'thread' = 'thread') =>
  unsupportedClaims(line, APP, mode)
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

describe('a yearly price the line divides into months', () => {
  it('keeps the monthly share of a yearly price the same line states, in several wordings', () => {
    expect(figures("Pro at $48 a year?? That's $4 a month ser, basically free")).toEqual([]);
    expect(figures('Pro costs $48 per year, which works out to $4/month.', 'normal')).toEqual([]);
    expect(figures('Only $4 a month if you pay $48 a year for Pro.', 'normal')).toEqual([]);
  });

  it('still stops a monthly price the yearly one does not divide into, or one with no yearly price', () => {
    expect(figures("Pro at $48 a year?? That's $5 a month ser")).toEqual(['$5']);
    expect(figures('Pro is $4 a month.', 'normal')).toEqual(['$4']);
    expect(figures('Pro at €48 a year, so $4 a month.', 'normal')).toContain('$4');
  });
});
