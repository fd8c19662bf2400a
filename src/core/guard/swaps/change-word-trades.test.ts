/**
 * A trade read at a word of change (change-word-trades.ts): verbs of one direction traded between
 * two figures move neither; a figure put after a change of the other direction is still stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const RESULTS =
  'Net sales were $812 million, down 7 percent from $873 million a year earlier. Sales in North America fell 10 percent, while sales in Europe grew 4 percent.';

describe('keptBesideChangeWord: a trade read at a word of change', () => {
  it('keeps two falls told with each other’s verbs', () => {
    expect(
      stopped('Sales dropped 7% to $812 million, with North American sales down 10%.', RESULTS),
    ).toEqual([]);
  });

  it('still stops a figure put after a change the source gives another figure', () => {
    expect(
      stopped('Sales dropped 4% to $812 million, with North American sales down 7%.', RESULTS),
    ).not.toEqual([]);
  });
});
