/**
 * Percentage points told with or without the percent's sign (percent-points.ts): the source's own
 * points, held at the same value; a percent is not a point. Every text here is synthetic.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang = 'en') =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

describe('heldPoints: the source’s points with or without the sign', () => {
  it('keeps "5포인트" of "5%포인트" and "3ポイント" of "3％ポイント"', () => {
    const ko = '대통령 지지율이 지난주보다 5%포인트 올랐다.';
    expect(stopped('대통령 지지율 5포인트 상승', ko, 'ko')).toEqual([]);
    expect(stopped('대통령 지지율 7포인트 상승', ko, 'ko')).toEqual(['7']);
    const ja = '支持率は3％ポイント上昇し、42％となった。';
    expect(stopped('支持率が3ポイント上昇', ja, 'ja')).toEqual([]);
    expect(stopped('支持率は42ポイント', ja, 'ja')).toEqual(['42']);
  });

  it('keeps "0,4 %-Punkte" of "0,4 Prozentpunkte", and stops a percent of points', () => {
    const de = 'Die Quote stieg um 0,4 Prozentpunkte.';
    expect(stopped('Quote plus 0,4 %-Punkte', de, 'de')).toEqual([]);
    expect(stopped('Quote plus 0,4 %', de, 'de')).toEqual(['0,4 %']);
    expect(stopped('Quote plus 0,6 %-Punkte', de, 'de')).toEqual(['0,6 %']);
  });

  it('holds points only at their own value (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 9 }), (n, step) => {
        const text = `지지율이 ${n}%포인트 올랐다.`;
        expect(stopped(`지지율 ${n}포인트 상승`, text, 'ko')).toEqual([]);
        expect(stopped(`지지율 ${n + step}포인트 상승`, text, 'ko')).toEqual([`${n + step}`]);
      }),
      { numRuns: 40 },
    );
  });
});
