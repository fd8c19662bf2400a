/**
 * A named place a Chinese or Japanese line adds (added-han-places.ts): "深圳宝安机场将增开航班" of
 * an air show's post naming no airport passed, its characters common ones.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const AIRSHOW =
  '第十五届中国国际航空航天博览会将于11月12日至17日在珠海国际航展中心举行。组委会表示，公众日门票已全部售罄，并提醒观众乘坐公共交通前往珠海金湾机场附近的展馆。';
const DOME = '【速報】NOVA9の東京ドーム公演が決定‼️ 5月17日・18日の2日間で計11万人を動員予定✨';
const ZOO = '旭山動物園のホッキョクグマの赤ちゃんが3月15日から公開されます。';

const names = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('a named place a Han or kana line adds', () => {
  it('stops a place of a head the post never names', () => {
    expect(names('航展期间，深圳宝安机场将增开航班。', AIRSHOW, 'zh')).toEqual(['深圳宝安机场']);
    expect(names('赤ちゃんは札幌市立病院で生まれました。', ZOO, 'ja')).toEqual(['札幌市立病院']);
    expect(names('NOVA9が5月17日に京セラドーム大阪で公演します。', DOME, 'ja')).toContain(
      '京セラドーム',
    );
    expect(names('NOVA9が5月17日に東京ドームで公演します。', DOME, 'ja')).toEqual([]);
  });

  it('keeps the post’s place, shortened or said again', () => {
    expect(names('组委会提醒观众乘坐公共交通前往金湾机场附近的展馆。', AIRSHOW, 'zh')).toEqual([]);
    expect(names('旭山動物園でホッキョクグマの赤ちゃんが公開されます。', ZOO, 'ja')).toEqual([]);
  });
});
