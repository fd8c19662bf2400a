/**
 * A change's bare end, its unit written once beside the other end (carried-change-ends.ts; round
 * forty-three): the source's figure said the other way round is kept, an invented end still stops.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const PRICES =
  'Ab März kostet das Monatsticket 58 Euro statt 49 Euro. Das Jugendticket bleibt bei 29 Euro.';
const RENT = 'El alquiler medio sube hasta los 1.200 euros, frente a los 950 euros del año pasado.';
const FARE = 'Le ticket passe à 2,50 euros, contre 2,10 euros auparavant.';

describe('carriedChangeEnd', () => {
  it('keeps the old and new price said the other way round, the unit written once', () => {
    expect(figures('Das Monatsticket steigt von 49 auf 58 Euro.', PRICES, 'de')).toEqual([]);
    expect(figures('Das Monatsticket kostet 58 statt 49 Euro.', PRICES, 'de')).toEqual([]);
    expect(figures('El alquiler pasa de 950 a 1.200 euros.', RENT, 'es')).toEqual([]);
    expect(figures('Le ticket passe de 2,10 à 2,50 euros.', FARE, 'fr')).toEqual([]);
  });

  it('stops an old price the source never gives, and a bare number no change carries a unit to', () => {
    expect(figures('Das Monatsticket steigt von 45 auf 58 Euro.', PRICES, 'de')).toEqual(['45']);
    // French reads "2,20 à 2,50 euros" as one range: stopped whole.
    expect(figures('Le ticket passe de 2,20 à 2,50 euros.', FARE, 'fr')).not.toEqual([]);
    expect(
      figures('Das Monatsticket kostet 58 Euro, 49 Fahrten inklusive.', PRICES, 'de'),
    ).toContain('49');
  });
});
