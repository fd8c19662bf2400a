/**
 * A Chinese direction word before its figure is the figure's, judged by its side
 * (han-direction-words.ts, spaceless-directions.ts), no name; a body's name is still one.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';
import { isHanDirectionBeforeFigure } from './han-direction-words.ts';

const PRICES = '国家统计局数据显示，10月份全国居民消费价格同比上涨0.3%。其中食品价格下降2.9%。';
const claims = (line: string) =>
  unsupportedClaims(line, claimSource({ text: PRICES, lang: 'zh' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('isHanDirectionBeforeFigure', () => {
  it('keeps "rose" and "fell" said in other words before the source’s figures', () => {
    expect(claims('据国家统计局数据，10月份居民消费价格同比增长0.3%。')).toEqual([]);
    expect(claims('国家统计局公布，10月全国居民消费价格同比上升0.3%，食品价格下跌2.9%。')).toEqual(
      [],
    );
  });

  it('still stops the direction turned, and another body put in the source’s place', () => {
    expect(
      claims('国家统计局公布，10月全国居民消费价格同比上升0.3%，食品价格增长2.9%。'),
    ).toContain('negation:增长2.9%');
    expect(claims('国家统计局公布，10月全国居民消费价格同比下跌0.3%。')).not.toEqual([]);
    expect(claims('海关总署公布，10月全国居民消费价格同比增长0.3%。')).not.toEqual([]);
  });

  it('reads only a table’s word with a figure after it, in a Chinese source', () => {
    expect(isHanDirectionBeforeFigure('增长', '0.3%。', ['zh'])).toBe(true);
    expect(isHanDirectionBeforeFigure('下跌', '了2.9%', ['zh'])).toBe(true);
    expect(isHanDirectionBeforeFigure('增长', '较快。', ['zh'])).toBe(false);
    expect(isHanDirectionBeforeFigure('北京', '0.3%', ['zh'])).toBe(false);
    expect(isHanDirectionBeforeFigure('增长', '0.3%', ['ja'])).toBe(false);
  });
});
