/**
 * A clock written with its word of the hour between hour and minutes, "7 giờ 30", "7 Uhr 30"
 * (hour-word-minutes.ts; round forty-four).
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const VACCINES =
  'Phụ huynh cần đưa trẻ đi tiêm vào buổi sáng, từ 7 giờ 30 đến 11 giờ tại các trạm y tế phường.';
const MARKET = 'Der Weihnachtsmarkt öffnet am Samstag um 10 Uhr 30 und schließt um 20 Uhr.';

describe('addHourWordMinutes', () => {
  it('keeps "7h30" of a source’s "7 giờ 30", and "10:30" of "10 Uhr 30"', () => {
    expect(figures('Buổi tiêm diễn ra từ 7h30 đến 11h sáng.', VACCINES, 'vi')).toEqual([]);
    expect(figures('Der Markt öffnet am Samstag um 10:30 Uhr.', MARKET, 'de')).toEqual([]);
  });

  it('stops other minutes, and a source’s hour with a count after it is no clock', () => {
    expect(figures('Buổi tiêm diễn ra từ 7h45 đến 11h sáng.', VACCINES, 'vi')).toEqual(['7h45']);
    expect(figures('Der Markt öffnet am Samstag um 10:45 Uhr.', MARKET, 'de')).toEqual(['10:45']);
    const queue = 'Lúc 7 giờ có 30 người xếp hàng trước trạm y tế.';
    expect(figures('Buổi tiêm bắt đầu lúc 7h30.', queue, 'vi')).toEqual(['7h30']);
  });

  it('reads Hindi’s "9 बजकर 17 मिनट" as 9:17 (round forty-five), and stops other minutes', () => {
    const launch = 'इसरो ने बुधवार सुबह 9 बजकर 17 मिनट पर श्रीहरिकोटा से उपग्रह प्रक्षेपित किया।';
    expect(figures('इसरो ने बुधवार सुबह 9:17 बजे उपग्रह लॉन्च किया।', launch, 'hi')).toEqual([]);
    expect(figures('इसरो ने बुधवार सुबह 9:27 बजे उपग्रह लॉन्च किया।', launch, 'hi')).toEqual(['9:27']);
  });
});
