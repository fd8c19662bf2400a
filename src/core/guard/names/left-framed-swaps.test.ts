/**
 * A rare Arabic name put for the source's after two of its words, the line going on its own way
 * (left-framed-swaps.ts): another governorate is stopped, the source's own kept, and a verb said
 * otherwise after the source's name (no article, no name) kept too. Every text here is synthetic,
 * written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { leftFramedSwaps } from './left-framed-swaps.ts';

const HARVEST =
  'أعلنت وزارة الزراعة حصاد الأرز لهذا العام. وتصدرت محافظة الدقهلية بإنتاج 1.2 مليون طن، تلتها كفر الشيخ بـ 900 ألف طن.';

const claims = (line: string) =>
  unsupportedClaims(line, claimSource({ text: HARVEST, lang: 'ar' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('unsupportedClaims: an Arabic name swapped after a frame on its left', () => {
  it('stops another governorate after the source’s two words', () => {
    expect(claims('تصدرت محافظة المنوفية حصاد الأرز لهذا العام بإنتاج 1.2 مليون طن.')).toEqual([
      'name:المنوفية',
    ]);
  });

  it('keeps the source’s own governorate in the same line', () => {
    expect(claims('تصدرت محافظة الدقهلية حصاد الأرز لهذا العام بإنتاج 1.2 مليون طن.')).toEqual([]);
  });

  it('reads no verb said otherwise after the source’s name as a swap', () => {
    // "أنشأت" (set up) for "افتتحت" (opened), both rare, neither with the article.
    const text = 'أعلنت وزارة الصناعة اليوم أن شركة النيلية افتتحت مصنعا جديدا في المنيا.';
    const source = claimSource({ text, lang: 'ar' });
    expect(leftFramedSwaps('شركة النيلية أنشأت في المنيا مصنعا جديدا.', source)).toEqual([]);
  });
});
