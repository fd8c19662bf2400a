/** A katakana name read as a word of its own (katakana-words.ts, round twenty-four). */
import { describe, expect, it } from 'vitest';
import { unspacedSays } from './katakana-words.ts';

describe('unspacedSays', () => {
  it('reads a katakana country only where no katakana runs on around it', () => {
    expect(unspacedSays('オリビア ベネットが ツアーを発表', 'リビア')).toBe(false);
    expect(unspacedSays('リビアの首都トリポリで', 'リビア')).toBe(true);
    expect(unspacedSays('オリビアはリビアを訪れた', 'リビア')).toBe(true);
  });

  it('reads a name in kanji wherever it stands', () => {
    expect(unspacedSays('日本代表は中国に勝った', '中国')).toBe(true);
  });
});
