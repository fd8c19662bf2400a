/**
 * A scale's count and its remainder in digits (scale-remainders.ts): "12mila 500", "12 bin 500",
 * "12 тыс. 500" of a source's "12.500" are kept; another remainder or count still stops, and a
 * remainder as large as the scale is no part of it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('unsupportedClaims: a scale and its remainder', () => {
  it.each([
    ['12mila 500 visitatori.', 'Il comune ha contato 12.500 visitatori.', 'it'],
    ['Şehre 12 bin 500 ziyaretçi geldi.', 'Şehre 12.500 ziyaretçi geldi.', 'tr'],
    ['12 thousand 500 visitors came.', 'The city counted 12,500 visitors.', 'en'],
    ['Llegaron 12 mil 500 visitantes.', 'La ciudad contó 12.500 visitantes.', 'es'],
    ['Vieram 12 mil e 500 visitantes.', 'A cidade contou 12.500 visitantes.', 'pt'],
    ['Пришли 12 тыс. 500 человек.', 'Город посетили 12 500 человек.', 'ru'],
    ['Przyszło 12 tys. 500 osób.', 'Miasto odwiedziło 12 500 osób.', 'pl'],
    ['Sebanyak 12 ribu 500 orang datang.', 'Kota itu dikunjungi 12.500 orang.', 'id'],
    ['زار المدينة 12 ألفًا و500 شخص.', 'زار المدينة 12500 شخص.', 'ar'],
    ['1 milione 250mila visitatori.', 'Il comune ha contato 1.250.000 visitatori.', 'it'],
    ['It raised 1 million 250,000 dollars.', 'The fund raised $1,250,000.', 'en'],
    ['Город потратил 3 млн 200 тыс. рублей.', 'Город потратил 3 200 000 рублей.', 'ru'],
    ['방문객 1만 2천500명.', '방문객은 12,500명이었다.', 'ko'],
  ])('keeps %s', (line, text, lang) => {
    expect(claims(line, text, lang)).toEqual([]);
  });

  it('still stops another remainder or count', () => {
    const text = 'Il comune ha contato 12.500 visitatori.';
    expect(claims('12mila 600 visitatori.', text, 'it')).toEqual(['figure:12mila', 'figure:600']);
    expect(claims('13mila 500 visitatori.', text, 'it')).toEqual(['figure:13mila', 'figure:500']);
    expect(
      claims('It raised 1 million 350,000 dollars.', 'The fund raised $1,250,000.', 'en'),
    ).toEqual(['figure:1 million', 'figure:350,000 dollars']);
    expect(
      claims('Город потратил 3 млн 300 тыс. рублей.', 'Город потратил 3 200 000 рублей.', 'ru'),
    ).toEqual(['figure:3 млн', 'figure:300 тыс. рублей']);
    expect(
      claims('Şehre 12 bin 400 ziyaretçi geldi.', 'Şehre 12.500 ziyaretçi geldi.', 'tr'),
    ).toEqual(['figure:12 bin', 'figure:400']);
  });

  it('reads no remainder as large as the scale, nor one after a comma', () => {
    const text = 'The city counted 17,000 visitors.';
    expect(claims('12 thousand 5000 visitors came.', text, 'en')).not.toEqual([]);
    expect(claims('12 thousand, 5000 visitors came.', text, 'en')).not.toEqual([]);
  });

  it('keeps the right remainder and stops a wrong one, whatever the count', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999 }),
        fc.integer({ min: 1, max: 999 }),
        fc.integer({ min: 1, max: 998 }),
        (count, rest, shift) => {
          const text = `The city counted ${(count * 1000 + rest).toLocaleString('en')} visitors.`;
          const wrong = ((rest + shift - 1) % 999) + 1;
          expect(claims(`${count} thousand ${rest} visitors came.`, text, 'en')).toEqual([]);
          expect(claims(`${count} thousand ${wrong} visitors came.`, text, 'en')).not.toEqual([]);
        },
      ),
      { numRuns: 40 },
    );
  });
});
