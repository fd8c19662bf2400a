/**
 * A Chinese person's name the word segmenter cuts into its characters, joined again
 * (joined-han-singles.ts, h282). Every text here is synthetic.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { joinedHanSingles } from './joined-han-singles.ts';

describe('joinedHanSingles', () => {
  it('joins a surname and a given name, not the grammar beside them', () => {
    expect(joinedHanSingles(['王', '强', '在', '决赛', '中', '击败', '了', '李', '明'])).toEqual([
      '王强',
      '在',
      '决赛',
      '中',
      '击败',
      '了',
      '李明',
    ]);
    expect(joinedHanSingles(['刘洋', '的', '职务', '由', '张', '伟', '接替'])).toEqual([
      '刘洋',
      '的',
      '职务',
      '由',
      '张伟',
      '接替',
    ]);
  });

  it('leaves words of two characters or more, and other scripts, as they are', () => {
    expect(joinedHanSingles(['北京', '国安', '2', '比', '1'])).toEqual([
      '北京',
      '国安',
      '2',
      '比',
      '1',
    ]);
  });

  it('keeps every character, in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('王', '强', '在', '了', '决赛', '李', '明', '由', 'AB')),
        (words) => {
          expect(joinedHanSingles(words).join('')).toBe(words.join(''));
        },
      ),
      { numRuns: 60 },
    );
  });
});
