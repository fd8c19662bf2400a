/** The tagged vocabulary of Chinese and Japanese (han-lexicon.ts): names kept apart from words. */
import { describe, expect, it } from 'vitest';
import { isJapaneseName, isLexiconCommon } from './han-lexicon.ts';

describe('isJapaneseName', () => {
  it('knows organisations, places and family names', () => {
    for (const name of ['ソニー', '宮崎', '九州', '岸田'])
      expect(isJapaneseName(name), name).toBe(true);
  });
  it('reads no common word, nor one that is a name and a word too, as one', () => {
    for (const word of ['最終', '公演', '中央', '巨人'])
      expect(isJapaneseName(word), word).toBe(false);
  });
});

describe('isLexiconCommon', () => {
  it('knows common words of Chinese and Japanese, and no name', () => {
    for (const word of ['进行', '执行', '线路'])
      expect(isLexiconCommon(word, 'zh'), word).toBe(true);
    for (const word of ['最終', '欠航']) expect(isLexiconCommon(word, 'ja'), word).toBe(true);
    expect(isLexiconCommon('上海', 'zh')).toBe(false);
    expect(isLexiconCommon('宮崎', 'ja')).toBe(false);
    expect(isLexiconCommon('进行', 'ko')).toBe(false);
  });
});
