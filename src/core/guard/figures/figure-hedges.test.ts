/** Rounding words after a figure, unspaced or in more languages (figure-hedges.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (text: string, line: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('roundingHedge', () => {
  it('keeps a rounding the source’s figure meets, on the word’s side', () => {
    expect(claims('全国で2,987戸が停電した。', '約3,000戸が停電した。', 'ja')).toEqual([]);
    expect(claims('全国で2,987戸が停電した。', '3,000戸近くが停電した。', 'ja')).toEqual([]);
    expect(claims('全市有2,987户停电。', '近3,000户停电。', 'zh')).toEqual([]);
    expect(claims('전국에서 2,987채가 정전됐다.', '약 3,000채가 정전됐다.', 'ko')).toEqual([]);
    expect(claims('Fiyatlar yüzde 3,2 arttı.', 'Fiyatlar yaklaşık yüzde 3 arttı.', 'tr')).toEqual(
      [],
    );
    expect(claims('Şehirde 2.987 konut yapıldı.', 'Şehirde 3.000 civarında konut.', 'tr')).toEqual(
      [],
    );
    expect(claims('تم بناء 2,987 منزلا.', 'تم بناء نحو 3,000 منزل.', 'ar')).toEqual([]);
    expect(claims('Miasto zbudowało 2 987 domów.', 'Prawie 3 000 domów.', 'pl')).toEqual([]);
  });

  it('stops the same words of a figure the source’s does not round to', () => {
    expect(claims('全国で2,987戸が停電した。', '約4,000戸が停電した。', 'ja')).toEqual(['4,000']);
    expect(claims('全国で3,120戸が停電した。', '3,000戸近くが停電した。', 'ja')).toEqual(['3,000']);
    expect(claims('全市有2,987户停电。', '约4,000户停电。', 'zh')).toEqual(['4,000']);
    expect(claims('전국에서 2,987채가 정전됐다.', '약 4,000채가 정전됐다.', 'ko')).toEqual([
      '4,000',
    ]);
    expect(claims('Fiyatlar yüzde 3,2 arttı.', 'Fiyatlar yaklaşık yüzde 5 arttı.', 'tr')).toEqual([
      'yüzde 5',
    ]);
    expect(claims('تم بناء 2,987 منزلا.', 'تم بناء نحو 4,000 منزل.', 'ar')).toEqual(['4,000']);
    expect(claims('Miasto zbudowało 3 120 domów.', 'Prawie 3 000 domów.', 'pl')).toEqual(['3 000']);
  });
});
