/**
 * A bare sum in the language's own currency (implied-currencies.ts, round twenty-one): a film
 * review's "首日票房5.2亿" put as "首日票房达到5.2亿元" was asked again for its yuan.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { impliedCurrencies } from './implied-currencies.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

const REVIEW = '豆瓣开分8.4，首日票房5.2亿。唯一缺点：结尾有点仓促。';

describe('impliedCurrencies', () => {
  it('reads a bare sum with its scale in the language’s currency, not one with a counter', () => {
    expect(impliedCurrencies(REVIEW, ['zh'])).toEqual(['c:yuan:520000000']);
    expect(impliedCurrencies('興行収入は52億を突破。', ['ja'])).toEqual(['c:yen:5200000000']);
    expect(impliedCurrencies('播放量突破3亿次，观众5万人。', ['zh'])).toEqual([]);
    expect(impliedCurrencies(REVIEW, ['ko'])).toEqual([]);
  });
});

describe('a bare sum written in the language’s own currency', () => {
  it('is kept in Chinese and Japanese', () => {
    expect(claims('豆瓣开分8.4分，首日票房达到5.2亿元。', REVIEW, 'zh')).toEqual([]);
    expect(claims('興行収入は52億円を突破した。', '興行収入は52億を突破。', 'ja')).toEqual([]);
  });

  it('is stopped in another currency, at another sum, or where the source counts something', () => {
    expect(claims('首日票房达到5.2亿美元。', REVIEW, 'zh')).toEqual(['5.2亿美元']);
    expect(claims('首日票房达到6.2亿元。', REVIEW, 'zh')).toEqual(['6.2亿元']);
    expect(claims('播放量带来3亿元收入。', '播放量突破3亿次。', 'zh')).toEqual(['3亿元']);
  });
});
