/** CJK numerals read as figures or as parts of words (cjk-numerals.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isCjkWeak } from './cjk-numerals.ts';

const weak = (text: string, run: string) => isCjkWeak(run, text, text.indexOf(run) + run.length);

describe('isCjkWeak: a Japanese given name ending in a numeral (round twenty-four)', () => {
  it('is the name’s, before an honorific or 郎', () => {
    expect(weak('京都大学の渡辺健二氏との共同受賞です。', '二')).toBe(true);
    expect(weak('鈴木一郎さんが来日した。', '一')).toBe(true);
    expect(weak('山田三郎選手が優勝した。', '三')).toBe(true);
  });

  it('is a figure elsewhere', () => {
    expect(weak('山田、田中の二氏が出席した。', '二')).toBe(false);
    expect(weak('第二氏族', '二')).toBe(false);
    expect(weak('参加者は二名でした。', '二')).toBe(false);
  });

  it('keeps a translated card of the name, and stops another figure in it', () => {
    const source = claimSource({
      text: 'Okafor shares the prize with Japanese chemist Kenji Watanabe of Kyoto University.',
      lang: 'en',
      lineLang: 'ja',
    });
    const claims = (line: string) => unsupportedClaims(line, source, 'normal').map((c) => c.text);
    expect(claims('京都大学の渡辺健二氏との共同受賞です。')).toEqual([]);
    expect(claims('京都大学の渡辺健二氏ら三人の共同受賞です。')).toEqual(['三']);
  });
});
