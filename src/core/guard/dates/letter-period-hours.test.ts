/** A bare hour with its part of the day as one letter after it (letter-period-hours.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

const MEETING = 'يبدأ الاجتماع في القاهرة يوم 14 مارس في الساعة 15.';
const WALL = 'طول الجدار 3 م وارتفاعه 15 م.';

describe('withLetterPeriodHours', () => {
  it('keeps the source’s hour written on the 12-hour clock with its letter', () => {
    expect(stopped('يبدأ الاجتماع يوم 14 مارس في 3 م.', MEETING, 'ar')).toEqual([]);
  });

  it('stops another hour, or the same digits on the other side of noon', () => {
    expect(stopped('يبدأ الاجتماع يوم 14 مارس في 5 م.', MEETING, 'ar')).toEqual(['5']);
    expect(stopped('يبدأ الاجتماع يوم 14 مارس في 3 ص.', MEETING, 'ar')).toEqual(['3']);
  });

  it('still reads the letter as metres beside a length', () => {
    expect(stopped('طول الجدار 3 م.', WALL, 'ar')).toEqual([]);
    expect(stopped('طول الجدار 4 م.', WALL, 'ar')).toEqual(['4']);
  });
});
