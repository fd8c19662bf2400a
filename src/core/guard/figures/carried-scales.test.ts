/**
 * An amount added to a scaled one, its scale written once (carried-scales.ts; round forty-three).
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const TRANSFER = 'El Sevilla paga 12 millones de euros más 3 en variables por el delantero.';
const DEAL = 'Der Verein zahlt 3,5 Mio. Euro plus 1 an Boni für den Torwart.';
const SIGNED = 'El Sevilla paga 12 millones de euros y 3 jugadores llegan cedidos.';

describe('addCarriedScales', () => {
  it('keeps the added amount in the scale and currency the source writes once', () => {
    expect(
      figures('El fichaje cuesta 12 millones más 3 millones en variables.', TRANSFER, 'es'),
    ).toEqual([]);
    expect(figures('Las variables suman 3 millones de euros.', TRANSFER, 'es')).toEqual([]);
    expect(figures('Dazu kommen 1 Mio. Euro an Boni.', DEAL, 'de')).toEqual([]);
  });

  it('stops another amount, and carries no scale over "and"', () => {
    expect(figures('Las variables suman 4 millones de euros.', TRANSFER, 'es')).toEqual([
      '4 millones de euros',
    ]);
    expect(figures('Llegan 3 millones de euros en variables.', SIGNED, 'es')).toEqual([
      '3 millones de euros',
    ]);
  });

  it('finds the "plus" after a long run of amounts and words, and only after an amount', () => {
    // The source's first amount and word open the search for "plus": a run of them before the
    // deal, or the deal alone, carries the scale the same.
    const long = `${'1 one '.repeat(3_000)}${DEAL}`;
    expect(figures('Dazu kommen 1 Mio. Euro an Boni.', long, 'de')).toEqual([]);
    expect(figures('Dazu kommen 2 Mio. Euro an Boni.', long, 'de')).toEqual(['2 Mio. Euro']);
    // "plus" before any amount carries nothing.
    expect(
      figures('Dazu kommen 1 Mio. Euro.', 'Plus 1 an Boni, dazu 3,5 Mio. Euro.', 'de'),
    ).toEqual(['1 Mio. Euro']);
  });
});
