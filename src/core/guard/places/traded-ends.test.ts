/**
 * A journey's two ends traded, words apart (traded-ends.ts): both places are the post's, so only
 * which one is left and which reached tells the edit. A line that keeps the post's direction, or a
 * journey the post tells both ways, is kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { tradedEnds } from './traded-ends.ts';

const names = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

const FARJA =
  'Från och med den 12 januari flyttar rederiet sin kvällstur till Visby från Nynäshamn till Oskarshamn. Färjan avgår från Oskarshamn klockan 21.15 och anländer till Visby 00.10. Morgonturen från Visby till Nynäshamn går som vanligt.';
const POCIAG =
  'Od grudnia nocny pociąg pojedzie z Gdańska przez Warszawę do Krakowa. Powrót z Krakowa jest o 22:10.';

describe('tradedEnds: a journey whose ends are traded', () => {
  it('stops a line that leaves from where the post arrives, in Swedish and Polish', () => {
    expect(
      names(
        'Färjan avgår från Visby klockan 21.15 och anländer till Oskarshamn 00.10.',
        FARJA,
        'sv',
      ),
    ).toContain('Oskarshamn');
    expect(
      tradedEnds('Nocny pociąg pojedzie z Krakowa do Gdańska.', { text: POCIAG, langs: ['pl'] }),
    ).toEqual(['Gdańska']);
  });

  it("keeps the post's direction in other words, and a journey told both ways", () => {
    const sv = { text: FARJA, langs: ['sv'] };
    expect(tradedEnds('Färjan lämnar Oskarshamn 21.15 och är framme till Visby.', sv)).toEqual([]);
    expect(tradedEnds('Färjan går från Oskarshamn klockan 21.15 till Visby.', sv)).toEqual([]);
    expect(tradedEnds('Morgonturen från Visby till Nynäshamn går som vanligt.', sv)).toEqual([]);
    const both = {
      text: 'Bussen går från Lund till Malmö på morgonen och från Malmö till Lund på kvällen.',
      langs: ['sv'],
    };
    expect(tradedEnds('Bussen går från Malmö till Lund.', both)).toEqual([]);
  });

  it('reads Greek, its article after "from" and joined to "to" (h271)', () => {
    const post = {
      text: 'Το πλοίο πηγαίνει από τον Πειραιά στη Σαντορίνη κάθε μέρα.',
      langs: ['el'],
    };
    expect(tradedEnds('Καθημερινά πλοίο από τη Σαντορίνη στον Πειραιά.', post)).toEqual([
      'Πειραιά',
    ]);
    expect(tradedEnds('Καθημερινά πλοίο από τον Πειραιά στη Σαντορίνη.', post)).toEqual([]);
  });

  it('reads Turkish case endings, and no language it has no words for', () => {
    const post = { text: "Sefer Bodrum'dan kalkıp İstanbul'a gidiyor.", langs: ['tr'] };
    expect(tradedEnds("Sefer İstanbul'dan kalkıp Bodrum'a gidiyor.", post)).toEqual(['Bodrum']);
    expect(tradedEnds("Sefer Bodrum'dan İstanbul'a gidiyor.", post)).toEqual([]);
    expect(
      tradedEnds('Färjan avgår från Visby och anländer till Oskarshamn.', {
        text: FARJA,
        langs: ['fi'],
      }),
    ).toEqual([]);
  });
});
