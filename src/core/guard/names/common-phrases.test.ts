/** A Chinese run of common words in the source's place (common-phrases.ts, round seven). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';
import { isCommonHanPhrase } from './common-phrases.ts';

const fair =
  '本届车展将于5月3日至9日在成都世纪城新国际会展中心举行。组委会表示，周末门票已全部售罄，并提醒观众乘坐公共交通前往。';
const stopped = (line: string) =>
  unsupportedClaims(line, claimSource({ text: fair, lang: 'zh' }), 'normal').map(
    (claim) => claim.text,
  );

describe('isCommonHanPhrase', () => {
  it('keeps the source’s words said otherwise in common words', () => {
    expect(stopped('组委会提醒观众尽量选择公共交通前往。')).toEqual([]);
  });

  it('still stops a name or a place put in the source’s place', () => {
    expect(stopped('组委会主任王建国表示，周末门票已全部售罄。').length).toBeGreaterThan(0);
    expect(isCommonHanPhrase('张伟', ['zh'])).toBe(false);
    expect(isCommonHanPhrase('日本时间', ['zh'])).toBe(false);
    expect(isCommonHanPhrase('尽量选择', ['ja'])).toBe(false);
  });
});
