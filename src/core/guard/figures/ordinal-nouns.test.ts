/**
 * An ordinal bound to the noun it counts (ordinal-nouns.ts): "her second album" where the source's
 * is her fourth. The source's ordinal in digits, a noun the source numbers nowhere, and a match's
 * minutes are kept. Every text here is synthetic, written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const SINGER =
  'The singer released her fourth album on Friday, two years after her first two albums sold poorly. She plays the 2nd night of the festival in August.';

describe('changedOrdinals: an ordinal bound to a noun the source numbers otherwise', () => {
  it('stops an ordinal the source gives that noun nowhere', () => {
    // framed-ordinals.ts reads the ordinal beside the source's word too ("second" of "fourth").
    expect(stopped('The singer released her second album on Friday.', SINGER)).toContain(
      'second album',
    );
    expect(stopped('She plays the third night of the festival.', SINGER)).toEqual(['third night']);
  });

  it("keeps the source's ordinal, in words or digits, and a noun it numbers nowhere", () => {
    expect(stopped('The singer released her fourth album on Friday.', SINGER)).toEqual([]);
    expect(stopped('Her first album sold poorly.', SINGER)).toEqual([]);
    expect(stopped('She plays the second night of the festival.', SINGER)).toEqual([]);
    expect(stopped('It is her fourth record and her third tour.', SINGER)).toEqual([]);
  });

  it("keeps a match's minutes, read by the minutes' reader", () => {
    const match = 'Harlow scored in the 51st minute and again in the 70th minute of the game.';
    expect(stopped('Harlow scored in the 51st minute and the 70th minute.', match)).toEqual([]);
  });
});
