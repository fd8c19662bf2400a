/**
 * A German word spelling out a squared or cubed unit the post writes by its symbol
 * (power-unit-words.ts): "pro Quadratmeter" of "l/m²" is the post's unit, no name; where the post
 * writes no area the word is read as before.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const names = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'de' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('isPowerUnitWord: a squared unit spelled out in German', () => {
  it('keeps "Quadratmeter" and "Kubikmeter" where the post writes m² and m³', () => {
    expect(
      names(
        'Es drohen bis zu 40 Liter pro Quadratmeter.',
        'Heute Gewitter mit Starkregen bis 40 l/m² möglich.',
      ),
    ).toEqual([]);
    expect(
      names(
        'Der neue Speicher fasst 500 Kubikmeter Wasser.',
        'Der neue Speicher am Stadtrand fasst 500 m³ Wasser.',
      ),
    ).toEqual([]);
  });

  it('still reads the word where the post writes the unit unraised', () => {
    expect(
      names('Die Bahn fährt 40 Quadratmeter weit.', 'Die neue Bahn fährt nur 40 m weit.'),
    ).toEqual(['Quadratmeter']);
  });
});
