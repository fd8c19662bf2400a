/** Thai number words as n2words spells them, found inside runs of Thai letters (thai-number-words.ts). */
import { describe, expect, it } from 'vitest';
import { thaiNumber, thaiNumberWords } from './thai-number-words.ts';

const words = (text: string) =>
  thaiNumberWords(text).map((span) => [text.slice(span.start, span.end), span.value, span.bare]);

describe('thaiNumber', () => {
  it('reads numbers as n2words spells them (scripts/thai-number-words.test.ts asks n2words itself)', () => {
    expect(thaiNumber('สอง')?.value).toBe(2);
    expect(thaiNumber('สิบเอ็ด')?.value).toBe(11);
    expect(thaiNumber('ยี่สิบเอ็ด')?.value).toBe(21);
    expect(thaiNumber('หนึ่งร้อยเอ็ด')?.value).toBe(101);
    expect(thaiNumber('หนึ่งพันห้าร้อย')?.value).toBe(1_500);
    expect(thaiNumber('หนึ่งแสนสองหมื่น')?.value).toBe(120_000);
    expect(thaiNumber('สามร้อยห้าสิบล้าน')?.value).toBe(350_000_000);
    expect(thaiNumber('หนึ่งล้านล้าน')?.value).toBe(1e12);
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
