/**
 * A currency's name after an amount as CLDR writes it (currency-names.ts): declined ("euroa",
 * "eura"), with its adjective ("svenska kronor", "российских рублей", "भारतीय रुपए"), the
 * adjective no name of its own; and an amount changed with it still stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { currencyNameAt } from './currency-names.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('a currency named after an amount', () => {
  it.each([
    ['fi', 'Liput maksavat 1 250 €.', 'Liput maksavat 1 250 euroa.', 'Liput maksavat 1 850 euroa.'],
    [
      'hr',
      'Ulaznice koštaju 1.250 €.',
      'Ulaznice koštaju 1.250 eura.',
      'Ulaznice koštaju 1.850 eura.',
    ],
    ['el', 'Τα εισιτήρια κοστίζουν 1.250 €.', 'Κοστίζουν 1.250 ευρώ.', 'Κοστίζουν 1.850 ευρώ.'],
    [
      'sv',
      'Biljetterna kostar 1 250 kr.',
      'De kostar 1 250 svenska kronor.',
      'De kostar 1 850 svenska kronor.',
    ],
    [
      'ru',
      'Билеты стоят 1 250 ₽.',
      'Билеты стоят 1 250 российских рублей.',
      'Билеты стоят 1 850 российских рублей.',
    ],
    ['hi', 'टिकट ₹1,250 का है।', 'टिकट 1,250 भारतीय रुपए का है।', 'टिकट 1,850 भारतीय रुपए का है।'],
  ])(
    '%s: keeps the source’s amount in the currency’s name, stops another',
    (lang, text, kept, changed) => {
      expect(claims(kept, text, lang)).toEqual([]);
      expect(claims(changed, text, lang)[0]).toMatch(/^figure:1[ .,]?850/u);
    },
  );

  it('reads the longest name, and none where a word names several currencies', () => {
    expect(currencyNameAt(' svenska kronor och mer', ['sv'])).toEqual({
      currency: 'krona',
      length: 15,
    });
    expect(currencyNameAt(' euroa', ['fi'])).toEqual({ currency: 'euro', length: 6 });
    expect(currencyNameAt(' people came', ['en'])).toBeUndefined();
    // Dinars of a dozen countries: no one of them.
    expect(currencyNameAt(' dinars', ['en'])).toBeUndefined();
  });

  it('leaves unread a currency whose sign the source’s reader does not know', () => {
    // A source's "Kč" is read as no currency: a line's "českých korun" is then no currency either,
    // so the amount is compared as the number it was.
    expect(
      claims('Vstupenky stojí 1 250 českých korun.', 'Vstupenky stojí 1 250 Kč.', 'cs'),
    ).toEqual([]);
  });

  it.each([
    // The currency's name beside an amount the source writes with its sign: the country or its
    // adjective in CLDR's name is no name the line adds.
    ['hu', 'A jegy 1250 Ft.', 'A jegy 1250 magyar forint.', 'A jegy 1850 magyar forint.'],
    [
      'bg',
      'Билетът е 1250 лв.',
      'Билетът е 1250 български лева.',
      'Билетът е 1850 български лева.',
    ],
    ['ar', 'التذكرة ‏1,250 ج.م.‏', 'التذكرة 1,250 جنيهًا مصريًا.', 'التذكرة 1,850 جنيهًا مصريًا.'],
    ['vi', 'Vé giá 1.250 ₫.', 'Vé giá 1.250 đồng Việt Nam.', 'Vé giá 1.850 đồng Việt Nam.'],
    ['id', 'Tiket Rp 1.250.', 'Tiket 1.250 Rupiah Indonesia.', 'Tiket 1.850 Rupiah Indonesia.'],
    ['ms', 'Tiket RM 1,250.', 'Tiket 1,250 Ringgit Malaysia.', 'Tiket 1,850 Ringgit Malaysia.'],
    [
      'sw',
      'Tiketi ni Ksh 1,250.',
      'Tiketi ni shilingi za Kenya 1,250.',
      'Tiketi ni shilingi za Kenya 1,850.',
    ],
    ['fa', 'بلیت ‎ریال ۱٬۲۵۰ است.', 'بلیت ۱٬۲۵۰ ریال ایران است.', 'بلیت ۱٬۸۵۰ ریال ایران است.'],
    ['zh', '门票¥1,250。', '门票1,250人民币。', '门票1,850人民币。'],
  ])('%s: keeps the name with its country, stops another amount', (lang, text, kept, changed) => {
    expect(claims(kept, text, lang)).toEqual([]);
    expect(claims(changed, text, lang)[0]).toMatch(/^figure:1[ .,]?850/u);
  });

  it('stops the country of a currency the source does not write beside that amount', () => {
    expect(claims('A jegy 1250 magyar forint.', 'A jegy 1250 €.', 'hu')).toContain('name:magyar');
    // The source's 300 is people, its forints are 1250.
    expect(
      claims('A jegy 300 magyar forint.', 'A jegy 1250 Ft, és 300 néző jött.', 'hu'),
    ).toContain('name:magyar');
    expect(claims('Tiketi ni shilingi za Kenya 1,250.', 'Tiketi ni $1,250.', 'sw')).toContain(
      'name:Kenya',
    );
  });

  it('reads a Chinese name written against its amount in a translated card (round eighteen)', () => {
    const transfer = '据报道，转会费约为6000万欧元，外加1000万欧元浮动条款。';
    const card = (line: string) =>
      unsupportedClaims(
        line,
        claimSource({ text: transfer, lang: 'zh', lineLang: 'en' }),
        'normal',
      ).map((claim) => claim.text);
    expect(card('The fee is about €60 million, plus €10 million in add-ons.')).toEqual([]);
    expect(card('The fee is about €80 million.')).toEqual(['€80 million']);
    expect(card('The fee is about $60 million.')).toEqual(['$60 million']);
  });
});
