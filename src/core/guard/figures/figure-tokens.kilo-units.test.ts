/** Chinese's 千 after digits before a unit is "kilo", no thousand (figure-tokens.ts's KILO_UNIT). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (text: string, line: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'zh' }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

describe('kilo units', () => {
  it('keeps 42千米 of 42公里 and stops 43千米', () => {
    expect(figures('马拉松全程42公里。', '全程42千米。')).toEqual([]);
    expect(figures('马拉松全程42公里。', '全程43千米。')).toEqual(['43']);
    expect(figures('这只箱子重5千克。', '箱子5千克重。')).toEqual([]);
  });

  it('reads 千 before 万 or a noun as a thousand still', () => {
    expect(figures('观众达5000人。', '观众5千人。')).toEqual([]);
    expect(figures('观众达5000人。', '观众6千人。')).toEqual(['6千']);
  });

  it('keeps only the source’s kilometres', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), (value) => {
        const kept = figures('马拉松全程42公里。', `全程${value}千米。`).length === 0;
        return kept === (value === 42);
      }),
      { numRuns: 30 },
    );
  });
});
