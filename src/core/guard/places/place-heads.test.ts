/**
 * A place's name swapped beside the head of one of the source's (place-heads.ts), read by
 * unsupportedClaims in a Normal line where no capital tells a name; the source's own place, said
 * again or without its head, is kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const ZOO =
  '北海道の旭山動物園は、ホッキョクグマの赤ちゃんが12月に誕生したと発表しました。台東区によると、浅草駅周辺は午後5時から交通規制が行われます。';
const BASEBALL = '롯데 자이언츠가 28일 사직야구장에서 열린 경기에서 LG 트윈스를 5대3으로 이겼다.';
const METRO = 'दिल्ली मेट्रो की येलो लाइन पर रविवार को पहली ट्रेन सुबह 6 बजे की जगह 8 बजे चलेगी।';
const BEACH = 'עיריית חיפה פותחת את חוף בת גלים לשחייה ביום ראשון.';
const STAGE = 'وقال مدير المهرجان أيمن سماوي إن الحفل الافتتاحي سيقام على المسرح الجنوبي.';

describe('unsupportedClaims: a place’s name swapped beside the source’s head', () => {
  it('stops another name joined to the head of a place the source names', () => {
    expect(
      claims('円山動物園のホッキョクグマの赤ちゃんが公開されます。', ZOO, 'ja'),
    ).toContainEqual('name:円山動物園');
    expect(claims('両国駅周辺は午後5時から交通規制が行われます。', ZOO, 'ja')).toContainEqual(
      'name:両国駅',
    );
    expect(
      claims('롯데 자이언츠가 잠실야구장에서 LG 트윈스를 이겼다.', BASEBALL, 'ko'),
    ).toContainEqual('name:잠실야구장');
    expect(claims('रविवार को ब्लू लाइन पर पहली ट्रेन 8 बजे चलेगी।', METRO, 'hi')).toContainEqual(
      'name:ब्लू लाइन',
    );
    expect(claims('עיריית חיפה פותחת את חוף דדו לשחייה.', BEACH, 'he')).toContainEqual(
      'name:חוף דדו',
    );
    expect(claims('سيقام الحفل الافتتاحي على المسرح الشمالي.', STAGE, 'ar')).toContainEqual(
      'name:المسرح الشمالي',
    );
  });

  it('keeps the source’s own place, in its words or without its head', () => {
    for (const [line, text, lang] of [
      ['旭山動物園のホッキョクグマの赤ちゃんが公開されます。', ZOO, 'ja'],
      ['浅草駅の周辺では午後5時から交通規制があります。', ZOO, 'ja'],
      ['旭山の動物園で赤ちゃんが誕生しました。', ZOO, 'ja'],
      ['롯데가 사직야구장에서 LG를 5대3으로 꺾었다.', BASEBALL, 'ko'],
      ['रविवार को येलो लाइन पर पहली ट्रेन 8 बजे चलेगी।', METRO, 'hi'],
      ['חוף בת גלים ייפתח לשחייה ביום ראשון.', BEACH, 'he'],
      ['سيقام حفل الافتتاح على المسرح الجنوبي.', STAGE, 'ar'],
    ] as const) {
      expect(claims(line, text, lang), line).toEqual([]);
    }
  });

  it('reads no name across a number between it and its head', () => {
    const parks = 'नगर निगम ने 1,200 पेड़ लगाए और 3 नए पार्क बनाए';
    // "में 3 पार्क" (3 parks in …): a count of the source's parks, no park named "में".
    expect(claims('शहर में 3 पार्क और 1200 पौधे।', parks, 'hi')).toEqual([]);
    expect(claims('शहर में गांधी पार्क और 1200 पौधे।', parks, 'hi')).toContainEqual('name:गांधी पार्क');
  });

  it('reads no head the source never joins to a name', () => {
    // The source names no station: a line's "京都駅" is the names reader's, not this rule's.
    expect(
      claims('京都駅から臨時バスが出ます。', '祇園祭は7月17日に行われます。', 'ja'),
    ).not.toContainEqual('name:京都駅');
  });

  it('reads no place in a counter and a common word after a number (h299)', () => {
    const metro =
      '杭州地铁12号线一期将于6月28日上午10时正式开通运营，共设站20座，在火车东站可换乘1号线。';
    // "28日开通" (opens on the 28th), "20个车站" (20 stations): the head ends a common word.
    expect(claims('杭州地铁12号线一期6月28日开通。', metro, 'zh')).toEqual([]);
    expect(claims('新线设有20个车站，在火车东站可换乘。', metro, 'zh')).toEqual([]);
    // A name of two letters past the counter is still a place's, and a swapped one is stopped.
    expect(claims('新线6月28日西湖站，可换乘1号线。', metro, 'zh')).toContainEqual('name:日西湖站');
    expect(claims('新线在火车西站可换乘1号线。', metro, 'zh')).not.toEqual([]);
  });
});
