/** A spaced "3 h" of a duration, held by the source's hours (spaced-hour-durations.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (text: string, line: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

describe('heldSpacedHours', () => {
  it('keeps "de 3 h" of three hours in French and Spanish, and stops four', () => {
    expect(figures('Le trajet dure 3 heures.', 'Trajet de 3 h.', 'fr')).toEqual([]);
    expect(figures('Le trajet dure 3 heures.', 'Trajet de 4 h.', 'fr')).toEqual(['4 h']);
    expect(figures('El viaje dura 3 horas.', 'Viaje de 3 h.', 'es')).toEqual([]);
    expect(figures('El viaje dura 3 horas.', 'Viaje de 4 h.', 'es')).toEqual(['4 h']);
  });

  it('stops "à 3 h", a clock’s time, of a duration of three hours', () => {
    expect(figures('Le trajet dure 3 heures.', 'Départ à 3 h.', 'fr')).toEqual(['3 h']);
    expect(figures('El viaje dura 3 horas.', 'Salida a las 3 h.', 'es')).toEqual(['3 h']);
  });

  it('keeps only the source’s hours', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 23 }), (hours) => {
        const kept =
          figures('Le trajet dure 5 heures.', `Trajet de ${hours} h.`, 'fr').length === 0;
        return kept === (hours === 5);
      }),
      { numRuns: 23 },
    );
  });
});
