/** A line's era year, "令和8年" of a source's 2026 (japanese-eras.ts; issue 44, item 4). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'ja' }), 'normal').map((claim) => claim.text);

describe('heldJapaneseEraYear', () => {
  it('keeps 令和8年 of 2026, stops 令和7年', () => {
    const fair = '見本市は2026年4月3日に開幕する。';
    expect(stopped('見本市は令和8年4月3日開幕。', fair)).toEqual([]);
    expect(stopped('見本市は令和7年4月3日開幕。', fair)).toEqual(['7']);
  });

  it('keeps each year of Reiwa so written, and stops the year before', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2020, max: 2090 }), (year) => {
        const text = `式典は${year}年5月10日に行われた。`;
        expect(stopped(`式典は令和${year - 2018}年5月10日。`, text)).toEqual([]);
        expect(stopped(`式典は令和${year - 2019}年5月10日。`, text)).not.toEqual([]);
      }),
      { numRuns: 15 },
    );
  });
});
