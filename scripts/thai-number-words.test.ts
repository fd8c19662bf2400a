/**
 * The guard's Thai number words are n2words' (src/core/guard/numbers/thai-number-words.ts): its
 * words are the ones n2words writes, and every number n2words spells is read back. A newer n2words
 * that spells otherwise fails here.
 */
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
} from '#core/guard/numbers/thai-number-words.ts';

describe('Thai number words as n2words spells them', () => {
  it('holds the words n2words writes', () => {
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
});
