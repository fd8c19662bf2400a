/**
 * A line translated from a Chinese source names its people, clubs and towns in pinyin
 * (pinyin-names.ts): a pinyin name the source's Han does not spell is a new one; the source's in
 * any reading any-ascii gives its characters, and the translation's own words, are not.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const names = (line: string, text: string, lang = 'zh') =>
  unsupportedClaims(line, claimSource({ text, lang, lineLang: 'en' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

const LEAGUE = '中超第12轮：上海海港主场3比1战胜北京国安，武磊梅开二度。海港积分升至28分。';

describe('unsupportedClaims: pinyin names in a line translated from Chinese', () => {
  it('stops a club or a player the source does not name', () => {
    expect(names('Shanghai Port beat Shandong Taishan 3-1 in round 12.', LEAGUE)).toEqual([
      'Shandong',
      'Taishan',
    ]);
    expect(names('Shanghai Port won 3-1, with Zhang Yuning scoring twice.', LEAGUE)).toEqual([
      'Yuning',
    ]);
    expect(
      names('The Suzhou Marathon started today.', '厦门马拉松今天开跑，3万名选手参赛。'),
    ).toEqual(['Suzhou']);
  });

  it('keeps the source’s names in pinyin, whole or by syllables, and the translation’s words', () => {
    expect(
      names('Shanghai Port beat Beijing Guoan 3-1 at home, with Wu Lei scoring twice.', LEAGUE),
    ).toEqual([]);
    // any-ascii reads 重庆 "ZhongQing", 长沙 "ZhangSha", 厦门 "ShaMen".
    expect(
      names(
        'Chongqing Liangjiang beat Changsha Jinde 2-0 at home.',
        '重庆两江竞技主场2比0战胜长沙金德。',
      ),
    ).toEqual([]);
    expect(
      names('The Xiamen Marathon started today.', '厦门马拉松今天开跑，3万名选手参赛。'),
    ).toEqual([]);
  });

  it('leaves a Cantonese surname of four letters alone', () => {
    expect(names("Jackie Chan's new film opens today.", '成龙新片今天上映。')).toEqual([]);
  });

  it('reads no pinyin where the source is Japanese', () => {
    // Kanji are read as Japanese there ("阪神" is "Hanshin", not any-ascii's "BanShen").
    expect(names('Hanshin beat the Giants 5-3.', '阪神が巨人に5対3で勝利。', 'ja')).toEqual([]);
  });
});
