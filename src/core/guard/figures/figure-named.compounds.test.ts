/** A word of noon or midnight at the tail of a hyphened compound is no time (figure-named.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

const CONCERT = 'Le concert au parc de la Tête d’Or commence le 14 mars à 15 h.';

describe('après-midi', () => {
  it('keeps "3 de l’après-midi" of 15 h: the afternoon, not its noon', () => {
    expect(stopped('Le concert commence le 14 mars à 3 de l’après-midi.', CONCERT, 'fr')).toEqual(
      [],
    );
    expect(stopped('Le concert commence le 14 mars à 3 h de l’après-midi.', CONCERT, 'fr')).toEqual(
      [],
    );
  });

  it('stops another hour of the afternoon, the morning’s 3 and noon itself', () => {
    expect(stopped('Le concert commence le 14 mars à 5 de l’après-midi.', CONCERT, 'fr')).toEqual([
      '5',
    ]);
    expect(stopped('Le concert commence le 14 mars à 3 h du matin.', CONCERT, 'fr')).not.toEqual(
      [],
    );
    expect(stopped('Le concert commence le 14 mars à midi.', CONCERT, 'fr')).toEqual(['midi']);
  });

  it('still reads "meio-dia" whole as noon', () => {
    const lunch = 'O almoço no Porto é ao meio-dia de sábado.';
    expect(stopped('O almoço é ao meio-dia.', lunch, 'pt')).toEqual([]);
    expect(stopped('O almoço é à meia-noite.', lunch, 'pt')).toEqual(['meia-noite']);
  });
});
