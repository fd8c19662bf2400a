/**
 * A change's bare old end, its unit written once on the new end before it (carried-first-units.ts;
 * round forty-six): the source's old amount is kept, an invented one still stops.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const WAGE =
  'Januártól a minimálbér bruttó 290 800 forintról 322 800 forintra emelkedik, a garantált bérminimum 348 800 forintról 373 200 forintra.';
const TICKET =
  'Ab März kostet das Monatsticket 58 Euro statt 49 Euro. Das Jugendticket bleibt bei 29 Euro.';
const FEE = 'The monthly fee goes from $4 to $5 in March.';

describe('carriedFirstUnit', () => {
  it('keeps the old amount written bare after the new one with its currency', () => {
    expect(
      figures('A minimálbér 322 800 forint lesz a mostani 290 800 helyett.', WAGE, 'hu'),
    ).toEqual([]);
    expect(figures('Das Monatsticket kostet jetzt 58 Euro statt 49.', TICKET, 'de')).toEqual([]);
    expect(figures('The fee is now $5 instead of 4.', FEE, 'en')).toEqual([]);
  });

  it('stops an old amount the source never gives in that currency', () => {
    expect(
      figures('A minimálbér 322 800 forint lesz a mostani 280 800 helyett.', WAGE, 'hu'),
    ).toEqual(['280 800']);
    expect(figures('Das Monatsticket kostet jetzt 58 Euro statt 45.', TICKET, 'de')).toEqual([
      '45',
    ]);
    // A bare figure no "instead of" marks as the old end is read as written.
    expect(figures('The fee is now $5, for 4 users.', FEE, 'en')).toContain('4');
  });
});
