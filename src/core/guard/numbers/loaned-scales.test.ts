/**
 * English's million and billion written in an Indic script (loaned-scales.ts): "1.2 मिलियन" of
 * "12 लाख" is the same count, kept; "1.3 मिलियन" stopped, whole (no mile cut out of it).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { loanedScale } from './loaned-scales.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('English scales in an Indic script', () => {
  it('keeps lakh and crore said as millions and billions, both ways, and stops another value', () => {
    const riders = 'इस साल 12 लाख यात्री आए';
    expect(claims('यात्रियों की संख्या 1.2 मिलियन रही।', riders, 'hi')).toEqual([]);
    expect(claims('यात्रियों की संख्या 1.3 मिलियन रही।', riders, 'hi')).toEqual(['1.3 मिलियन']);
    const profit = 'कंपनी का मुनाफा 5 करोड़ रुपये रहा।';
    expect(claims('कंपनी का मुनाफा 50 मिलियन रुपये रहा।', profit, 'hi')).toEqual([]);
    expect(claims('कंपनी का मुनाफा 5 करोड़ रुपये रहा।', 'मुनाफा 50 मिलियन रुपये रहा।', 'hi')).toEqual([]);
    expect(claims('बजट 200 करोड़ डॉलर है।', 'बजट 2 बिलियन डॉलर है।', 'hi')).toEqual([]);
    const budget = 'বাজেট ৫ কোটি টাকা।';
    expect(claims('বাজেট ৫০ মিলিয়ন টাকা।', budget, 'bn')).toEqual([]);
    expect(claims('বাজেট ৬০ মিলিয়ন টাকা।', budget, 'bn')).toEqual(['60 মিলিয়ন টাকা']);
  });

  it('still reads a mile as a mile, and no word that only sounds near', () => {
    expect(claims('दूरी 6 मील है।', 'दूरी 5 मील है।', 'hi')).toEqual(['6 मील']);
    expect(loanedScale('मिलन')).toBeUndefined();
    expect(loanedScale('मालिन')).toBeUndefined();
    expect(loanedScale('million')).toBeUndefined();
    expect(loanedScale('ट्रिलियन')).toBe(1e12);
  });

  it('keeps any number of lakh said as millions, and stops a tenth more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 11, max: 99 }), (lakh) => {
        const source = `इस साल ${lakh} लाख यात्री आए`;
        const millions = String(lakh / 10);
        expect(claims(`इस साल ${millions} मिलियन यात्री आए`, source, 'hi')).toEqual([]);
        expect(
          claims(`इस साल ${String((lakh + 1) / 10)} मिलियन यात्री आए`, source, 'hi'),
        ).toHaveLength(1);
      }),
      { numRuns: 30 },
    );
  });
});
