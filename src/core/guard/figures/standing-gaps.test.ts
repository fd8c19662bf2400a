/** The other side of a lead told "ahead of" or "behind" (standing-gaps.ts, via compared-ends.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { standingGap } from './standing-gaps.ts';

const claims = (text: string, line: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('standingGap', () => {
  it('reads the side and the other side’s name after the gap', () => {
    expect(standingGap(' points ahead of Burnley.', 0)).toEqual({ side: 1, words: ['burnley'] });
    expect(standingGap(' ponttal a Paks előtt, és', 0)).toEqual({ side: 1, words: ['paks'] });
    expect(standingGap(' behind Burnley.', 0)).toEqual({ side: -1, words: ['burnley'] });
    expect(standingGap(' points this season.', 0)).toBeUndefined();
  });

  it('keeps the other side’s figure, told with its name', () => {
    const fradi =
      'A Fradi 41 ponttal vezeti a tabellát, hat ponttal a Paks előtt, és még 7 forduló van hátra.';
    expect(claims(fradi, 'A Paksnak 35 pontja van.', 'hu')).toEqual([]);
    const behind = 'Leeds sit on 41 points, six behind Burnley.';
    expect(claims(behind, 'Burnley have 47 points.', 'en')).toEqual([]);
    const liiga = 'Tappara nousi sarjan kärkeen 52 pisteellä, kolme pistettä ennen Ilvestä.';
    expect(claims(liiga, 'Ilveksellä on 49 pistettä.', 'fi')).toEqual([]);
  });

  it('stops the gap on the wrong side', () => {
    const fradi =
      'A Fradi 41 ponttal vezeti a tabellát, hat ponttal a Paks előtt, és még 7 forduló van hátra.';
    expect(claims(fradi, 'A Paksnak 47 pontja van.', 'hu')).toEqual(['47']);
    expect(
      claims('Leeds sit on 41 points, six behind Burnley.', 'Burnley have 35 points.', 'en'),
    ).toEqual(['35']);
    const liiga = 'Tappara nousi sarjan kärkeen 52 pisteellä, kolme pistettä ennen Ilvestä.';
    expect(claims(liiga, 'Ilveksellä on 55 pistettä.', 'fi')).toEqual(['55']);
  });
});
