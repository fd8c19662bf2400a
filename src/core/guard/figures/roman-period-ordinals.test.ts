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

  it('reads a Russian ordinal word in its case, and the noun itself as no ordinal', () => {
    const ru = 'Продажи в третьем квартале выросли на 12% до 4,2 млрд долларов.';
    expect(stopped('Продажи за III квартал выросли на 12%.', ru, 'ru')).toEqual([]);
    expect(stopped('Продажи за II квартал выросли на 12%.', ru, 'ru')).toEqual(['II']);
    // "čtvrtletí" (a quarter) opens on "čtvrt" (fourth): no fourth quarter of the source.
    const cs = 'Prodej ve třetím čtvrtletí vzrostl o 12 %.';
    expect(stopped('Prodej ve III. čtvrtletí vzrostl o 12 %.', cs, 'cs')).toEqual([]);
    expect(stopped('Prodej ve IV. čtvrtletí vzrostl o 12 %.', cs, 'cs')).toEqual(['IV.']);
  });

  it('reads the numeral after the noun, as Vietnamese and Indonesian write it', () => {
    const vi = 'Doanh thu quý 3 tăng 12%, đạt 4,2 tỷ USD.';
    expect(stopped('Doanh thu quý III tăng 12%.', vi, 'vi')).toEqual([]);
    expect(stopped('Doanh thu quý II tăng 12%.', vi, 'vi')).toEqual(['II']);
    const id = 'Penjualan pada kuartal ketiga naik 12% menjadi Rp4,2 triliun.';
    expect(stopped('Penjualan kuartal III naik 12%.', id, 'id')).toEqual([]);
    expect(stopped('Penjualan kuartal IV naik 12%.', id, 'id')).toEqual(['IV']);
  });
});
