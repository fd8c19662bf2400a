/**
 * Arabic's dual of a scale in its other case and before its noun (scripts/number-lexicons.ts's
 * withDualCases, round thirty-seven's review): "ألفي ناشر" (two thousand publishers) of a post's
 * "2000 دار نشر" was read as a name.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const FAIR =
  'ينطلق معرض الرياض الدولي للكتاب في 26 سبتمبر بمشاركة أكثر من 2000 دار نشر من 30 دولة.';

const stopped = (line: string, text = FAIR) =>
  unsupportedClaims(line, claimSource({ text, lang: 'ar' }), 'normal').map((claim) => claim.text);

describe('an Arabic dual of a thousand or a million', () => {
  it('reads "ألفي" and "ألفين" as two thousand', () => {
    expect(stopped('يشارك أكثر من ألفي ناشر من 30 دولة في معرض الرياض للكتاب.')).toEqual([]);
    expect(stopped('بمشاركة ألفين دار نشر من 30 دولة.')).toEqual([]);
    expect(stopped('تم جمع مليوني ريال.', 'تم جمع 2000000 ريال.')).toEqual([]);
  });

  it('stops it where the post has another number', () => {
    const other = FAIR.replace('2000', '3000');
    expect(stopped('يشارك أكثر من ألفي ناشر من 30 دولة.', other)).toEqual(['ألفي']);
  });
});
