/** A bare amount after a partitive pronoun is in the unit said before (partitive-units.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';

const STRIKE =
  'Il ministero ha offerto un aumento medio di 145 euro lordi al mese, giudicato insufficiente: i sindacati chiedono almeno 250 euro. Potrebbero aderire fino a 300 mila docenti.';
const RENT =
  'Le propriétaire propose 40 euros de hausse, les locataires demandent 25 euros au plus.';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('partitiveUnit', () => {
  it('keeps an amount whose unit "ne" or "en" leaves to the priced one before it', () => {
    expect(
      stopped(
        'Il ministero propone 145 euro lordi in più al mese; i sindacati ne vogliono almeno 250.',
        STRIKE,
        'it',
      ),
    ).toEqual([]);
    expect(
      stopped('Le propriétaire propose 40 euros ; les locataires en demandent 25.', RENT, 'fr'),
    ).toEqual([]);
  });

  it('still stops an amount the source never gives in that unit, and one no pronoun carries', () => {
    expect(
      stopped(
        'Il ministero propone 145 euro al mese; i sindacati ne vogliono almeno 350.',
        STRIKE,
        'it',
      ),
    ).toEqual(['350']);
    expect(
      stopped(
        'Il ministero propone 145 euro al mese; i sindacati vogliono almeno 250.',
        STRIKE,
        'it',
      ),
    ).toEqual(['250']);
  });
});
