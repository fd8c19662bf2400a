/**
 * A place put before the post's named thing with "の" (han-possessive-places.ts): a Meme's
 * "京都の金龍ラーメン本店が閉店" of "大阪・道頓堀の「金龍ラーメン」本店" passed, a joke's names not
 * read and Han writing no capitals.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, type GuardMode, unsupportedClaims } from '../index.ts';

const RAMEN =
  '【速報】大阪・道頓堀の「金龍ラーメン」本店が3月31日で閉店へ。創業から42年、1日平均1,200杯を売り上げていた。';
const ZOO =
  '北海道の旭山動物園は、ホッキョクグマの赤ちゃんが12月に誕生したと発表しました。赤ちゃんは母親のピリカと一緒に、3月15日から一般公開されます。';

const names = (line: string, text: string, mode: GuardMode) =>
  unsupportedClaims(line, claimSource({ text, lang: 'ja' }), mode)
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('a place before the post’s thing', () => {
  it('stops another place in the post’s own place, a joke’s too', () => {
    expect(names('京都の金龍ラーメン本店が閉店って聞いて泣いてる🍜😭', RAMEN, 'meme')).toEqual([
      '京都',
    ]);
    expect(names('京都の金龍ラーメン本店が3月31日で閉店します。', RAMEN, 'normal')).toContain(
      '京都',
    );
  });

  it('keeps the post’s place, and a word for it that keeps a character', () => {
    expect(names('道頓堀の金龍ラーメン本店、42年ありがとう…😭🍜', RAMEN, 'meme')).toEqual([]);
    expect(names('赤ちゃんは母グマのピリカと一緒に公開されます。', ZOO, 'normal')).toEqual([]);
  });
});
