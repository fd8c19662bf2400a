/** A weekday CLDR writes as a word and its number (numbered-weekdays.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('heldNumberedWeekday', () => {
  const fair = 'Hội chợ mở cửa vào Thứ Sáu, ngày 14 tháng 3 tại nhà văn hóa.';

  it('keeps Vietnamese "Thứ 6" of the source’s "Thứ Sáu"', () => {
    expect(stopped('Hội chợ mở cửa Thứ 6, 14 thg 3.', fair, 'vi')).toEqual([]);
  });

  it('stops another day’s number', () => {
    expect(stopped('Hội chợ mở cửa Thứ 7, 14 thg 3.', fair, 'vi')).toEqual(['7']);
  });

  it('holds the number only after the weekday’s word', () => {
    expect(stopped('Hội chợ có 6 gian hàng, 14 thg 3.', fair, 'vi')).toContain('6');
  });
});
