/**
 * A date given names the source gives another date (named-dates.ts): "opens in Leeds on 4 May"
 * where the source's 4 May is the announcement's and Leeds opens on 18 May. The source's date with
 * its own names, a range's second end and a date the source names nowhere are kept. Every text
 * here is synthetic, written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const SHOP =
  'Press release (issued 4 May 2026). Brightway Books opens its new shop in Leeds on Saturday, 18 May, and a second one in York on 1 June. The Leeds shop has 40 staff.';

describe('namedDates: a date given names the source gives another date', () => {
  it('stops a date told of names another date has', () => {
    expect(stopped('Brightway Books opens its new shop in Leeds on 4 May.', SHOP)).toEqual([
      '4 May',
    ]);
    expect(stopped('A second shop opens in York on May 18.', SHOP)).toEqual(['May 18']);
  });

  it('keeps each date with its own names, and one the source names nowhere', () => {
    expect(
      stopped('Brightway Books opens in Leeds on 18 May and in York on 1 June.', SHOP),
    ).toEqual([]);
    expect(stopped('The press release came out on 4 May.', SHOP)).toEqual([]);
  });

  it("keeps a range's second end, named by its first", () => {
    const bridge =
      'The Ashford Bridge will close from Monday, March 9 through Friday, March 27 for repairs.';
    expect(stopped('The Ashford Bridge closes from March 9 to March 27.', bridge)).toEqual([]);
  });
});
