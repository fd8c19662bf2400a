/** A Roman ordinal before a quarter, half-year, league or congress (roman-period-ordinals.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('withoutRomanPeriodOrdinals', () => {
  const layoffs =
    'Nexora zwolni 320 osób: 200 osób odejdzie w pierwszym kwartale 2027 roku, a pozostałe 120 w drugim.';

  it('keeps "II kwartale" of the source\'s "w drugim", and reads no name in it', () => {
    expect(
      stopped(
        'W I kwartale 2027 r. odejdzie 200 osób, a w II kwartale pozostałe 120.',
        layoffs,
        'pl',
      ),
    ).toEqual([]);
  });

  it('stops a quarter the source does not give', () => {
    expect(stopped('W III kwartale 2027 r. odejdzie 200 osób.', layoffs, 'pl')).toEqual(['III']);
  });

  it('keeps a numeral the source writes in digits or as "Q2", and stops another', () => {
    const report = 'Revenue rose 12% in Q2.';
    expect(stopped('Revenue rose 12% in the II quarter.', report, 'en')).toEqual([]);
    expect(
      stopped('A bevétel a II. negyedévben 12%-kal nőtt.', 'A 2. negyedévben 12%.', 'hu'),
    ).toEqual([]);
    expect(
      stopped('A bevétel a IV. negyedévben 12%-kal nőtt.', 'A 2. negyedévben 12%.', 'hu'),
    ).toEqual(['IV.']);
  });
});
