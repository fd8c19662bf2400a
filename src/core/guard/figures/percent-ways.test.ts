/** A percentage change said with the rise and fall words meaning/ lacks (percent-ways.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (text: string, line: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('derivedFigure, rise and fall words of more languages', () => {
  const text = 'قیمت بلیت از ۱۲٬۰۰۰ تومان به ۱۵٬۰۰۰ تومان افزایش می‌یابد.';

  it('keeps the rise the two prices make', () => {
    expect(claims(text, 'قیمت بلیت ۲۵ درصد افزایش می‌یابد.', 'fa')).toEqual([]);
  });

  it('stops another rise, and a fall', () => {
    expect(claims(text, 'قیمت بلیت ۳۰ درصد افزایش می‌یابد.', 'fa')).toEqual(['30 درصد']);
    expect(claims(text, 'قیمت بلیت ۲۵ درصد کاهش می‌یابد.', 'fa')).toEqual(['25 درصد']);
  });
});
