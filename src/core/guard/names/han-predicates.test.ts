/**
 * Chinese verbs the frame readers took for names (han-predicates.ts), read by unsupportedClaims: a
 * verb with its result ("看到") and the predicate of the source's own comparison ("比上一代降价200元"
 * of "比上一代便宜200元") are kept; a person put before the verb, a new person in the source's
 * frame and the comparison's difference changed stay claims.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, type GuardMode, unsupportedClaims } from '../index.ts';

const WATCH =
  '极光科技今天在深圳发布新款智能手表极光Watch 5，起售价1299元，比上一代便宜200元。新表续航14天。公司CEO林晓峰表示，今年的目标销量为100万台。';
const EXAM =
  '杭州市教育考试院今天公布2025年中考成绩，满分为660分。今年全市最高分为648分，比去年高5分。';

const claims = (line: string, text: string, mode: GuardMode = 'normal') =>
  unsupportedClaims(line, claimSource({ text, lang: 'zh' }), mode).map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('unsupportedClaims: Chinese verbs where the source has another', () => {
  it('keeps the predicate of the source’s comparison said with another verb', () => {
    expect(claims('极光Watch 5在深圳发布，比上一代降价200元。', WATCH)).toEqual([]);
  });

  it('keeps a verb with its result’s complement opening a caption', () => {
    expect(claims('看到全市最高分648分，满分660分的我只想说：我也考过 😭', EXAM, 'meme')).toEqual(
      [],
    );
  });

  it('stops a person before the verb, a new person in the frame, a changed difference', () => {
    expect(
      claims('张伟看到全市最高分648分，满分660分的我只想说：我也考过 😭', EXAM, 'meme'),
    ).toEqual(['name:张伟看到']);
    expect(claims('公司CEO王建国表示，今年的目标销量为100万台。', WATCH)).toEqual(['name:王建国']);
    expect(claims('极光Watch 5比上一代降价300元。', WATCH)).toEqual(['figure:300元']);
  });
});
