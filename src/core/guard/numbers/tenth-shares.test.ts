/**
 * Tenths as a share (tenth-shares.ts): Chinese "两成" of 20% and Japanese "2割" of 20% are kept,
 * "三成" and "3割" of it stopped; a source's "八成" holds 80%, and "三成员" is no share.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { withTenthShares } from './tenth-shares.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

const VISITORS = '今年的游客人数为1200万人次，比去年增长20%。';
const HAN = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];

describe('tenths as a share', () => {
  it('keeps a share in tenths of the source’s percent, both ways, and stops another', () => {
    expect(claims('游客人数增长两成，达1200万。', VISITORS, 'zh')).toEqual([]);
    expect(claims('游客人数增长三成，达1200万。', VISITORS, 'zh')).toEqual(['30%']);
    expect(claims('80%的受访者支持该计划。', '八成的受访者支持该计划。', 'zh')).toEqual([]);
    expect(claims('70%的受访者支持该计划。', '八成的受访者支持该计划。', 'zh')).toEqual(['70%']);
    expect(claims('売上は2割増えた。', '売上は20%増えた。', 'ja')).toEqual([]);
    expect(claims('売上は3割増えた。', '売上は20%増えた。', 'ja')).toEqual(['30%']);
    expect(claims('回答者の80%が賛成した。', '回答者の8割が賛成した。', 'ja')).toEqual([]);
    expect(claims('割引は1割5分です。', '割引は15%です。', 'ja')).toEqual([]);
    expect(claims('매출이 2할 늘었다.', '매출이 20% 늘었다.', 'ko')).toEqual([]);
    expect(claims('매출이 3할 늘었다.', '매출이 20% 늘었다.', 'ko')).toEqual(['30%']);
    expect(withTenthShares('타율 3할 2푼')).toBe('타율 32%');
    expect(withTenthShares('그는 할 수 있다.')).toBe('그는 할 수 있다.');
  });

  it('reads no share where "成" begins a word, "八成" says "most likely", or "割れ" a fall', () => {
    expect(withTenthShares('该俱乐部有三成员。')).toBe('该俱乐部有三成员。');
    expect(withTenthShares('三成为')).toBe('三成为');
    expect(withTenthShares('他八成是忘了。')).toBe('他八成是忘了。');
    expect(withTenthShares('株価は3万円割れ')).toBe('株価は3万円割れ');
    expect(withTenthShares('2割れ')).toBe('2割れ');
    expect(withTenthShares('占比约五成')).toBe('占比约50%');
  });

  it('keeps any tenth written in Han numerals of its percent, and stops the next', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), (tenths) => {
        const source = `销售额增长${tenths * 10}%。`;
        expect(claims(`销售额增长${HAN[tenths - 1]}成。`, source, 'zh')).toEqual([]);
        expect(claims(`销售额增长${HAN[tenths]}成。`, source, 'zh')).toEqual([
          `${(tenths + 1) * 10}%`,
        ]);
      }),
      { numRuns: 8 },
    );
  });
});
