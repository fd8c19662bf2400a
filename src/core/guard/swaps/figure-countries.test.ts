import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const COFFEE =
  "HELEN: Mainly weather. Brazil, which grows roughly 40 percent of the world's arabica, had a drought last year followed by frost, and its harvest fell by about 11 percent. Vietnam, which mostly grows robusta, also had a poor crop. So roasters were competing for fewer beans.";
const SALES =
  'Summit Gear Inc. (NASDAQ: SMGR) reported its results. Net sales were $812 million, down 7 percent. Sales in North America fell 10 percent, while sales in Europe grew 4 percent, helped by 12 new stores in Germany and the Netherlands.';

const names = (text: string, line: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('a figure told of a country the source gives another', () => {
  it('stops the country the figure is moved to', () => {
    expect(
      names(COFFEE, 'Drought and frost hit Vietnam, where the harvest fell about 11%.'),
    ).toEqual(['Vietnam']);
  });
});

describe('the figure with its own country, or with none named', () => {
  it.each([
    [COFFEE, 'Drought and frost hit Brazil, where the harvest fell about 11%.'],
    // The line joins the two sentences, the figure's country kept beside it.
    [COFFEE, "Brazil's harvest fell about 11% and Vietnam also had a poor crop."],
  ])('keeps it: %s / %s', (text, line) => {
    expect(names(text, line)).toEqual([]);
  });
});

it('reads "North American" as a region, not the United States its second word names', () => {
  const line =
    'Sales dropped 7% to $812 million, with North American sales down 10% while Europe grew 4%.';
  // The places reader judges the region's word itself; no country is told of the 10%.
  expect(names(SALES, line)).not.toContain('American');
});
