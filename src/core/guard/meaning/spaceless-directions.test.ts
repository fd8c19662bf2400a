import { describe, expect, it } from 'vitest';
import { directionClaims } from './direction-claims.ts';
import { spacelessDirectionClaims } from './spaceless-directions.ts';

const source = (text: string, lang: string, translated = false) => ({
  text,
  langs: [lang],
  translated,
});

describe('a figure’s change turned round in Japanese or Chinese', () => {
  const phone = source(
    '6.1インチの有機ELディスプレイを搭載し、前モデルより重さを12グラム軽くした。予約は12月5日から受け付ける。',
    'ja',
  );

  it('stops "12 grams heavier" of the source’s "12 grams lighter", read through the guard', () => {
    expect(directionClaims('前モデルより重さが12グラム重くなった。', phone)).toEqual([
      '12グラム重く',
    ]);
  });

  it('keeps the same change in other words, a change with no figure, and a negated one', () => {
    expect(spacelessDirectionClaims('本体は前モデルより12g軽くなった。', phone)).toEqual([]);
    expect(spacelessDirectionClaims('予約開始と同時に財布が軽くなる。', phone)).toEqual([]);
    expect(spacelessDirectionClaims('前モデルより12グラム重くはない。', phone)).toEqual([]);
  });

  it('reads a Chinese change with the figure after it, and a translation not at all', () => {
    const report = source('公司营收同比下降15%，净利润同比增长4%。', 'zh');
    expect(spacelessDirectionClaims('公司营收同比增长了15%。', report)).toEqual(['增长了15%']);
    expect(spacelessDirectionClaims('营收同比下降了15%。', report)).toEqual([]);
    expect(
      spacelessDirectionClaims('公司营收同比增长了15%。', source(report.text, 'zh', true)),
    ).toEqual([]);
  });
});
