/** Thai number words as n2words spells them, found inside runs of Thai letters (thai-number-words.ts). */
import { toCardinal } from 'n2words/th-TH';
import { describe, expect, it } from 'vitest';
import {
  THAI_MILLION,
  THAI_ONE_AFTER,
  THAI_SCALES,
  THAI_TEN,
  THAI_TWENTY,
  THAI_UNITS,
  thaiNumber,
  thaiNumberWords,
} from './thai-number-words.ts';

const words = (text: string) =>
  thaiNumberWords(text).map((span) => [text.slice(span.start, span.end), span.value, span.bare]);

describe('thaiNumber', () => {
  it('holds the words n2words spells', () => {
    expect(THAI_UNITS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9].map((value) => toCardinal(value)));
    expect(THAI_TEN).toBe(toCardinal(10));
    expect(`${THAI_TWENTY}${THAI_TEN}`).toBe(toCardinal(20));
    expect(`${THAI_TEN}${THAI_ONE_AFTER}`).toBe(toCardinal(11));
    for (const [word, value] of THAI_SCALES)
      expect(`${THAI_UNITS[0]}${word}`).toBe(toCardinal(value));
    expect(`${THAI_UNITS[0]}${THAI_MILLION}`).toBe(toCardinal(1_000_000));
  });

  it('reads back every number n2words spells, to the millions of millions', () => {
    const values = [
      ...Array.from({ length: 1_200 }, (_, index) => index + 1),
      1_500,
      12_000,
      99_999,
      120_000,
      999_999,
      1_500_000,
      11_000_000,
      350_000_000,
      1e12,
    ];
    for (const value of values) expect(thaiNumber(toCardinal(value))?.value).toBe(value);
  });

  it('reads no order n2words never writes', () => {
    expect(thaiNumber('สองสิบ')).toBeUndefined();
    expect(thaiNumber('ห้าสิบสามร้อย')).toBeUndefined();
    expect(thaiNumber('สองสาม')).toBeUndefined();
    expect(thaiNumber('เอ็ด')).toBeUndefined();
  });
});

describe('thaiNumberWords', () => {
  it('finds a number inside a run of letters, across the segments ICU cuts', () => {
    expect(words('หลังปิดปรับปรุงนานสองปี')).toEqual([['สอง', 2, false]]);
    expect(words('งบสามร้อยห้าสิบล้านบาท')).toEqual([['สามร้อยห้าสิบล้าน', 350_000_000, false]]);
    expect(words('เด็กอายุต่ำกว่าสิบสองปี')).toEqual([['สิบสอง', 12, false]]);
  });

  it('tells a scale alone, and reads no word a number only opens', () => {
    expect(words('แสนดี')).toEqual([['แสน', 100_000, true]]);
    expect(words('ไปศูนย์การค้า')).toEqual([]);
    // "a few days": two numbers side by side are none.
    expect(words('อีกสองสามวัน')).toEqual([]);
  });
});
