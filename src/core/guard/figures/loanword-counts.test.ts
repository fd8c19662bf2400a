/**
 * A translated line's count of a thing a Japanese source names in katakana is that word's count
 * in the source (loanword-counts.ts): moved to another figure of the source, it is stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string, lang = 'ja') =>
  unsupportedClaims(line, claimSource({ text, lang, lineLang: 'en' }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const GAME =
  '阪神が巨人に5対3で勝利。佐藤輝明が2本のホームランを打ちました。甲子園には4万2千人が集まりました。';
const STREAM =
  '配信者のゆずきがTwitchフォロワー100万人を突破！デビューから3年、毎日8時間配信してきた努力の結果。';

describe('unsupportedClaims: counts of a katakana loanword in a translated line', () => {
  it('stops a count the source gives another thing, the loanword having its own', () => {
    expect(figures('Teruaki Sato hit three home runs.', GAME)).toEqual(['three']);
    expect(figures('Teruaki Sato hit 3 homeruns.', GAME)).toEqual(['3']);
  });

  it('keeps the loanword’s own count, in words or digits', () => {
    expect(figures('Teruaki Sato hit two home runs.', GAME)).toEqual([]);
    expect(figures('Teruaki Sato hit 2 home runs as Hanshin won 5-3.', GAME)).toEqual([]);
    expect(figures('Yuzuki passed 1 million Twitch followers after 3 years.', STREAM)).toEqual([]);
  });

  it('binds nothing to a noun the source does not write in katakana', () => {
    // "three runs" is no ホームラン: the source's 3 is the line's.
    expect(figures('Hanshin scored 5 and the Giants three runs.', GAME)).toEqual([]);
  });

  it('reads nothing in a line in the source’s own language', () => {
    expect(
      unsupportedClaims(
        '佐藤輝明が二本のホームランを打ちました。',
        claimSource({ text: GAME, lang: 'ja' }),
        'normal',
      ),
    ).toEqual([]);
  });
});
