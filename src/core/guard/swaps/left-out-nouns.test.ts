/**
 * A figure whose noun the source leaves out (left-out-nouns.ts): "186 vols sur les 230 prévus"
 * told as "Sur 230 vols prévus, 186 sont annulés" is kept; the two numbers traded are still stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string, lang?: string) =>
  unsupportedClaims(line, claimSource({ text, ...(lang && { lang }) }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const FR =
  'Grève chez Brussels Airlines : la compagnie annule 186 vols sur les 230 prévus au départ de Zaventem, soit environ 18.000 passagers touchés.';
const EN =
  'Strike at Brussels Airlines: the airline cancels 186 flights out of the 230 planned at Zaventem, about 18,000 passengers hit.';
const ES =
  'Huelga en Brussels Airlines: la aerolínea cancela 186 vuelos de los 230 previstos en Zaventem, unos 18.000 pasajeros afectados.';

describe('keptAtLeftOutNoun: the noun the second number leaves out', () => {
  it('keeps the whole told with the noun written back', () => {
    expect(figures('Sur 230 vols prévus à Zaventem, 186 sont annulés.', FR, 'fr')).toEqual([]);
    expect(figures('Of 230 flights planned at Zaventem, 186 are cancelled.', EN)).toEqual([]);
    expect(figures('De 230 vuelos previstos, 186 se cancelan.', ES, 'es')).toEqual([]);
  });

  it('still stops the two numbers traded', () => {
    expect(figures('La compagnie annule 230 vols sur les 186 prévus.', FR, 'fr')).toEqual([
      '230',
      '186',
    ]);
    expect(figures('The airline cancels 230 flights out of the 186 planned.', EN)).toEqual([
      '230',
      '186',
    ]);
  });
});
