import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { hanComparativeClaims } from './han-comparatives.ts';

const source = (text: string, lang = 'zh', translated = false) => ({
  text,
  langs: [lang],
  translated,
});

const claims = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'zh', lineLang: 'zh' }), 'normal').map(
    (claim) => claim.text,
  );

describe('a Chinese comparison turned round with its figure kept', () => {
  const exam = '今年全市最高分为648分，比去年高5分。考生可于7月1日起查询成绩。';

  it('stops "5 points lower than last year" of the source’s "5 points higher", through the guard', () => {
    expect(claims('今年全市最高分为648分，比去年低5分。', exam)).toContain('低5');
  });

  it('keeps the same way in other words and a comparison of another figure', () => {
    expect(claims('全市最高分648分，较去年提高了5分。', exam)).toEqual([]);
    expect(hanComparativeClaims('最高分比去年高5分。', source(exam))).toEqual([]);
    expect(hanComparativeClaims('报名人数比去年少3人。', source(exam))).toEqual([]);
  });

  it('reads other pairs, and neither a source saying both ways nor a translation', () => {
    const trains = source('新线路比旧线路快20分钟，票价较去年贵了2元。');
    expect(hanComparativeClaims('新线路比旧线路慢20分钟。', trains)).toEqual(['慢20']);
    expect(hanComparativeClaims('票价比去年便宜2元。', trains)).toEqual(['便宜2']);
    const both = source('甲组比去年多4人，乙组比去年少4人。');
    expect(hanComparativeClaims('甲组比去年少4人。', both)).toEqual([]);
    expect(hanComparativeClaims('比去年低5分。', source(exam, 'zh', true))).toEqual([]);
    expect(hanComparativeClaims('比去年低5分。', source(exam, 'ja'))).toEqual([]);
  });
});
