/**
 * A month and its year in digits (numeric-month-years.ts, h268): Polish "03.2026" is March 2026,
 * both ways round; a month or a year changed is still stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { addNumericMonthYears } from './numeric-month-years.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('months and years in digits', () => {
  it('reads a month of one or two digits before a year, nothing of a number around them', () => {
    const keysOf = (text: string) => {
      const keys = new Set<string>();
      addNumericMonthYears(text, keys);
      return [...keys];
    };
    expect(keysOf('Dane za 03.2026.')).toEqual(['m3', 'n2026']);
    expect(keysOf('tháng 12/2025')).toEqual(['m12', 'n2025']);
    expect(keysOf('kurs 13.2026, 1.03.2026, 3.20265')).toEqual([]);
  });

  it('keeps a named month of the source’s digits and digits of its named month', () => {
    const digits = 'Dane za 03.2026 pokazują wzrost cen.';
    expect(stopped('Dane za marzec 2026 pokazują wzrost cen.', digits, 'pl')).toEqual([]);
    expect(stopped('Dane za kwiecień 2026 pokazują wzrost cen.', digits, 'pl')).not.toEqual([]);
    const named = 'Ceny wzrosły w marcu 2026 r.';
    expect(stopped('Ceny wzrosły w 03.2026.', named, 'pl')).toEqual([]);
    expect(stopped('Ceny wzrosły w 04.2026.', named, 'pl')).not.toEqual([]);
    expect(stopped('Ceny wzrosły w 03.2025.', named, 'pl')).not.toEqual([]);
  });
});
