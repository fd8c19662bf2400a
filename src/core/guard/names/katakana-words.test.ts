/** A katakana name read as a word of its own (katakana-words.ts, round twenty-four). */
import { describe, expect, it } from 'vitest';
import { unspacedSays } from './katakana-words.ts';

describe('unspacedSays', () => {
  it('reads a katakana country only where no katakana runs on around it', () => {
    expect(unspacedSays('オリビア ベネットが ツアーを発表', 'リビア')).toBe(false);
    expect(unspacedSays('リビアの首都トリポリで', 'リビア')).toBe(true);
    expect(unspacedSays('オリビアはリビアを訪れた', 'リビア')).toBe(true);
  });

  it('reads a name in kanji where it begins and ends on a word of the text', () => {
    expect(unspacedSays('日本代表は中国に勝った', '中国')).toBe(true);
    expect(unspacedSays('海地发生地震', '海地')).toBe(true);
    // Round twenty-eight: 上海|地铁 (the Shanghai metro) holds no Haiti.
    expect(unspacedSays('上海地铁19号线12月28日开通', '海地')).toBe(false);
  });
});
