/**
 * Vietnamese's tens said without "mươi" (vietnamese-short-tens.ts), read by unsupportedClaims in a
 * Normal line: "hai lăm người" of 25 people is kept, another number is stopped.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'vi' }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const TENS = ['hai', 'ba', 'bốn', 'năm', 'sáu', 'bảy', 'tám', 'chín'];

describe('Vietnamese tens without "mươi"', () => {
  it('keeps "hai lăm" of 25 and "ba mốt" of 31', () => {
    expect(figures('Có hai lăm người tham dự.', 'Có 25 người tham dự.')).toEqual([]);
    expect(figures('Có ba mốt người tham dự.', 'Có 31 người tham dự.')).toEqual([]);
  });

  it('stops another number, and reads no other unit word so', () => {
    expect(figures('Có hai sáu người tham dự.', 'Có 25 người tham dự.')).not.toEqual([]);
    expect(figures('Có ba lăm người tham dự.', 'Có 25 người tham dự.')).not.toEqual([]);
  });

  it('keeps the tens and five of any age, and stops other tens', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 1, max: 7 }), (at, off) => {
        const text = `Anh ấy ${(at + 2) * 10 + 5} tuổi.`;
        expect(figures(`Anh ấy ${TENS[at]} lăm tuổi.`, text)).toEqual([]);
        expect(figures(`Anh ấy ${TENS[(at + off) % 8]} lăm tuổi.`, text)).not.toEqual([]);
      }),
      { numRuns: 20 },
    );
  });
});
