/**
 * Whose work is credited to whom (credited-works.ts): the line makes the one the source credits the
 * works to their owner. A line that credits as the source does, or credits no one of the source's,
 * is kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const names = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

const MUSEUM =
  'Judith Leyster was one of the few women admitted to the painters’ guild of Haarlem, and for two centuries many of her works were attributed to Frans Hals, whose style hers resembles.';
const SONG =
  'The song was long credited to Stephen Foster, but letters found in 2019 show Jane Miller wrote most of it.';

describe('creditedWorks: the owner and the one credited traded', () => {
  it.each([
    [
      MUSEUM,
      'For two centuries many of Frans Hals’s paintings were credited to Leyster.',
      'Leyster',
    ],
    [SONG, 'Much of Foster’s song was attributed to Jane Miller until 2019.', 'Jane Miller'],
  ])('stops it: %#', (text, line, name) => {
    expect(names(line, text)).toEqual([name]);
  });
});

describe('creditedWorks: a line that credits as the source does', () => {
  it.each([
    [MUSEUM, 'For two centuries many of Leyster’s paintings were credited to Frans Hals.'],
    [
      MUSEUM,
      'Many works by Judith Leyster were once ascribed to Hals, whose style hers resembles.',
    ],
    // No one the source credits is named before: nothing traded is read.
    [SONG, 'Letters show Jane Miller wrote most of the song once credited to Stephen Foster.'],
  ])('keeps it: %#', (text, line) => {
    expect(names(line, text)).toEqual([]);
  });
});
