/**
 * A currency's ISO code in a line, where the source writes the currency its own way (CLDR's
 * forms, currency-codes.ts): the guard keeps the code as the source's currency and stops one the
 * source does not write.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

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

describe('a currency’s sign with its country’s letters (round sixteen)', () => {
  const text =
    'Safaricom imezindua simu janja mpya ya Neon Ultra kwa bei ya Sh 7,999. Inapatikana kuanzia Jumatatu.';
  const inEnglish = (line: string) =>
    unsupportedClaims(line, claimSource({ text, lang: 'sw', lineLang: 'en' }), 'normal').map(
      (claim) => `${claim.kind}:${claim.text}`,
    );

  it('keeps "KSh 7,999" of a Swahili post\'s "Sh 7,999" (CLDR writes the shilling "Ksh")', () => {
    expect(inEnglish('Safaricom launched the Neon Ultra at KSh 7,999.')).toEqual([]);
  });

  it('stops a sign CLDR does not write, or the same sign where the source writes none', () => {
    expect(inEnglish('Safaricom launched the Neon Ultra at XSh 7,999.')).toEqual(['name:XSh']);
    const noSign = 'Safaricom imezindua simu janja mpya ya Neon Ultra kwa bei ya 7,999.';
    expect(
      unsupportedClaims(
        'Safaricom launched the Neon Ultra at KSh 7,999.',
        claimSource({ text: noSign, lang: 'sw', lineLang: 'en' }),
        'normal',
      ).map((claim) => `${claim.kind}:${claim.text}`),
    ).toContain('name:KSh');
  });
});

describe('a currency’s symbol in letters before the amount', () => {
  // CLDR writes the ringgit "RM" in Malay and the rial "ریال" in Persian, before the number: the
  // source's amount is money in that currency, and a line's code for it is the same amount.
  it('keeps the code of the source’s currency, stops another amount', () => {
    expect(claims('Tiket MYR 1,250.', 'Tiket RM 1,250.', 'ms')).toEqual([]);
    expect(claims('Tiket MYR 1,850.', 'Tiket RM 1,250.', 'ms')).toEqual(['figure:1,850']);
    expect(claims('بلیت ‎IRR ۱٬۲۵۰ است.', 'بلیت ‎ریال ۱٬۲۵۰ است.', 'fa')).toEqual([]);
    expect(claims('بلیت ‎IRR ۱٬۸۵۰ است.', 'بلیت ‎ریال ۱٬۲۵۰ است.', 'fa')).toEqual([
      'figure:IRR 1,850',
    ]);
  });

  it('reads the symbol as the currency it is', () => {
    expect(claims('Tiket 1,250 euro.', 'Tiket RM 1,250.', 'ms')).toEqual(['figure:1,250 euro']);
  });
});

describe('a currency’s ISO code of the word the source writes alone', () => {
  it('keeps the code of the currency the word names, and stops another', () => {
    expect(claims('Chính phủ chi 2,5 tỷ VND.', 'Chính phủ chi 2,5 tỷ đồng.', 'vi')).toEqual([]);
    expect(claims('Gmina wyda 2,5 mln PLN.', 'Gmina wyda 2,5 miliona złotych.', 'pl')).toEqual([]);
    expect(claims('Chính phủ chi 2,5 tỷ USD.', 'Chính phủ chi 2,5 tỷ đồng.', 'vi')).toContain(
      'name:USD',
    );
  });
});
