/**
 * One everyday word for another between the same two words, in a script without capitals (round
 * fifty-one): Persian "تازه" (new) for the source's "جدید" (new) is kept; a city's or a person's
 * name in that frame is still stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const HOSPITAL =
  'به گفته رئیس بیمارستان، با افتتاح ۶ اتاق عمل جدید در دی‌ماه، این فهرست تا پایان سال ۱۴۰۵ نصف می‌شود.';

const names = (line: string) =>
  unsupportedClaims(line, claimSource({ text: HOSPITAL, lang: 'fa' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('unsupportedClaims: an everyday word for the source’s in its frame', () => {
  it('keeps "تازه" for the source’s "جدید" between the same words', () => {
    expect(
      names('رئیس بیمارستان می‌گوید با ۶ اتاق عمل تازه در دی‌ماه، فهرست تا پایان ۱۴۰۵ نصف می‌شود.'),
    ).toEqual([]);
  });

  it('still stops a city’s name in that frame', () => {
    expect(
      names('رئیس بیمارستان می‌گوید با ۶ اتاق عمل مشهد در دی‌ماه، فهرست تا پایان ۱۴۰۵ نصف می‌شود.'),
    ).toEqual(['مشهد']);
  });
});
