/** The word of the year before a year's digits, "năm 2026" (year-words.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('isYearWordBefore', () => {
  const text = 'Kỳ thi bắt đầu từ ngày 15/04/2026 trên toàn quốc.';

  it('reads "năm" before a year as the year’s word, no five', () => {
    expect(stopped('Kỳ thi bắt đầu ngày 15 tháng 4 năm 2026.', text, 'vi')).toEqual([]);
    expect(stopped('Kỳ thi bắt đầu ngày 15 tháng 4 năm 2025.', text, 'vi')).toEqual(['2025']);
  });

  it('still reads "năm" before anything else as five', () => {
    expect(stopped('Kỳ thi có năm môn, bắt đầu ngày 15/4.', text, 'vi')).not.toEqual([]);
  });
});
