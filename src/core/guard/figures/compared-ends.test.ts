/** The side a source's figure and its gap compare with (compared-ends.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (text: string, line: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('comparedEnd', () => {
  const show = 'The show has 12,000 fireworks, 2,000 more than last year.';
  const hanabi = '打ち上げ数は約1万2000発で、昨年より2000発増えました。';
  const weather = '낮 최고기온은 24도로 오늘보다 5도 낮겠습니다.';

  it('keeps the compared side, told with its words', () => {
    expect(claims(show, 'Last year there were 10,000 fireworks.', 'en')).toEqual([]);
    expect(claims(hanabi, '昨年の打ち上げ数は約1万発でした。', 'ja')).toEqual([]);
    expect(claims(weather, '오늘 최고기온은 29도 정도입니다.', 'ko')).toEqual([]);
  });

  it('stops the gap on the wrong side, and the figure told of the other side', () => {
    expect(claims(show, 'Last year there were 14,000 fireworks.', 'en')).toEqual(['14,000']);
    expect(claims(show, 'This year there are 10,000 fireworks.', 'en')).toEqual(['10,000']);
    expect(claims(hanabi, '昨年の打ち上げ数は約1万4000発でした。', 'ja')).toEqual(['1万4000']);
    expect(claims(weather, '오늘 최고기온은 19도 정도입니다.', 'ko')).toEqual(['19']);
    expect(claims(weather, '내일 최고기온은 29도입니다.', 'ko')).toEqual(['29']);
  });
});
