/**
 * Currencies by their signs, codes and words (figure-words.ts): the Thai, Hungarian, Romanian,
 * Malay and Bengali ones a card translates (round fifteen's languages): "19 baht" of "19 บาท" was
 * stopped as money the source never named.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { currenciesOf } from './figure-words.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang, lineLang: 'en' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('currenciesOf', () => {
  it('names the currency of a word in the script its country writes', () => {
    expect(currenciesOf('บาท')).toEqual(['baht']);
    expect(currenciesOf('forint')).toEqual(['forint']);
    expect(currenciesOf('lei')).toEqual(['leu']);
    expect(currenciesOf('৳')).toEqual(['taka']);
  });

  it('reads an Arabic currency in the accusative, an alif on its name (round thirty-four)', () => {
    expect(currenciesOf('درهماً')).toEqual(['dirham']);
    expect(currenciesOf('درهما')).toEqual(['dirham']);
    expect(currenciesOf('ريالاً')).toEqual(['riyal']);
    // A word that ends on an alif and names no currency ("جدا", very; "دنيا", world) is none.
    expect(currenciesOf('جداً')).toEqual([]);
    expect(currenciesOf('دنيا')).toEqual([]);
  });
});

describe('unsupportedClaims: a price translated with its currency', () => {
  it('keeps the currency a translation names and stops another', () => {
    expect(claims('It costs 19 baht.', 'ราคา 19 บาท', 'th')).toEqual([]);
    expect(claims('It costs 19 dollars.', 'ราคา 19 บาท', 'th')).toEqual(['figure:19 dollars']);
    expect(claims('A ticket costs 2,500 forints.', 'A jegy ára 2500 forint.', 'hu')).toEqual([]);
    expect(claims('A ticket costs 5 lei.', 'Biletul costă 5 lei.', 'ro')).toEqual([]);
    expect(claims('A ticket costs 5 euros.', 'Biletul costă 5 lei.', 'ro')).toEqual([
      'figure:5 euros',
    ]);
  });
});

describe("the taka by its Bengali name, and Romanian's sums with 'de'", () => {
  it('reads "টাকা" as the taka, not the rupee', () => {
    expect(currenciesOf('টাকা')).toEqual(['taka']);
    const post = 'বইটির দাম ৫০০ টাকা।';
    expect(claims('The book costs 500 taka.', post, 'bn')).toEqual([]);
    expect(claims('The book costs 500 rupees.', post, 'bn')).toEqual(['figure:500 rupees']);
  });

  it('reads "1.250 de lei" as a sum in lei, as Romanian writes one of 20 or more', () => {
    const post = 'Biletul costă 1.250 de lei.';
    expect(claims('A ticket costs 1,250 lei.', post, 'ro')).toEqual([]);
    expect(claims('A ticket costs 1,350 lei.', post, 'ro')).toEqual(['figure:1,350 lei']);
    expect(claims('A ticket costs 1,250 euros.', post, 'ro')).toEqual(['figure:1,250 euros']);
  });

  it('takes no club for a currency: "450 de Real Madrid" is no sum', () => {
    expect(
      claims(
        'He has 450 goals for Real Madrid.',
        'Cristiano suma 450 goles con el Real Madrid.',
        'es',
      ),
    ).toEqual([]);
  });
});

describe('unsupportedClaims: a currency English names in its own spelling', () => {
  it('keeps roubles and rubles of a Russian source’s "рублей", and stops dollars', () => {
    const text = 'Выручка составила 52,3 млрд рублей.';
    expect(claims('Revenue was 52.3 billion roubles.', text, 'ru')).toEqual([]);
    expect(claims('Revenue was 52.3 billion rubles.', text, 'ru')).toEqual([]);
    expect(claims('Revenue was 52.3 billion dollars.', text, 'ru')).toEqual([
      'figure:52.3 billion dollars',
    ]);
  });

  it('reads the currencies Korean writes after digits with a particle on (round eighteen)', () => {
    const launch = '価格は税込3万9600円で、5月24日に発売。';
    const korean = (line: string) =>
      unsupportedClaims(
        line,
        claimSource({ text: launch, lang: 'ja', lineLang: 'ko' }),
        'normal',
      ).map((claim) => claim.text);
    expect(korean('가격은 세금 포함 39,600엔에 판매됩니다.')).toEqual([]);
    expect(korean('가격은 39,600엔입니다.')).toEqual([]);
    expect(korean('가격은 39,600원입니다.')).toEqual(['39,600원']);
    expect(korean('가격은 39,600달러입니다.')).toEqual(['39,600달러']);
    expect(currenciesOf('유로')).toEqual(['euro']);
  });
});

describe('a currency by its letter symbol, or with a case ending (round twenty-six)', () => {
  const own = (line: string, text: string, lang: string) =>
    unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

  it('reads Hungarian\'s "19 900 Ft" as forints, as a line\'s "19 900 forintba" says', () => {
    const post = 'A napijegy 19 900 Ft, a bérlet 54 990 Ft.';
    expect(own('A napijegy 19 900 forintba kerül.', post, 'hu')).toEqual([]);
    expect(own('A napijegy 19 900 euróba kerül.', post, 'hu')).toEqual(['19 900']);
    expect(claims('A day ticket costs 19,900 forints.', post, 'hu')).toEqual([]);
  });

  it('reads a Bengali case ending on the taka\'s word ("১২০ টাকায়") as the taka', () => {
    expect(currenciesOf('টাকায়')).toEqual(['taka']);
    expect(currenciesOf('টাকার')).toEqual(['taka']);
    const post = 'পেঁয়াজের দাম কেজিতে ১২০ টাকায় দাঁড়িয়েছে।';
    expect(own('পেঁয়াজের কেজি এখন 120 টাকা।', post, 'bn')).toEqual([]);
    expect(claims('Onions now cost 120 dollars a kilo.', post, 'bn')).toEqual([
      'figure:120 dollars',
    ]);
  });
});

describe('currency words with what a language writes onto them (round twenty-eight)', () => {
  it("reads Korean's particles and endings on the won, not a word that only begins like one", () => {
    expect(currenciesOf('원을')).toEqual(['won']);
    expect(currenciesOf('원인데')).toEqual(['won']);
    expect(currenciesOf('달러를')).toEqual(['dollar']);
    expect(currenciesOf('엔진')).toEqual([]);
    expect(currenciesOf('원룸')).toEqual([]);
  });

  it('reads the Spanish plural of a name the list gives in the singular', () => {
    expect(currenciesOf('yuanes')).toEqual(['yuan']);
    expect(currenciesOf('yenes')).toEqual(['yen']);
  });

  it('holds a card of a Korean amount whose won takes a particle, and stops another amount', () => {
    const text = '박 씨는 회사 자금 42억 원을 개인 용도로 쓴 혐의를 받았다.';
    expect(
      claims('Park was accused of using 4.2 billion won of company money.', text, 'ko'),
    ).toEqual([]);
    expect(
      claims('Park was accused of using 2.4 billion won of company money.', text, 'ko'),
    ).toEqual(['figure:2.4 billion']);
  });
});

describe('the dollar and the pound by their Arabic names (h246)', () => {
  const ar = (line: string, text: string) =>
    unsupportedClaims(line, claimSource({ text, lang: 'ar' }), 'normal')
      .filter((claim) => claim.kind === 'figure')
      .map((claim) => claim.text);

  it('reads "دولار" and "جنيه" as currencies, in the accusative and plural too', () => {
    expect(currenciesOf('دولار')).toEqual(['dollar']);
    expect(currenciesOf('دولارا')).toEqual(['dollar']);
    expect(currenciesOf('جنيهات')).toEqual(['pound']);
    expect(currenciesOf('EGP')).toEqual(['pound']);
  });

  it('keeps the same currency and stops another', () => {
    const budget = 'رصدت الوزارة 2.5 مليار جنيه للمشروع.';
    expect(ar('الوزارة ترصد 2,5 مليار جنيه.', budget)).toEqual([]);
    expect(ar('الوزارة ترصد 2,5 مليار دولار.', budget)).toEqual(['2,5 مليار دولار']);
    expect(ar('بلغت قيمة الصفقة 2,5 مليار دولار.', 'The deal is worth $2.5 billion.')).toEqual([]);
  });
});
