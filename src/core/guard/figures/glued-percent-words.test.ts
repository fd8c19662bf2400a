/**
 * A percent's word written onto its number (glued-percent-words.ts): Japanese "パーセント",
 * Korean "퍼센트" and "프로" with a particle; not percentage points. Every text here is synthetic.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { gluedPercentLength } from './glued-percent-words.ts';

const stopped = (line: string, text: string, lang = 'en') =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

describe('gluedPercentLength: a percent word written onto the number', () => {
  it('reads the word with a particle after it, and not points or another word', () => {
    expect(gluedPercentLength('12.5パーセント増加', 4)).toBe(5);
    expect(gluedPercentLength('3.5퍼센트로', 3)).toBe(3);
    expect(gluedPercentLength('3.5프로로', 3)).toBe(2);
    expect(gluedPercentLength('3프로그램', 1)).toBe(0);
    expect(gluedPercentLength('5퍼센트포인트', 1)).toBe(0);
    expect(gluedPercentLength('3パーセントポイント', 1)).toBe(0);
    expect(gluedPercentLength('12人', 2)).toBe(0);
    // Japanese's spoken "プロ", not a longer katakana word ("プロ野球" is baseball, "プロジェクト").
    expect(gluedPercentLength('12.5プロ。', 4)).toBe(2);
    expect(gluedPercentLength('3プロジェクト', 1)).toBe(0);
    expect(gluedPercentLength('3プロー', 1)).toBe(0);
  });

  it('keeps the source’s percent written so, and stops another value', () => {
    const ja = '売上は前年比12.5%増加した。';
    expect(stopped('売上が前年比12.5パーセント増加', ja, 'ja')).toEqual([]);
    expect(stopped('売上が前年比15.5パーセント増加', ja, 'ja')).toEqual(['15.5パーセント']);
    const ko = '기준금리는 3.5%로 동결됐다.';
    expect(stopped('기준금리 3.5퍼센트로 동결', ko, 'ko')).toEqual([]);
    expect(stopped('기준금리 3.25퍼센트로 동결', ko, 'ko')).toEqual(['3.25퍼센트']);
    expect(stopped('消費税は8パーセント', '消費税は10%です。', 'ja')).toEqual(['8パーセント']);
  });
});
