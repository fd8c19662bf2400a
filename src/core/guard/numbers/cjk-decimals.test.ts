/** Decimals written in Chinese numerals with 点 as the point (cjk-decimals.ts, round thirty-five). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { writeCjkDecimals } from './cjk-decimals.ts';

const METRO =
  '杭州地铁3号线北段将于12月28日上午10时开通运营，新增9座车站，线路长约14.5公里。末班车22:30，票价2元起。';

const claims = (line: string, lineLang?: string) =>
  unsupportedClaims(
    line,
    claimSource({ text: METRO, lang: 'zh', ...(lineLang && { lineLang }) }),
    'normal',
  ).map((claim) => `${claim.kind}:${claim.text}`);

describe('writeCjkDecimals', () => {
  it('writes a decimal in numerals as its digits', () => {
    expect(writeCjkDecimals('线路长约十四点五公里')).toBe('线路长约14.5公里');
    expect(writeCjkDecimals('增长三点一四倍')).toBe('增长3.14倍');
    expect(writeCjkDecimals('零点五')).toBe('0.5');
  });

  it('leaves a time of day alone: minutes, a half hour, a time of day before it', () => {
    for (const time of ['三点五分', '十点半', '晚上十点半', '下午三点五', '三点五十分']) {
      expect(writeCjkDecimals(time)).toBe(time);
    }
  });
});

describe('unsupportedClaims: a Chinese decimal in numerals', () => {
  it('keeps the post’s length written in numerals, beside a time in numerals', () => {
    expect(claims('新线长约十四点五公里，末班车晚上十点半。')).toEqual([]);
  });

  it('still stops another length', () => {
    expect(claims('新线长约十二点五公里。')).toEqual(['figure:12.5公里']);
    expect(claims('新线长约十四点八公里。')).toEqual(['figure:14.8公里']);
  });
});
