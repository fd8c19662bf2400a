/**
 * A Chinese verb with its aspect particle ("做了", did), which the segmenter gives as one word
 * the subtitles' list lacks (common-han-forms.ts): a faithful line saying it is kept, a new place
 * beside it still stopped (h299's blind probes).
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { uncasedWords } from '../words/uncased-words.ts';
import { isCommonHanForm } from './common-han-forms.ts';

const RICE =
  '中国科学院植物研究所团队在《自然》发表论文，发现一种水稻基因可使产量提高约20%。研究历时八年，在云南、湖南等地开展田间试验。';

const claims = (line: string) =>
  unsupportedClaims(line, claimSource({ text: RICE, lang: 'zh' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('isCommonHanForm', () => {
  it('reads a common verb with its aspect particle, and a numeral with its counter', () => {
    const words = uncasedWords('zh');
    for (const word of ['做了', '去过', '一周', '三个月']) {
      expect(isCommonHanForm(word, words, 'zh'), word).toBe(true);
    }
  });
  it('reads no rare word so, nor a Japanese word ending in 着', () => {
    expect(isCommonHanForm('湖南了', uncasedWords('zh'), 'zh')).toBe(false);
    expect(isCommonHanForm('東京着', uncasedWords('ja'), 'ja')).toBe(false);
  });
});

describe('unsupportedClaims: a Chinese verb with its aspect particle', () => {
  it('keeps the faithful line, stops a province put in the source’s', () => {
    expect(claims('研究持续了8年，在云南和湖南做了田间实验。')).toEqual([]);
    expect(claims('研究持续了8年，在云南和广东做了田间实验。')).toContainEqual('name:广东');
  });
});
