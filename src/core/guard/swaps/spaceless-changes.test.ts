/**
 * A change right before a figure in Chinese and Japanese (spaceless-changes.ts, round
 * twenty-two): "营收同比增长4%,净利润同比下降15%" of "营收…同比增长15%;净利润…同比下降4%" traded
 * the two changes and passed, no word beside a figure being read where no spaces are written.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { spacelessChangeBefore } from './spaceless-changes.ts';

const RESULTS = '星河科技第三季度营收82.6亿元,同比增长15%;净利润9.3亿元,同比下降4%。';

const claims = (line: string) =>
  unsupportedClaims(line, claimSource({ text: RESULTS, lang: 'zh' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('a change before a figure where no spaces are written', () => {
  it('stops two changes traded, and keeps each at its own', () => {
    // Each change is also said the other way of its figure (meaning/spaceless-directions.ts).
    expect(claims('营收同比增长4%,净利润同比下降15%。')).toEqual([
      'figure:4%',
      'figure:15%',
      'negation:增长4%',
      'negation:下降15%',
    ]);
    expect(claims('营收同比增长15%,净利润同比下降4%。')).toEqual([]);
    expect(claims('营收增长了15%。')).toEqual([]);
  });

  it('reads the longest word of change, past the particle of a completed one', () => {
    expect(spacelessChangeBefore('同比增长15%', 4)).toBe('增长');
    expect(spacelessChangeBefore('下降了4%', 3)).toBe('下降');
    expect(spacelessChangeBefore('売上高は前年比12%', 7)).toBeUndefined();
  });
});
