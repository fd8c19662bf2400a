import { describe, expect, it } from 'vitest';
import { cjkWords, spaceCjkWords } from './cjk-words.ts';

describe('cjkWords', () => {
  it('finds the words of Japanese and Chinese text, without grammar-only kana', () => {
    const japanese = cjkWords('新しい図書館が今日開館しました');
    expect(japanese).toContain('図書館');
    expect(japanese).not.toContain('が');
    expect(japanese.every((word) => word.length <= 4)).toBe(true);
    expect(cjkWords('智利中部发生地震')).toContain('地震');
  });
});

describe('spaceCjkWords', () => {
  it('leaves other scripts as they are and spaces the CJK words', () => {
    expect(spaceCjkWords('Plain English text.')).toBe('Plain English text.');
    expect(spaceCjkWords('東京で地震').split(/\s+/).filter(Boolean)).toEqual(['東京', '地震']);
  });
});
