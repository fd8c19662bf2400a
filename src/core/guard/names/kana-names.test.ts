import { describe, expect, it } from 'vitest';
import { changedKanaHalves, unsupportedKanaNames } from './kana-names.ts';

const tour = {
  text: 'Her band will be led by guitarist Marcus Reed, and Canadian duo Tegan Hart and Leo Marsh will open. Dr. Amara Okafor closes at Wembley Stadium.',
};

describe('katakana names in a card of a post in Latin letters', () => {
  it("stops a person the post does not name: 'マーカス・ブラウン' of Marcus Reed", () => {
    expect(
      unsupportedKanaNames('バンドはギタリストのマーカス・ブラウンが率います。', tour),
    ).toEqual(['ブラウン']);
  });

  it("keeps the post's people and places in katakana, vowels added and 'r' dropped", () => {
    expect(unsupportedKanaNames('ギタリストのマーカス・リードがバンドを率います。', tour)).toEqual(
      [],
    );
    expect(
      unsupportedKanaNames('アマラ・オカフォー博士がウェンブリー・スタジアムで公演。', tour),
    ).toEqual([]);
    expect(unsupportedKanaNames('オカフォー氏が受賞しました。', tour)).toEqual([]);
  });

  it('reads a bare katakana word as a loanword, not a name', () => {
    expect(unsupportedKanaNames('ギタリストがツアーに参加します。', tour)).toEqual([]);
  });
});

describe('romanised names in a card of a post in katakana', () => {
  const film = { text: '音楽はフランスの作曲家アレクサンドル・デュボワが担当する。' };

  it("stops another person's surname beside the source's first name: 'Alexandre Desplat'", () => {
    expect(changedKanaHalves('The score is by French composer Alexandre Desplat.', film)).toEqual([
      'Desplat',
    ]);
  });

  it("keeps the source's composer romanised: 'Alexandre Dubois'", () => {
    expect(
      changedKanaHalves('French composer Alexandre Dubois is writing the score.', film),
    ).toEqual([]);
  });
});
