/**
 * Vietnamese months in words after "tháng" (vietnamese-month-words.ts, h285): "ngày 12 tháng Ba"
 * is 12 March, both ways round with "12/3"; another day or month still stopped.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'vi' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const WORDS = ['Giêng', 'Hai', 'Ba', 'Tư', 'Năm', 'Sáu', 'Bảy', 'Tám', 'Chín', 'Mười'];

describe('a Vietnamese month in words', () => {
  it('holds "12/3" in a source’s "12 tháng Ba", and the other way round', () => {
    const fair = 'Chợ phiên họp vào 21h ngày 12 tháng Ba.';
    expect(claims('Chợ phiên họp lúc 9 giờ tối ngày 12/3.', fair)).toEqual([]);
    expect(claims('Chợ phiên họp lúc 9 giờ tối ngày 12/4.', fair)).not.toEqual([]);
    const digits = 'Chợ phiên họp vào 21h ngày 12/3.';
    expect(claims('Chợ phiên họp lúc 9 giờ tối ngày 12 tháng Ba.', digits)).toEqual([]);
    expect(claims('Chợ phiên họp lúc 9 giờ tối ngày 13 tháng Ba.', digits)).not.toEqual([]);
    expect(claims('Chợ phiên kéo dài 12 tháng.', digits)).toEqual(['figure:12 tháng']);
  });

  it('keeps any day of the month so named, stops another month (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (day, month, off) => {
          const other = ((month - 1 + off) % 10) + 1;
          const source = `Hội chợ mở cửa ngày ${day}/${month} tại Đà Nẵng.`;
          const line = (named: number) =>
            `Hội chợ mở cửa ngày ${day} tháng ${WORDS[named - 1]} tại Đà Nẵng.`;
          expect(claims(line(month), source)).toEqual([]);
          expect(claims(line(other), source)).not.toEqual([]);
        },
      ),
      { numRuns: 40 },
    );
  });
});
