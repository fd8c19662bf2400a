/** A date with its month as a Roman numeral, "3-IV-2026" (roman-month-dates.ts; issue 44). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { romanMonthDates, withoutRomanMonths } from './roman-month-dates.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );
const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];
const dayMonth = (lang: string, day: number, month: number) =>
  new Intl.DateTimeFormat(lang, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2026, month - 1, day)));

describe('heldRomanMonthDay', () => {
  it('keeps "3-IV-2026" and "3.IV.2026" of the 3rd of April, stops another month or day', () => {
    const feria = 'La feria abre el 3 de abril de 2026.';
    expect(stopped('Feria desde el 3-IV-2026.', feria, 'es')).toEqual([]);
    expect(stopped('Feria desde el 3-V-2026.', feria, 'es')).toEqual(['figure:3']);
    const targi = 'Targi ruszą 3 kwietnia 2026.';
    expect(stopped('Targi od 3.IV.2026.', targi, 'pl')).toEqual([]);
    expect(stopped('Targi od 4.IV.2026.', targi, 'pl')).toEqual(['figure:4']);
  });

  it('reads a numeral after a space as a month only before a year', () => {
    expect(romanMonthDates('3 IV 2026')).toEqual([
      { start: 0, end: 9, day: 3, month: 4, year: 2026 },
    ]);
    expect(romanMonthDates('I bought 3 I think')).toEqual([]);
    expect(withoutRomanMonths('Feria 3-IV-2026, Luis XIV')).toBe('Feria 3-  -2026, Luis XIV');
  });

  it('keeps every date of the source so written, and stops its day in another month', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('es', 'pl', 'it'),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 11 }),
        (lang, day, month, step) => {
          const text = `${dayMonth(lang, day, month)}.`;
          expect(stopped(`${day}-${ROMAN[month - 1]}-2026.`, text, lang)).toEqual([]);
          const other = ((month - 1 + step) % 12) + 1;
          expect(stopped(`${day}-${ROMAN[other - 1]}-2026.`, text, lang)).not.toEqual([]);
        },
      ),
      { numRuns: 25 },
    );
  });
});
