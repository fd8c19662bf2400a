/**
 * A change told by a verb's tenses (tense-ends.ts): "had 9 …; have 14" goes from 9 to 14, so a
 * line's "9 instead of 14" tells it the wrong way round. The right way round is kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const SHOP =
  'We moved the bakery to Leeds in March. In York we employed 6 bakers; in Leeds we employ 11, because we now bake for three cafés too.';
const CLUB = 'The club had 40 members last spring; now it has 65 and a waiting list.';

describe('tenseEnds: a change told by a verb’s past and present', () => {
  it('stops a line that tells the change the wrong way round', () => {
    expect(stopped('The bakery now needs 6 bakers instead of 11.', SHOP)).toEqual(['6']);
    expect(stopped('The club now has 40 members rather than 65.', CLUB)).toEqual(['40']);
  });

  it('keeps the change told the right way round', () => {
    expect(stopped('The bakery now needs 11 bakers instead of 6.', SHOP)).toEqual([]);
    expect(stopped('The club now has 65 members rather than 40.', CLUB)).toEqual([]);
    expect(stopped('The club had 40 members last spring and has 65 now.', CLUB)).toEqual([]);
  });
});
