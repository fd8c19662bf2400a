/** A price gap said of the wrong side (gap-sides.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (text: string, line: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

const FR =
  'Le loyer moyen atteint 24,70 € le m² dans la capitale, contre 17,30 € en petite couronne.';
const EN = 'Average rent is €24.70 per m² in Paris, against €17.30 in the inner suburbs.';
const ES = 'El alquiler medio es de 24,70 € el m² en París, frente a 17,30 € en la periferia.';
const DE = 'Die Miete liegt bei 24,70 € pro m² in München, gegenüber 17,30 € in Leipzig.';
const TICKETS = 'Tickets are €40, or €30 for students.';

describe('turnedGapSide', () => {
  it('stops a gap said the wrong way of the side the line names', () => {
    for (const [text, line, lang, figure] of [
      [FR, 'La petite couronne paie 7,40 € de plus.', 'fr', '7,40 €'],
      [FR, 'En petite couronne, le loyer est 7,40 € plus cher au m².', 'fr', '7,40 €'],
      [FR, 'Dans la capitale, on paie 7,40 € de moins.', 'fr', '7,40 €'],
      [EN, 'The inner suburbs pay €7.40 more.', 'en', '€7.40'],
      [EN, 'In Paris rent is €7.40 lower.', 'en', '€7.40'],
      [ES, 'La periferia paga 7,40 € más.', 'es', '7,40 €'],
      [DE, 'In Leipzig zahlt man 7,40 € mehr.', 'de', '7,40 €'],
      [TICKETS, 'Students pay €10 more.', 'en', '€10'],
    ] as const)
      expect(claims(text, line, lang), line).toContain(figure);
  });

  it('keeps the gap said the right way, of no side, or as a gap', () => {
    for (const [text, line, lang] of [
      [FR, 'La petite couronne paie 7,40 € de moins.', 'fr'],
      [FR, 'En petite couronne, le loyer est 7,40 € moins cher au m².', 'fr'],
      [FR, 'Dans la capitale, on paie 7,40 € de plus.', 'fr'],
      [FR, 'Un écart de 7,40 € le m² sépare la capitale de la petite couronne.', 'fr'],
      [EN, 'The inner suburbs pay €7.40 less.', 'en'],
      [EN, 'Rent in the inner suburbs is €7.40 cheaper.', 'en'],
      [ES, 'La periferia paga 7,40 € menos.', 'es'],
      [DE, 'In Leipzig zahlt man 7,40 € weniger.', 'de'],
      [TICKETS, 'Students pay €10 less.', 'en'],
      [TICKETS, 'Students save €10.', 'en'],
    ] as const)
      expect(claims(text, line, lang), line).toEqual([]);
  });
});
