/**
 * A letter's "our" and "your" given the wrong side (letter-owners.ts). A line that reads them the
 * letter's way, or a text with no letter's headers, is kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const names = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

const QUOTE =
  'Subject: Your quote. From: Rachel Dunn, Account Executive, Ergonomix Office Furniture. To: Marcus Bell, Facilities Manager, Kestrel Analytics. Hi Marcus, here is the quote for your new office. One thing to flag: from March 1, our steel supplier is raising prices.';

describe('letterOwners: a thing given the other side of the letter', () => {
  it.each([
    [
      'Prices rise in March because Kestrel Analytics’ steel supplier is raising prices.',
      'Kestrel Analytics',
    ],
    ['The desks are for Ergonomix’s new office.', 'Ergonomix'],
  ])('stops it: %s', (line, name) => {
    expect(names(line, QUOTE)).toEqual([name]);
  });
});

describe('letterOwners: the letter’s own reading', () => {
  it.each([
    'Prices rise in March because Ergonomix’s steel supplier is raising prices.',
    'The desks are for Kestrel Analytics’ new office.',
  ])('keeps it: %s', (line) => {
    expect(names(line, QUOTE)).toEqual([]);
  });

  it('reads no "our" where the text has no letter’s headers', () => {
    const text = QUOTE.replace('From:', 'Sent by').replace('To:', 'for');
    expect(
      names('Prices rise because Kestrel Analytics’ steel supplier is raising prices.', text),
    ).toEqual([]);
  });
});
