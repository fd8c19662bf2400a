/**
 * A Chinese verb said as another compound of the source's character is kept (issue 44, precision);
 * a place or a person put for the source's, sharing a character in its place, still stops.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isMovedMorpheme } from './han-morpheme-compounds.ts';

const SHOW =
  '第十五届中国国际航空航天博览会将于11月12日至17日在珠海国际航展中心举行。组委会表示，公众日门票已全部售罄，并提醒观众乘坐公共交通前往。';
const RACE = '2024杭州马拉松将于11月3日开跑，共有3.6万名跑者参赛，起点设在黄龙体育中心。';

const names = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'zh' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('isMovedMorpheme', () => {
  it('reads a compound that moves a source word’s character', () => {
    expect(isMovedMorpheme('搭乘', claimSource({ text: SHOW, lang: 'zh' }))).toBe(true);
  });

  it('reads no name sharing a character in its place', () => {
    expect(isMovedMorpheme('苏州', claimSource({ text: RACE, lang: 'zh' }))).toBe(false);
    expect(isMovedMorpheme('搭乘', claimSource({ text: SHOW, lang: 'ja' }))).toBe(false);
  });
});

describe('unsupportedClaims: a Chinese verb in the source’s place', () => {
  it('keeps "搭乘" of "乘坐"', () => {
    expect(names('组委会建议观众搭乘公共交通前往珠海。', SHOW)).toEqual([]);
  });

  it('still stops a city put for the source’s', () => {
    expect(names('2024苏州马拉松将于11月3日开跑。', RACE)).toContain('苏州');
  });
});
