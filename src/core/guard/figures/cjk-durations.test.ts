/** A CJK duration with its counter holds its unit, for a line's other unit (cjk-durations.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { addCjkDurationKeys } from './cjk-durations.ts';

const figures = (text: string, line: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const keysOf = (text: string) => {
  const keys = new Set<string>();
  addCjkDurationKeys(text, keys);
  return [...keys];
};

describe('addCjkDurationKeys', () => {
  it('reads days, weeks, months and hours with their counters, not a year or a date', () => {
    expect(keysOf('罢工持续了14天。')).toEqual(['u:day:14']);
    expect(keysOf('ストライキは14日間続いた。')).toEqual(['u:day:14']);
    expect(keysOf('파업은 14일간 이어졌다.')).toEqual(['u:day:14']);
    expect(keysOf('3개월 동안, 3カ月で')).toEqual(['u:month:3']);
    expect(keysOf('移動に3時間かかった。')).toEqual(['u:hour:3']);
    expect(keysOf('2024年3月14日に発表。')).toEqual([]);
    expect(keysOf('The strike lasted 14 days.')).toEqual([]);
  });

  it('keeps two weeks of fourteen days in each language, and stops three', () => {
    expect(figures('罢工持续了14天。', '罢工持续了两周。', 'zh')).toEqual([]);
    expect(figures('罢工持续了14天。', '罢工持续了三周。', 'zh')).toEqual(['三']);
    expect(figures('ストライキは14日間続いた。', 'ストライキは2週間続いた。', 'ja')).toEqual([]);
    expect(figures('ストライキは14日間続いた。', 'ストライキは3週間続いた。', 'ja')).toEqual([
      '3週間',
    ]);
    expect(figures('파업은 14일간 이어졌다.', '파업은 2주간 이어졌다.', 'ko')).toEqual([]);
    expect(figures('파업은 14일간 이어졌다.', '파업은 3주간 이어졌다.', 'ko')).toEqual(['3']);
  });

  it('keeps only the weeks the days make', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), (weeks) => {
        const kept = figures('罢工持续了21天。', `罢工持续了${weeks}周。`, 'zh').length === 0;
        return kept === (weeks === 3);
      }),
      { numRuns: 12 },
    );
  });
});
