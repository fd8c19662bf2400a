/**
 * A figure told with the word of a later figure that borrows its noun (elided-nouns.ts): "about
 * 900 guests left early" of "About 900 guests arrived …; 640 left early". Each figure with its own
 * word, the two told together, and a figure of another sentence are kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang = 'en') =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const GALA =
  'The charity gala raised £85,000 on Saturday. About 900 guests arrived before the speeches; 640 stayed for the auction.';

describe('elidedNouns: a figure told with the word of one whose noun is left out', () => {
  it('stops a figure given the word the source gives the figure after it', () => {
    expect(stopped('About 900 guests stayed for the auction.', GALA)).toEqual(['900']);
  });

  it('keeps each figure with its own word, and the two told together', () => {
    expect(stopped('About 900 guests arrived before the speeches.', GALA)).toEqual([]);
    expect(stopped('Of some 900 guests, 640 stayed for the auction.', GALA)).toEqual([]);
    expect(stopped('About 900 guests arrived and 640 stayed for the auction.', GALA)).toEqual([]);
  });
});
