/** Vietnamese "năm" as a year, not five (vietnamese-year-words.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (text: string, line: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('vietnameseYearWord', () => {
  const text =
    'Doanh thu quý III đạt 18.500 tỷ đồng, tăng 32% so với cùng kỳ. Hãng có 4 chuyến bay mỗi tuần.';

  it('reads no five in a year’s words', () => {
    expect(claims(text, 'Doanh thu tăng 32% so với cùng kỳ năm ngoái.', 'vi')).toEqual([]);
    expect(claims(text, 'Mỗi năm doanh thu tăng 32%.', 'vi')).toEqual([]);
  });

  it('still reads five before what it counts', () => {
    expect(claims(text, 'Hãng có năm chuyến bay mỗi tuần.', 'vi')).toEqual(['năm']);
  });
});
