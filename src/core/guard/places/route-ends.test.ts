/** A route's ends told the other way round, without spaces or with declined places (route-ends.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';
import { routeEnds } from './route-ends.ts';

const stopped = (text: string, lang: string, line: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

const SWIM =
  'オープンウォーター選手の佐藤美咲が8月18日、千葉県館山市から伊豆大島までの約48キロを12時間38分で泳ぎ切った。佐藤は午前4時に館山を出発した。';
const TRAIN = '新线路开通后，从北京到天津只需30分钟。票价为每人54元。';
const BUS = '다음 달부터 서울에서 부산까지 가는 심야버스가 하루 두 번 운행한다.';
const TRAIN_RU = 'Новый поезд пойдёт из Москвы в Тверь с 1 сентября.';
const TRAIN_UK = 'Новий потяг курсуватиме з Києва до Львова щодня з 1 вересня.';

describe('a route told the other way round', () => {
  it.each([
    [SWIM, 'ja', '佐藤美咲は伊豆大島から館山までの約48キロを泳ぎ切った。', '伊豆大島から館山まで'],
    [TRAIN, 'zh', '从天津到北京只需30分钟。', '从天津到北京只需'],
    [BUS, 'ko', '다음 달부터 부산에서 서울까지 심야버스가 운행한다.', '부산에서 서울까지'],
    [TRAIN_RU, 'ru', 'Поезд пойдёт из Твери в Москву с 1 сентября.', 'из Твери в Москву'],
    [TRAIN_UK, 'uk', 'Потяг курсуватиме зі Львова до Києва щодня.', 'зі Львова до Києва'],
  ])('stops it: %#', (text, lang, line, route) => {
    expect(routeEnds(line, claimSource({ text, lang }))).toEqual([route]);
    expect(stopped(text, lang, line)).toContain(route);
  });
});

describe('a route told the source’s way', () => {
  it.each([
    [SWIM, 'ja', '佐藤美咲が館山から伊豆大島まで約48kmを12時間38分で泳いだ。'],
    [TRAIN, 'zh', '从北京到天津只需30分钟。'],
    [BUS, 'ko', '서울에서 부산까지 심야버스가 다닌다.'],
    [TRAIN_RU, 'ru', 'Из Москвы в Тверь пойдёт новый поезд.'],
    [TRAIN_UK, 'uk', 'З Києва до Львова курсуватиме новий потяг.'],
    // A source that says the trip both ways.
    [
      '東京から大阪までは新幹線、大阪から東京までは夜行バスで移動した。',
      'ja',
      '大阪から東京までは夜行バスだった。',
    ],
  ])('keeps it: %#', (text, lang, line) => {
    expect(stopped(text, lang, line)).toEqual([]);
  });
});
