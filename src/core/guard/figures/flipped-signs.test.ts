/**
 * A change's sign turned (flipped-signs.ts): "-3,5 %" of a post's "+3,5 %" stops; the same sign,
 * a post that writes the value unsigned, and hyphens between digits or after letters are kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const INFLATION = 'Die Preise für Strom liegen bei +3,5 % zum Vorjahr, nachts sind es -2 °C.';

describe('unsupportedClaims: a change’s sign turned', () => {
  it('stops a rise made a fall, and a frost made warmth', () => {
    expect(claims('Die Preise für Strom liegen bei -3,5 % zum Vorjahr.', INFLATION, 'de')).toEqual([
      'figure:-3,5',
    ]);
    expect(claims('Nachts sind es +2 °C.', INFLATION, 'de')).toEqual(['figure:+2']);
    // Turkish writes the percent sign before the digits, after the change's sign.
    expect(
      claims('Elektrik fiyatları yıllık -%3,5.', 'Elektrik fiyatları yıllık +%3,5.', 'tr'),
    ).toEqual(['figure:-%3,5']);
  });

  it('keeps the same signs, in another form', () => {
    expect(claims('Strom: +3,5 % zum Vorjahr, nachts −2 Grad Celsius.', INFLATION, 'de')).toEqual(
      [],
    );
  });

  it('leaves a value the post writes unsigned to the other readers', () => {
    const fell = 'Shares fell 3.5% on Monday after the COVID-19 report for 2024-25.';
    expect(claims('Shares: -3.5% on Monday after the COVID-19 report.', fell, 'en')).toEqual([]);
  });
});
