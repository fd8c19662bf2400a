/**
 * A Thai name changed at its end (thai-near-names.ts): "เชียงรายเป็นจังหวัดที่มีผู้ป่วยมากที่สุด" of
 * a post whose province with the most cases is เชียงใหม่ passed, Thai having no capitals.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const DENGUE =
  'กรมควบคุมโรคเตือนประชาชนระวังไข้เลือดออกในช่วงฤดูฝน มีผู้ป่วยแล้ว 18,450 ราย จังหวัดที่มีผู้ป่วยมากที่สุดคือเชียงใหม่';

const names = (line: string) =>
  unsupportedClaims(line, claimSource({ text: DENGUE, lang: 'th' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('a Thai name changed at its end', () => {
  it('stops another province opening as the post’s does', () => {
    expect(names('เชียงรายเป็นจังหวัดที่มีผู้ป่วยไข้เลือดออกมากที่สุด')).toEqual(['เชียงราย']);
  });

  it('keeps the post’s province, and a line naming both', () => {
    expect(names('เชียงใหม่เป็นจังหวัดที่มีผู้ป่วยไข้เลือดออกมากที่สุด')).toEqual([]);
    expect(names('จังหวัดที่มีผู้ป่วยมากที่สุดคือเชียงใหม่ ไม่ใช่เชียงราย')).not.toContain('เชียงราย');
  });
});
