import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';
import { counterAfter } from './counter-nouns.ts';

const stopped = (text: string, line: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('counterAfter', () => {
  it('reads the counter before its particle, not the whole run', () => {
    expect(counterAfter('新入生は8200人で、', 8)).toBe('人');
    expect(counterAfter('신입생은 8200명으로', 9)).toBe('명');
    expect(counterAfter('価格は30ドルから', 5)).toBe('ドル');
    expect(counterAfter('It rose 30 from', 10)).toBeUndefined();
  });
});

describe('a difference of two figures with one counter', () => {
  const ja = '大学の新入生は8200人で、前年の7600人から増えた。';
  const ko = '대학 신입생은 8200명으로 작년 7600명보다 늘었다.';
  const zh = '销量从450台增至520台。';

  it('keeps the difference a reader works out', () => {
    expect(stopped(ja, '新入生は前年より600人増。', 'ja')).toEqual([]);
    expect(stopped(ko, '신입생 600명 증가.', 'ko')).toEqual([]);
    expect(stopped(zh, '销量增加70台。', 'zh')).toEqual([]);
  });

  it('stops a difference the figures do not give', () => {
    expect(stopped(ja, '新入生は前年より700人増。', 'ja')).toEqual(['700']);
    expect(stopped(ko, '신입생 500명 증가.', 'ko')).toEqual(['500']);
    expect(stopped(zh, '销量增加80台。', 'zh')).toEqual(['80']);
  });

  it('ties no figures of two counters', () => {
    expect(stopped('会員は8200人で、30日間に増えた。', '8170人の増加。', 'ja')).toEqual(['8170']);
  });
});
