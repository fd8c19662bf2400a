/**
 * A "$" before pesos (peso-dollar-signs.ts): the source's amount is in pesos where it says so.
 * Every text here is synthetic, written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'es' }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

describe('pesoAfterDollarSign', () => {
  it('keeps the pesos a "$" amount names, and the "$" the line copies', () => {
    const source = 'La alcaldía invirtió $2.3 millones de pesos en el parque.';
    expect(stopped('La alcaldía invirtió 2,3 millones de pesos.', source)).toEqual([]);
    expect(stopped('La alcaldía invirtió $2.3 millones.', source)).toEqual([]);
    expect(stopped('El boleto cuesta 500 pesos.', 'El boleto cuesta $500 pesos.')).toEqual([]);
  });

  it('stops pesos of a "$" that names none, and another amount', () => {
    const source = 'La alcaldía invirtió $2.3 millones en el parque.';
    expect(stopped('La alcaldía invirtió 2,3 millones de pesos.', source)).toEqual([
      '2,3 millones de pesos',
    ]);
    expect(
      stopped(
        'La alcaldía invirtió 3,3 millones de pesos.',
        'La alcaldía invirtió $2.3 millones de pesos.',
      ),
    ).toEqual(['3,3 millones de pesos']);
  });
});
