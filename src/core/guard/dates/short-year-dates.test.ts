/** A year-first date with a two-digit year, Korean "26.4.3" (short-year-dates.ts; issue 44). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('heldShortYearDate', () => {
  const fair = '박람회는 2026년 4월 3일 개막한다.';

  it('keeps the source’s date as "26.4.3", stops another day or year', () => {
    expect(stopped('박람회 26.4.3 개막.', fair, 'ko')).toEqual([]);
    expect(stopped('박람회 26.4.4 개막.', fair, 'ko')).toEqual(['26.4.4']);
    expect(stopped('박람회 25.4.3 개막.', fair, 'ko')).toEqual(['25.4.3']);
  });

  it('reads no such date in a language that writes the day first', () => {
    expect(stopped('Messe 26.4.3.', 'Die Messe beginnt am 3. April 2026.', 'de')).not.toEqual([]);
  });

  it('keeps every day of the source so written, and stops another day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 1, max: 27 }),
        (month, day, step) => {
          const text = `행사는 2026년 ${month}월 ${day}일 열린다.`;
          expect(stopped(`행사 26.${month}.${day} 개최.`, text, 'ko')).toEqual([]);
          const other = ((day - 1 + step) % 28) + 1;
          expect(stopped(`행사 26.${month}.${other} 개최.`, text, 'ko')).not.toEqual([]);
        },
      ),
      { numRuns: 25 },
    );
  });
});
