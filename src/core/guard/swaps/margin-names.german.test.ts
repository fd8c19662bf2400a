/** German's capitalised nouns are no person a figure is said before (margin-names.ts, h308). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (text: string, line: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'de' }), 'normal').map((claim) => claim.text);

const UTILITY =
  'Die Stadtwerke Leipzig melden für 2024 einen Umsatz von 3,2 Mrd. Euro und einen Gewinn von 118 Mio. Euro. In den Ausbau von Solarparks fließen bis 2030 etwa 650 Millionen Euro.';
const RACE =
  'Im Sprint siegte Kowalczyk 38 Sekunden vor Haugland und 1 Minute 12 Sekunden vor Nyberg.';

describe('marginNames in German', () => {
  it('keeps a sum written out in nouns ("118 Millionen Euro" of "118 Mio. Euro")', () => {
    expect(claims(UTILITY, 'Der Gewinn lag bei 118 Millionen Euro.')).toEqual([]);
    expect(claims(UTILITY, 'Der Gewinn betrug 2024 rund 118 Millionen Euro.')).toEqual([]);
    expect(claims(UTILITY, 'In Solarparks fließen bis 2030 etwa 650 Millionen Euro.')).toEqual([]);
  });

  it('still stops the sum changed, and a margin put before another runner', () => {
    expect(claims(UTILITY, 'Der Gewinn lag bei 181 Millionen Euro.')).not.toEqual([]);
    expect(claims(RACE, 'Im Sprint siegte Kowalczyk 38 Sekunden vor Haugland.')).toEqual([]);
    expect(claims(RACE, 'Im Sprint siegte Kowalczyk 38 Sekunden vor Nyberg.')).toContain('38');
  });
});
