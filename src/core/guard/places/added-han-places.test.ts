/**
 * A named place a Chinese or Japanese line adds (added-han-places.ts): "深圳宝安机场将增开航班" of
 * an air show's post naming no airport passed, its characters common ones.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const AIRSHOW =
  '第十五届中国国际航空航天博览会将于11月12日至17日在珠海国际航展中心举行。组委会表示，公众日门票已全部售罄，并提醒观众乘坐公共交通前往珠海金湾机场附近的展馆。';
const ZOO = '旭山動物園のホッキョクグマの赤ちゃんが3月15日から公開されます。';

const names = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('a named place a Han or kana line adds', () => {
  it('stops a place of a head the post never names', () => {
    expect(names('航展期间，深圳宝安机场将增开航班。', AIRSHOW, 'zh')).toEqual(['深圳宝安机场']);
    expect(names('赤ちゃんは札幌市立病院で生まれました。', ZOO, 'ja')).toEqual(['札幌市立病院']);
  });

  it('keeps the post’s place, shortened or said again', () => {
    expect(names('组委会提醒观众乘坐公共交通前往金湾机场附近的展馆。', AIRSHOW, 'zh')).toEqual([]);
    expect(names('旭山動物園でホッキョクグマの赤ちゃんが公開されます。', ZOO, 'ja')).toEqual([]);
  });
});
