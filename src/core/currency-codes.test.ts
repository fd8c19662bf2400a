/**
 * A currency's ISO code in a line, where the source writes the currency its own way (CLDR's
 * forms, currency-codes.ts): the guard keeps the code as the source's currency and stops one the
 * source does not write.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from './index.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('a currency’s ISO code', () => {
  const cases: Array<[lang: string, text: string, line: string, other: string]> = [
    ['cs', 'Vstupenka stojí 1 250 Kč.', 'Vstupenka stojí 1 250 CZK.', 'Vstupenka stojí 1 250 USD.'],
    ['pl', 'Bilet kosztuje 1250 zł.', 'Bilet kosztuje 1250 PLN.', 'Bilet kosztuje 1250 EUR.'],
    ['ar', 'سعر التذكرة 1,250 ج.م.', 'سعر التذكرة 1,250 EGP.', 'سعر التذكرة 1,250 SAR.'],
    ['hu', 'A jegy 1250 Ft.', 'A jegy 1250 HUF.', 'A jegy 1250 CZK.'],
  ];

  it.each(cases)(
    '%s: keeps the code of the source’s currency, stops another',
    (lang, text, line, other) => {
      expect(claims(line, text, lang)).toEqual([]);
      expect(claims(other, text, lang)).not.toEqual([]);
    },
  );
});

describe('a word of a currency’s name', () => {
  it('keeps CLDR’s name of the source’s currency, stops another currency’s', () => {
    expect(claims('Tickets cost 1,250 US dollars.', 'Tickets cost $1,250.', 'en')).toEqual([]);
    expect(
      claims('O bilhete custa 1.250 Reais brasileiros.', 'O bilhete custa R$ 1.250.', 'pt'),
    ).toEqual([]);
    expect(
      claims('Tickets cost 1,250 Canadian dollars.', 'Tickets cost €1,250.', 'en'),
    ).not.toEqual([]);
  });
});
