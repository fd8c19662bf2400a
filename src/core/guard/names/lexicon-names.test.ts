/**
 * A Japanese name the source never has, alone in a reworded sentence (lexicon-names.ts, h305's
 * blind probes): the invented organisation or place stopped, the faithful line kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { lexiconNames } from './lexicon-names.ts';

const NINTENDO =
  '任天堂は本日、新型ゲーム機を6月5日に発売すると発表しました。価格は税込み49,980円で、予約受付は4月24日から始まります。';
const TYPHOON =
  '気象庁によると、台風10号は29日午後、鹿児島県に上陸する見込みです。最大瞬間風速は70メートルに達するおそれがあります。';
const SONY = 'Sonyは本日、新型ゲーム機を6月5日に発売すると発表しました。';

const claims = (text: string, line: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'ja' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('unsupportedClaims: a Japanese name alone', () => {
  it('keeps the source’s maker, stops another put in its place in a reworded sentence', () => {
    expect(claims(NINTENDO, '任天堂が新型ゲーム機を6月5日に発売すると発表。')).toEqual([]);
    expect(claims(NINTENDO, 'ソニーが新型ゲーム機を6月5日に発売すると発表。')).toContain(
      'name:ソニー',
    );
  });
  it('keeps the source’s prefecture without its suffix, stops another with one', () => {
    expect(claims(TYPHOON, '台風10号は29日午後に鹿児島へ上陸する見通し。')).toEqual([]);
    expect(claims(TYPHOON, '台風10号は29日午後に宮崎県へ上陸する見通し。')).toContain(
      'name:宮崎県',
    );
  });
  it('keeps a name the source writes in Latin letters, stops another maker', () => {
    expect(claims(SONY, 'ソニーが6月5日に新型ゲーム機を発売する。')).toEqual([]);
    expect(claims(SONY, '任天堂が6月5日に新型ゲーム機を発売する。')).toContain('name:任天堂');
  });
});

describe('lexiconNames', () => {
  it('reads only a Japanese source’s lines (the segmenter’s words), and no common word', () => {
    const source = claimSource({ text: TYPHOON, lang: 'ja' });
    expect(lexiconNames('自治体は早期の避難を呼びかけている。', source)).toEqual([]);
    expect(lexiconNames('福岡市は早期の避難を呼びかけている。', source)).toEqual(['福岡']);
    // A place with a head is added-han-places.ts's whole: its name is not claimed again.
    expect(lexiconNames('福岡市立病院が避難所を開いた。', source)).toEqual([]);
    const chinese = claimSource({ text: '台风10号预计29日下午登陆鹿儿岛县。', lang: 'zh' });
    expect(lexiconNames('台风预计在宫崎县登陆。', chinese)).toEqual([]);
  });
});
