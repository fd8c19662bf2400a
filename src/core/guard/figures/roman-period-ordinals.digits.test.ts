/** A period's ordinal in digits of the source's Roman numeral (roman-period-ordinals.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (text: string, line: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('heldPeriodOrdinal', () => {
  it('keeps the source’s quarter in digits', () => {
    expect(
      claims(
        'Vietjet lãi 520 tỷ đồng trong quý III.',
        'Vietjet lãi 520 tỷ đồng trong quý 3.',
        'vi',
      ),
    ).toEqual([]);
    expect(
      claims('Laba naik pada kuartal II tahun ini.', 'Laba naik pada kuartal 2 tahun ini.', 'id'),
    ).toEqual([]);
  });

  it('stops another quarter', () => {
    expect(
      claims(
        'Vietjet lãi 520 tỷ đồng trong quý III.',
        'Vietjet lãi 520 tỷ đồng trong quý 4.',
        'vi',
      ),
    ).toEqual(['4']);
    expect(
      claims('Laba naik pada kuartal II tahun ini.', 'Laba naik pada kuartal 3 tahun ini.', 'id'),
    ).not.toEqual([]);
  });
});
