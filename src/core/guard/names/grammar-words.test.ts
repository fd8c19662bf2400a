/** Grammar replaced in a script without spaces (grammar-words.ts, round thirty-nine). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isUnspacedGrammar } from './grammar-words.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const DENGUE =
  'กรมควบคุมโรคเตือนประชาชนระวังไข้เลือดออก จังหวัดที่มีผู้ป่วยมากที่สุดคือเชียงใหม่ สอบถามได้ที่สายด่วน 1422';

describe('isUnspacedGrammar', () => {
  it('reads a Thai function word, or two the segmenter joins, and no spaced word', () => {
    expect(isUnspacedGrammar('ได้ที่', ['th'])).toBe(true);
    expect(isUnspacedGrammar('ที่', ['th'])).toBe(true);
    expect(isUnspacedGrammar('เชียงใหม่', ['th'])).toBe(false);
    expect(isUnspacedGrammar('die', ['de'])).toBe(false);
  });
});

describe('a Thai line that says more where the post has only grammar', () => {
  it('keeps "for more, call the hotline" of "ask at the hotline"', () => {
    expect(claims('สอบถามเพิ่มเติมโทรสายด่วน 1422', DENGUE, 'th')).toEqual([]);
    expect(claims('สอบถามเพิ่มเติมได้ที่สายด่วน 1422', DENGUE, 'th')).toEqual([]);
  });

  it('still stops another hotline', () => {
    expect(claims('สอบถามเพิ่มเติมโทรสายด่วน 1669', DENGUE, 'th').length).toBeGreaterThan(0);
  });
});
