/** A date with dashes around its month's name, "03-Apr-2026" (dashed-month-dates.ts; issue 44). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { withoutDashedMonths } from './dashed-month-dates.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('dashedMonthDay', () => {
  it('keeps "03-Apr-2026" and "3-abr-2026" of the 3rd of April, stops another day', () => {
    expect(stopped('Fair opens 03-Apr-2026.', 'The fair opens on April 3, 2026.', 'en')).toEqual(
      [],
    );
    expect(stopped('Fair opens 04-Apr-2026.', 'The fair opens on April 3, 2026.', 'en')).toEqual([
      'figure:04',
    ]);
    const salao = 'O salão abre em 3 de abril de 2026.';
    expect(stopped('Salão abre 3-abr-2026.', salao, 'pt')).toEqual([]);
    expect(stopped('Salão abre 4-abr-2026.', salao, 'pt')).toEqual(['figure:4']);
  });

  it('stops the source’s day in another month, and blanks only a month’s name', () => {
    expect(
      stopped('Fair opens 03-May-2026.', 'The fair opens on April 3, 2026.', 'en'),
    ).not.toEqual([]);
    expect(withoutDashedMonths('Opens 03-Apr-2026, 3-Zed-2026')).toBe(
      'Opens 03-   -2026, 3-Zed-2026',
    );
  });
});
