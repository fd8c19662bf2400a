/** Japanese's 点 after a count is points, Chinese's an hour of the clock (japanese-points.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (text: string, line: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const MATCHES = 'チームは直近5試合で3勝し、12得点を挙げた。';

describe('japanesePoint', () => {
  it('keeps a Japanese line’s points of the source’s goals, and stops another count', () => {
    expect(figures(MATCHES, '直近5試合で12点。', 'ja')).toEqual([]);
    expect(figures(MATCHES, '12点獲得', 'ja')).toEqual([]);
    expect(figures(MATCHES, '直近5試合で13点。', 'ja')).toEqual(['13']);
    expect(figures('テストで85点を取った。', '85点だった。', 'ja')).toEqual([]);
  });

  it('reads Chinese’s 点 as the clock’s hour still', () => {
    expect(figures('他本赛季得了8分。', '晚8点开抢', 'zh')).toEqual(['8点']);
    expect(figures('11月18日晚8点开售。', '晚8点开售', 'zh')).toEqual([]);
  });

  it('keeps only the source’s count of points', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), (value) => {
        const kept = figures(MATCHES, `直近5試合で${value}点。`, 'ja').length === 0;
        return kept === [3, 5, 12].includes(value);
      }),
      { numRuns: 30 },
    );
  });
});
