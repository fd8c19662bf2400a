/**
 * A run of days reached, told as its day or its count (reached-days.ts): "chega ao 12º dia" holds
 * "completa 12 dias" and the other way round; another count stops, and a day told with no verb of
 * reaching ("on the 3rd day of the festival") holds no count of days.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const STRIKE = 'A greve dos servidores no Porto de Santos chega ao 12º dia nesta quinta-feira.';
const HUELGA = 'La huelga de los controladores cumple 12 días este jueves.';
const WALKOUT = 'The walkout at the plant entered its 12th day on Thursday.';

describe('unsupportedClaims: a day reached told as a count of days', () => {
  it.each([
    ['A greve em Santos completa 12 dias nesta quinta.', STRIKE, 'pt'],
    ['La huelga de los controladores llega a su 12º día.', HUELGA, 'es'],
    ['The walkout at the plant has now lasted 12 days.', WALKOUT, 'en'],
  ])('keeps %s', (line, text, lang) => {
    expect(claims(line, text, lang)).toEqual([]);
  });

  it.each([
    ['A greve em Santos completa 13 dias nesta quinta.', STRIKE, 'pt', 'figure:13 dias'],
    ['La huelga de los controladores llega a su 14º día.', HUELGA, 'es', 'figure:14º'],
    ['The walkout at the plant has now lasted 11 days.', WALKOUT, 'en', 'figure:11 days'],
  ])('stops another count: %s', (line, text, lang, stopped) => {
    expect(claims(line, text, lang)).toEqual([stopped]);
  });

  it('holds no count where no verb says the span reached that day', () => {
    const text = 'On the 3rd day of the festival, the band played its new album.';
    expect(claims('The festival lasts 3 days.', text, 'en')).toEqual(['figure:3 days']);
  });
});
