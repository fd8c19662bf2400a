/**
 * A Korean bound noun after a demonstrative (korean-demonstrative-nouns.ts): "그 외" (besides that)
 * of a source's "그 밖의" is no name put in the source's frame; a city's name there still is.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isKoreanDemonstrativeNoun } from './korean-demonstrative-nouns.ts';

const BUS = '평일에는 10분, 그 밖의 날에는 20분 간격으로 버스가 다닌다.';
const claims = (line: string) =>
  unsupportedClaims(line, claimSource({ text: BUS, lang: 'ko' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('isKoreanDemonstrativeNoun', () => {
  it('reads one syllable after 그, 이 or 저 only', () => {
    const at = (line: string, word: string) => {
      const start = line.indexOf(word);
      return isKoreanDemonstrativeNoun(line, start, start + word.length);
    };
    expect(at('그 외 날에는', '외')).toBe(true);
    expect(at('이 후에', '후')).toBe(true);
    expect(at('그 부산에서', '부산')).toBe(false);
    expect(at('평일 외 날에는', '외')).toBe(false);
  });
});

describe('unsupportedClaims: a Korean bound noun after a demonstrative', () => {
  it('keeps "그 외" of the source’s "그 밖의"', () => {
    expect(claims('평일에는 10분마다, 그 외 날에는 20분마다 버스가 온다.')).toEqual([]);
  });

  it('still stops a figure changed in that frame', () => {
    expect(claims('평일에는 10분마다, 그 외 날에는 30분마다 버스가 온다.')).toEqual(['figure:30']);
  });
});
