/**
 * A range of days ending on a short date (short-date-ranges.ts, round thirty-seven): a Vietnamese
 * shop's "từ 5 đến 15/9" restated was stopped for a bare 9.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const SALE =
  'Từ ngày 5 đến 15/9, hệ thống Co.opmart trên toàn quốc giảm giá đến 50% cho hơn 3.000 sản phẩm.';

const stopped = (line: string, lineLang?: string) =>
  unsupportedClaims(
    line,
    claimSource({ text: SALE, lang: 'vi', ...(lineLang && { lineLang }) }),
    'normal',
  ).map((claim) => claim.text);

describe('a range of days whose last day is a short date', () => {
  it('keeps the range restated, its first day with the month, or translated', () => {
    expect(stopped('Co.opmart giảm giá đến 50% hơn 3.000 sản phẩm từ 5 đến 15/9.')).toEqual([]);
    expect(stopped('Co.opmart giảm giá từ 5/9 đến 15/9.')).toEqual([]);
    expect(stopped('Co.opmart cuts prices by up to 50% from 5 to 15 September.', 'en')).toEqual([]);
  });

  it('stops either day moved', () => {
    expect(stopped('Co.opmart giảm giá từ 5 đến 25/9.')).toEqual(['25/9']);
    expect(stopped('Co.opmart giảm giá từ 6 đến 15/9.')).toEqual(['6']);
  });
});
