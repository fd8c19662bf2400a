/**
 * A range of days written with a year on its last day ("del 3 al 5/6/2025", short-date-ranges.ts)
 * or with Dutch's "tot en met" (range-word-tails.ts): the first day is the range's month's day,
 * kept where the source holds it, stopped where it does not.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const JAZZ = 'El festival de jazz se celebra del 3 al 5 de junio de 2025 en el parque.';
const BOOKS = 'Le salon du livre a lieu du 12 au 15 mars 2025 à la mairie.';
const FAIR = 'A feira acontece de 3 a 5 de junho de 2025.';
const SHOW = 'De tentoonstelling is te zien van 5 tot en met 20 mei in het stadhuis.';

describe('a range’s first day before a numeric date with its year', () => {
  it('keeps the source’s range', () => {
    expect(figures('El festival de jazz se celebra del 3 al 5/6/2025.', JAZZ, 'es')).toEqual([]);
    expect(figures('Le salon du livre a lieu du 12 au 15/03/2025.', BOOKS, 'fr')).toEqual([]);
    expect(figures('A feira acontece de 3 a 5/6/2025.', FAIR, 'pt')).toEqual([]);
  });

  it('stops a first day, last day or month the source lacks', () => {
    expect(figures('El festival de jazz se celebra del 2 al 5/6/2025.', JAZZ, 'es')).toEqual(['2']);
    expect(figures('El festival de jazz se celebra del 3 al 6/6/2025.', JAZZ, 'es')).toEqual([
      '6/6/2025',
    ]);
    expect(figures('Le salon du livre a lieu du 11 au 15/03/2025.', BOOKS, 'fr')).toEqual(['11']);
    expect(figures('Le salon du livre a lieu du 12 au 15/04/2025.', BOOKS, 'fr')).toEqual([
      '15/04/2025',
    ]);
  });
});

describe('rangeWordTail', () => {
  it('reads the source’s "van 5 tot en met 20 mei" as the 5th of May', () => {
    expect(figures('De tentoonstelling loopt van 5 mei tot en met 20 mei.', SHOW, 'nl')).toEqual(
      [],
    );
    expect(figures('De tentoonstelling is te zien vanaf 5 mei.', SHOW, 'nl')).toEqual([]);
  });

  it('stops another first or last day', () => {
    expect(figures('De tentoonstelling loopt van 6 mei tot en met 20 mei.', SHOW, 'nl')).toEqual([
      '6',
    ]);
    expect(figures('De tentoonstelling loopt van 5 mei tot en met 21 mei.', SHOW, 'nl')).toContain(
      '21',
    );
    expect(figures('De tentoonstelling is van 6 tot en met 20 mei te zien.', SHOW, 'nl')).toEqual([
      '6',
    ]);
  });
});
