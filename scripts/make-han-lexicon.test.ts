/** src/core/guard/words/han-lexicon.data.ts is exactly what scripts/make-han-lexicon.ts makes. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  chineseCommonWords,
  HAN_LEXICON_MODULE,
  hanLexiconModule,
  japaneseLexicon,
} from './make-han-lexicon.ts';

describe('the guard’s Han vocabulary', () => {
  it('matches kuromoji’s IPADIC and jieba’s dictionary (else run npm run data:han-lexicon)', () => {
    expect(
      readFileSync(HAN_LEXICON_MODULE, 'utf8'),
      'src/core/guard/words/han-lexicon.data.ts is stale: run npm run data:han-lexicon',
    ).toBe(hanLexiconModule());
  });

  it('keeps Japanese organisations, places and family names apart from common words', () => {
    const { names, common } = japaneseLexicon();
    const named = new Set(names);
    for (const name of ['ソニー', '任天堂', '宮崎', '北海道', '新宿', '岸田']) {
      expect(named, name).toContain(name);
    }
    // A word that is a name and a common word too ("中央", "巨人") is neither list's.
    for (const word of ['最終', '欠航', '見通し', '中央', '巨人'])
      expect(named, word).not.toContain(word);
    const usual = new Set(common);
    for (const word of ['最終', '欠航', '見通し', '上陸']) expect(usual, word).toContain(word);
    for (const word of ['中央', 'ソニー', '宮崎']) expect(usual, word).not.toContain(word);
  });

  it('keeps Chinese common words and none of jieba’s names', () => {
    const common = new Set(chineseCommonWords());
    for (const word of ['进行', '实行', '执行', '今日']) expect(common, word).toContain(word);
    for (const name of ['北京', '上海', '宁波', '国务院']) expect(common, name).not.toContain(name);
  });
});
