/**
 * Digits each with a small scale (small-scale-parts.ts): "1천2백만 명" of "1,200만 명" is the same
 * twelve million and kept, "1천3백만 명" stopped; "3천5백 명" is 3,500 in the source and the line.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { joinSmallScaleParts } from './small-scale-parts.ts';

const claims = (line: string, text: string, lang = 'ko') =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

const VISITORS = '올해 방문객은 1,200만 명으로 작년보다 20% 늘었다.';

describe('digits each with a small scale', () => {
  it('keeps a Korean restatement of the source’s figure in small-scale parts, and stops another', () => {
    expect(claims('방문객이 1천2백만 명으로 늘었다.', VISITORS)).toEqual([]);
    expect(claims('방문객이 1천3백만 명으로 늘었다.', VISITORS)).toEqual(['1300만']);
    expect(claims('행사에 3천5백 명이 참석했다.', '행사에 3,500명이 참석했다.')).toEqual([]);
    expect(claims('행사에 3,500명이 참석했다.', '행사에 3천5백 명이 참석했다.')).toEqual([]);
    expect(claims('행사에 3,600명이 참석했다.', '행사에 3천5백 명이 참석했다.')).toEqual(['3,600']);
    expect(claims('예산은 1억 2천5백만 원이다.', '예산은 1억 2,500만 원이다.')).toEqual([]);
  });

  it('reads the parts after a Han or kana word, and a thousand with its hundreds in digits', () => {
    const airport = '香港機場去年處理5,300萬人次。';
    expect(claims('機場去年處理5千3百萬人次。', airport, 'zh')).toEqual([]);
    expect(claims('機場去年處理5千4百萬人次。', airport, 'zh')).toEqual(['5400萬']);
    expect(claims('人口7百5十萬。', '香港人口7,500,000。', 'zh')).toEqual([]);
    expect(claims('人口7百6十萬。', '香港人口7,500,000。', 'zh')).toEqual(['760萬']);
    const users = '空港の利用者は5,300万人だった。';
    expect(claims('利用者は5千3百万人。', users, 'ja')).toEqual([]);
    expect(claims('利用者は5千300万人。', users, 'ja')).toEqual([]);
    expect(claims('利用者は5千400万人。', users, 'ja')).toEqual(['5400万']);
    expect(claims('이용객 5천300만 명.', '공항 이용객은 5,300만 명이다.')).toEqual([]);
    expect(claims('이용객 5천400만 명.', '공항 이용객은 5,300만 명이다.')).toEqual(['5400만']);
  });

  it('writes a run as its digits, and leaves a list or rising scales as they are', () => {
    expect(joinSmallScaleParts('1천2백만 명')).toBe('1200만 명');
    expect(joinSmallScaleParts('2백5십 원')).toBe('250 원');
    expect(joinSmallScaleParts('1千2百万人')).toBe('1200万人');
    expect(joinSmallScaleParts('3천 5천 명')).toBe('3천 5천 명');
    expect(joinSmallScaleParts('2백3천 원')).toBe('2백3천 원');
    expect(joinSmallScaleParts('A1천2백')).toBe('A1천2백');
    expect(joinSmallScaleParts('5천300만')).toBe('5300만');
    expect(joinSmallScaleParts('5천3000만')).toBe('5천3000만');
    expect(joinSmallScaleParts('3천 500명')).toBe('3천 500명');
    expect(joinSmallScaleParts('1百200')).toBe('1百200');
  });

  it('keeps any count of people written in parts of the source’s digits, and stops one more', () => {
    const digit = fc.integer({ min: 1, max: 9 });
    fc.assert(
      fc.property(digit, digit, digit, (thousands, hundreds, tens) => {
        const value = thousands * 1000 + hundreds * 100 + tens * 10;
        const source = `행사에 ${value.toLocaleString('en')}명이 참석했다.`;
        expect(
          claims(`행사에 ${thousands}천${hundreds}백${tens}십 명이 참석했다.`, source),
        ).toEqual([]);
        const other = thousands === 9 ? 1 : thousands + 1;
        expect(
          claims(`행사에 ${other}천${hundreds}백${tens}십 명이 참석했다.`, source),
        ).toHaveLength(1);
      }),
      { numRuns: 40 },
    );
  });
});
