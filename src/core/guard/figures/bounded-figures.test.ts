/** A figure a line bounds at its own precision (bounded-figures.ts), in the post's language. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (text: string, line: string, lang = 'en') =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('boundedFigure', () => {
  it('keeps "more than" or "over" the source’s percentage, money or measure cut to its precision', () => {
    expect(claims('Prices rose 3.2% in March.', 'Prices rose more than 3%.')).toEqual([]);
    expect(claims('Prices rose 3.2% in March.', 'Prices rose over 3%.')).toEqual([]);
    const earned = 'The company earned $4.3 million last year.';
    expect(claims(earned, 'It earned more than $4 million.')).toEqual([]);
    expect(claims('The trail is 12.6 km long.', 'The trail is more than 12 km long.')).toEqual([]);
    expect(claims('Unemployment fell to 4.7%.', 'Unemployment fell to under 5%.')).toEqual([]);
  });

  it('stops a bound the source’s figure does not meet, or meets from a step away', () => {
    expect(claims('Prices rose 3.2% in March.', 'Prices rose more than 4%.')).toEqual(['4%']);
    expect(claims('Prices rose 3.2% in March.', 'Prices rose over 2%.')).toEqual(['2%']);
    const earned = 'The company earned $4.3 million last year.';
    expect(claims(earned, 'It earned more than $5 million.')).toEqual(['$5 million']);
    expect(claims('The storm dropped 48.3 mm of rain.', 'Over 40 mm of rain fell.')).toEqual([
      '40 mm',
    ]);
    expect(claims('Unemployment fell to 4.7%.', 'Unemployment fell to under 4%.')).toEqual(['4%']);
    // "No more than 3%" is at most 3%: not a bound of 3.4%.
    const growth = 'Price growth was 3.4% last year.';
    expect(claims(growth, 'Price growth of no more than 3% is expected.')).toEqual(['3%']);
  });

  it('reads the bound words of other languages, after the figure too', () => {
    const ja = '全国で3,120戸が停電した。';
    expect(claims(ja, '3,000戸以上が停電した。', 'ja')).toEqual([]);
    expect(claims(ja, '3,000戸余りが停電した。', 'ja')).toEqual([]);
    expect(claims(ja, '4,000戸以上が停電した。', 'ja')).toEqual(['4,000']);
    const ko = '전국에서 3,120채가 정전됐다.';
    expect(claims(ko, '3,000채 이상이 정전됐다.', 'ko')).toEqual([]);
    expect(claims(ko, '3,000여 채가 정전됐다.', 'ko')).toEqual([]);
    expect(claims(ko, '4,000채 이상이 정전됐다.', 'ko')).toEqual(['4,000']);
    expect(claims('全市有3,120户停电。', '3,000多户停电。', 'zh')).toEqual([]);
    expect(claims('物价上涨了3.2%。', '物价上涨超过4%。', 'zh')).toEqual(['4%']);
    expect(claims('शहर में 3,120 घर बने।', 'शहर में 3,000 से अधिक घर बने।', 'hi')).toEqual([]);
    const tr = 'Şehirde 3.120 konut yapıldı.';
    expect(claims(tr, "Şehirde 3.000'den fazla konut yapıldı.", 'tr')).toEqual([]);
    expect(claims(tr, "Şehirde 4.000'den fazla konut yapıldı.", 'tr')).toEqual(['4.000']);
    expect(claims('ارتفعت الأسعار بنسبة 3.2%.', 'ارتفعت الأسعار بأكثر من 3%.', 'ar')).toEqual([]);
    expect(claims('Цены выросли на 3,2%.', 'Цены выросли более чем на 4%.', 'ru')).toEqual(['4%']);
    expect(claims('Ceny wzrosły o 3,2%.', 'Ceny wzrosły o ponad 3%.', 'pl')).toEqual([]);
    expect(claims('El paro bajó al 12,4 %.', 'El paro bajó a menos del 13 %.', 'es')).toEqual([]);
    expect(claims('El paro bajó al 12,4 %.', 'El paro bajó a menos del 12 %.', 'es')).toEqual([
      '12 %',
    ]);
    expect(claims('Le chômage est tombé à 7,4 %.', 'Il est tombé sous les 8 %.', 'fr')).toEqual([]);
    expect(claims('失業率は2.6%に下がった。', '失業率は3%未満に下がった。', 'ja')).toEqual([]);
    expect(claims('失业率降至4.7%。', '失业率降至不到4%。', 'zh')).toEqual(['4%']);
  });

  it('reads "at least" as a bound from below, "no more than" from above', () => {
    expect(claims('Prices rose 3.2% in March.', 'Prices rose at least 3%.')).toEqual([]);
    expect(claims('Prices rose 3.2% in March.', 'Prices rose at least 4%.')).toEqual(['4%']);
    expect(claims('Prices rose 2.8% in March.', 'Prices rose no more than 3%.')).toEqual([]);
    expect(claims('Prices rose 2.8% in March.', 'Prices rose no more than 2%.')).toEqual(['2%']);
    const de = 'Die Preise stiegen um 3,2 Prozent.';
    expect(claims(de, 'Die Preise stiegen um mindestens 3 Prozent.', 'de')).toEqual([]);
    expect(claims('全市有3,120户停电。', '至少4,000户停电。', 'zh')).toEqual(['4,000']);
    expect(claims('전국에서 3,120채가 정전됐다.', '최소 3,000채가 정전됐다.', 'ko')).toEqual([]);
  });

  it('bounds a count only by a source count of the same counter', () => {
    const ja = '全国で3,120戸が停電し、3,150人が避難した。';
    expect(claims(ja, '3,000人以上が避難した。', 'ja')).toEqual([]);
    expect(claims('全国で3,120戸が停電した。', '3,000人以上が避難した。', 'ja')).toEqual(['3,000']);
  });

  it('keeps the source’s percentage cut to whole points, stops the point above (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 90 }),
        fc.integer({ min: 1, max: 9 }),
        (whole, tenth) => {
          const text = `Prices rose ${whole}.${tenth}% in March.`;
          expect(claims(text, `Prices rose more than ${whole}%.`)).toEqual([]);
          expect(claims(text, `Prices rose more than ${whole + 1}%.`)).toEqual([`${whole + 1}%`]);
          expect(claims(text, `Prices rose under ${whole}%.`)).toEqual([`${whole}%`]);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('stops another threshold of a source’s own bound: "60세 이상" of "65세 이상"', () => {
    const ko = '서울시는 내년부터 65세 이상 어르신 150만 명에게 교통비 연 10만 원을 지원한다.';
    expect(claims(ko, '서울시, 65세 이상 150만 명에 교통비 10만원 지원.', 'ko')).toEqual([]);
    expect(claims(ko, '서울시, 60세 이상 150만 명에 교통비 10만원 지원.', 'ko')).toEqual(['60']);
    const en = 'Prices rose more than 5% in March in Lisbon.';
    expect(claims(en, 'Prices rose more than 5% in March.')).toEqual([]);
    expect(claims(en, 'Prices rose more than 4% in March.')).toEqual(['4%']);
  });
});
