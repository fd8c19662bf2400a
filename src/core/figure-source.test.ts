/**
 * What a source's ranges of hours also hold (figure-source.ts): the hours as the numbers a line
 * writes of them. Round thirteen's "between 9 and 1" of "from 9am to 1pm" and Dutch "van negen tot
 * half zes" of "9.00–17.30" were stopped for numbers the source wrote only as times.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from './index.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const CLINIC = 'Free flu jabs every Saturday from 9am to 1pm until 30 November.';
const SHOP = 'Wij zijn open van dinsdag t/m zaterdag, 9.00–17.30 uur.';

describe('widenSourceKeys: a range of hours', () => {
  it('holds the hours of a 12-hour range as a line writes them bare', () => {
    expect(claims('Jabs are given on Saturdays between 9 and 1.', CLINIC, 'en')).toEqual([]);
    expect(claims('Jabs are given on Saturdays from 9 till 1.', CLINIC, 'en')).toEqual([]);
    expect(claims('Jabs are given on Saturdays between 9 and 3.', CLINIC, 'en')).toEqual([
      'figure:3',
    ]);
  });

  it('holds the hours of a range ending on a half hour', () => {
    expect(claims('Open van negen tot half zes.', SHOP, 'nl')).toEqual([]);
    expect(claims('Open van tien tot half zes.', SHOP, 'nl')).toEqual(['figure:tien']);
  });

  it('reads no range in prices or a lone time', () => {
    expect(claims('It costs 4 euros.', 'Tickets cost 3.50–4.20 euros.', 'en')).toEqual([
      'figure:4 euros',
    ]);
    expect(claims('Doors open at 7.30pm, with 9 bands.', 'Doors open at 7.30pm.', 'en')).toEqual([
      'figure:9',
    ]);
  });
});
