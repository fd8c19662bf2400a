/**
 * A currency's name after an amount as CLDR writes it (currency-names.ts): declined ("euroa",
 * "eura"), with its adjective ("svenska kronor", "российских рублей", "भारतीय रुपए"), the
 * adjective no name of its own; and an amount changed with it still stopped.
 */
import { describe, expect, it } from 'vitest';
import { cjkCurrencyNameAt, currencyNameAt } from './currency-names.ts';
import { claimSource, unsupportedClaims } from './index.ts';

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

  it('reads a Chinese or Japanese name written against its amount and what follows (round eighteen)', () => {
    expect(cjkCurrencyNameAt('欧元浮动条款', ['zh'])).toEqual({ currency: 'euro', length: 2 });
    expect(cjkCurrencyNameAt('ユーロで合意', ['ja'])).toEqual({ currency: 'euro', length: 3 });
    expect(cjkCurrencyNameAt('人民币', ['zh'])).toEqual({ currency: 'yuan', length: 3 });
    // Not in a language not read, and not a word that names no currency ("万人": people).
    expect(cjkCurrencyNameAt('欧元', ['en'])).toBeUndefined();
    expect(cjkCurrencyNameAt('人来了', ['zh'])).toBeUndefined();
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
