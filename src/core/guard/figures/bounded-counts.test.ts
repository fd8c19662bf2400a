/** A count bounded from below of the source's same count (bounded-counts.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';

const text =
  '¡FINAL! Betis 2-1 Sevilla en el Benito Villamarín. 52.000 aficionados en las gradas y 312 votos para el gol del año.';
const claims = (line: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'es' }), 'normal').map((claim) => claim.text);

describe('boundedCount', () => {
  it('keeps "more than" a round count below the source’s count of the same thing', () => {
    expect(claims('Más de cincuenta mil aficionados vieron el derbi.')).toEqual([]);
    expect(claims('Más de 50.000 aficionados vieron el derbi.')).toEqual([]);
    expect(claims('El gol recibió más de 300 votos.')).toEqual([]);
  });

  it('stops a bound above the source’s, too far below it, or of another thing', () => {
    expect(claims('Más de sesenta mil aficionados vieron el derbi.')).toEqual(['sesenta mil']);
    expect(claims('Más de 40.000 aficionados vieron el derbi.')).toEqual(['40.000']);
    expect(claims('Más de 50.000 votos para el gol del año.')).toEqual(['50.000']);
    expect(claims('Más de 300 aficionados vieron el derbi.')).toEqual(['300']);
  });
});
