/** A range's end day alone after a numeric month and day is a day (numeric-range-ends.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';

const BOX_OFFICE = "영화 '서울의 밤'이 개봉 첫 주말(11월 21~23일) 동안 관객 87만 명을 모았다.";
const FAIR = 'The book fair runs November 21-23 at the convention center, 40 stalls.';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('numericRangeEnds', () => {
  it('keeps the end day of the source’s range after a numeric month and day', () => {
    expect(stopped('11/21~23 주말 관객 87만 명.', BOX_OFFICE, 'ko')).toEqual([]);
    expect(stopped('The book fair runs 11/21–23, 40 stalls.', FAIR, 'en')).toEqual([]);
  });

  it('still stops an end day the source’s range never reaches', () => {
    expect(stopped('11/21~25 주말 관객 87만 명.', BOX_OFFICE, 'ko')).toEqual(['25']);
    expect(stopped('The book fair runs 11/21–26, 40 stalls.', FAIR, 'en')).toEqual(['26']);
  });
});
