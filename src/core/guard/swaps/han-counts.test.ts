/**
 * A Troll or Meme line's count in the post's unspaced frame changed (han-counts.ts; round
 * thirty-six's "前1000名游客" of "前500名入园游客" was kept). Every text here is synthetic, written
 * for these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const PANDA = '动物园宣布，大熊猫“团团”将于7月4日过生日，前500名入园游客可获得纪念门票。';
const SALE = '新店开业，首日前200名顾客送咖啡一杯，营业到晚上9点。';
const ICE = '冰雪节12月20日开园，成人票价298元，学生票160元，首日预计接待4万人次。';
const JAPANESE = '限定グッズは先着300名様に配布します。会場は10時に開きます。';

const claims = (line: string, text: string, lang: string, mode: 'troll' | 'meme' = 'meme') =>
  unsupportedClaims(line, claimSource({ text, lang }), mode).map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe("a joke's count in the post's unspaced frame", () => {
  it("stops the post's count nudged inside its own letters", () => {
    expect(claims('前1000名游客有纪念门票？团团生日会冲了 🐼🏃', PANDA, 'zh')).toEqual([
      'figure:前1000名',
    ]);
    expect(claims('前300名才有门票，我永远是第501个 😭', PANDA, 'zh', 'troll')).toEqual([
      'figure:前300名',
    ]);
    expect(claims('前100名顾客送咖啡？我早上六点就去排队 ☕', SALE, 'zh')).toEqual([
      'figure:前100名',
    ]);
    expect(claims('先着500名様って、もう無理でしょ 😂', JAPANESE, 'ja')).toEqual([
      'figure:着500名',
    ]);
  });

  it("keeps the post's own count, a joke's wild one, and one in a frame of the joke's", () => {
    expect(claims('团团五岁生日会，我：抢不到前500名 😭🐼🎂', PANDA, 'zh')).toEqual([]);
    expect(claims('前5000名都有门票？团团你是顶流吧 🐼', PANDA, 'zh', 'troll')).toEqual([]);
    expect(claims('我排了第3个小时还没进门 🐼', PANDA, 'zh')).toEqual([]);
    expect(claims('先着300名様、徹夜組の皆さんお疲れ様です 🙏', JAPANESE, 'ja')).toEqual([]);
  });

  it("keeps the post's own price told in a shorter frame, and stops one nudged there", () => {
    // "成人票298元" shares "票…元" with the student's 160: the post's adult price, not 160 nudged.
    expect(
      claims('成人票298元，进去冻上几个小时，这钱花得真凉快 🥶💸', ICE, 'zh', 'troll'),
    ).toEqual([]);
    expect(claims('学生票200元，冻上几个小时 🥶', ICE, 'zh', 'troll')).toContain('figure:票200元');
  });
});
