/**
 * Swahili's hours counted from six in the morning (swahili-hours.ts, h256): "saa mbili asubuhi"
 * is 8:00, "saa nane mchana" 14:00; an hour moved or a half of the day flipped still stopped.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'sw' }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const MEETING = 'Mkutano utaanza saa mbili asubuhi mjini Arusha.';

describe('Swahili hours', () => {
  it('keeps the Western clock’s hour of a source’s Swahili hour, and the other way round', () => {
    expect(figures('Mkutano mjini Arusha utaanza saa 8:00 asubuhi.', MEETING)).toEqual([]);
    expect(figures('Mkutano mjini Arusha utaanza saa 2 asubuhi.', MEETING)).toEqual([]);
    const shop = 'Duka litafunguliwa saa tatu asubuhi Mombasa.';
    expect(figures('Duka la Mombasa litafunguliwa saa 9 asubuhi.', shop)).toEqual([]);
    const party = 'Sherehe itaanza saa 14:00 Dodoma.';
    expect(figures('Sherehe ya Dodoma itaanza saa nane mchana.', party)).toEqual([]);
    const prayer = 'Ibada itaanza saa nne na nusu asubuhi.';
    expect(figures('Ibada itaanza saa 10:30 asubuhi.', prayer)).toEqual([]);
    const night = 'Sherehe itaanza saa moja usiku Dodoma.';
    expect(figures('Sherehe ya Dodoma itaanza saa 19:00.', night)).toEqual([]);
  });

  it('stops an hour moved, a half of the day flipped, and reads no other language so', () => {
    expect(figures('Mkutano mjini Arusha utaanza saa 9:00 asubuhi.', MEETING)).toEqual(['9:00']);
    expect(figures('Mkutano mjini Arusha utaanza saa 8:00 jioni.', MEETING)).toEqual(['8:00']);
    const party = 'Sherehe itaanza saa 14:00 Dodoma.';
    expect(figures('Sherehe ya Dodoma itaanza saa tisa mchana.', party)).toEqual(['tisa']);
    const finnish = 'Kokous alkaa, ja jokainen saa 2 lippua.';
    const line = 'Kokous alkaa kello 8:00.';
    expect(
      unsupportedClaims(line, claimSource({ text: finnish, lang: 'fi' }), 'normal').length,
    ).toBeGreaterThan(0);
  });

  const WORDS = ['moja', 'mbili', 'tatu', 'nne', 'tano', 'sita', 'saba', 'nane', 'tisa', 'kumi'];

  it('keeps each morning hour on the Western clock and stops the next (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 5 }), (count, step) => {
        const source = `Mkutano utaanza saa ${WORDS[count - 1]} asubuhi mjini Arusha.`;
        const hour = count + 6 === 12 ? 12 : (count + 6) % 12;
        const line = (at: number) => `Mkutano mjini Arusha utaanza saa ${at}:00 asubuhi.`;
        expect(figures(line(hour), source)).toEqual([]);
        // Another morning hour, neither the Western one nor the Swahili count's own digits.
        const other = ((hour - 1 + step) % 12) + 1;
        if (other !== count) expect(figures(line(other), source)).not.toEqual([]);
      }),
      { numRuns: 30 },
    );
  });

  it('reads a line’s hour past twelve on the 24-hour clock alone (round h278)', () => {
    const train = 'Treni itaondoka saa 2:00 usiku tarehe 5 Desemba.';
    expect(figures('Treni itaondoka saa 20:00 tarehe 5 Desemba.', train)).toEqual([]);
    expect(figures('Treni itaondoka saa 14:00 tarehe 5 Desemba.', train)).toEqual(['14:00']);
  });
});

describe('Swahili hours, round h285', () => {
  it('reads each "saa" of a range apart, and a date’s year before "saa 16:00" as a year', () => {
    const office = 'Ofisi iko wazi kutoka saa 2 asubuhi hadi saa 11 jioni.';
    expect(figures('Ofisi iko wazi 8:00-17:00.', office)).toEqual([]);
    expect(figures('Ofisi iko wazi 8:00-18:00.', office)).toEqual(['18:00']);
    const match = 'Mechi itachezwa tarehe 12/03/2026 saa 10 jioni.';
    expect(figures('Mechi itachezwa tarehe 12 Machi 2026 saa 16:00.', match)).toEqual([]);
    expect(figures('Mechi itachezwa tarehe 12 Machi 2026 saa 17:00.', match)).toEqual(['17:00']);
  });
});
