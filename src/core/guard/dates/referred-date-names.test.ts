/**
 * A date whose sentence names its party by a pronoun, the party named in the sentence before
 * (referred-date-names.ts, read by named-dates.ts). Every text here is synthetic, written for
 * these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const VENUES =
  'Mei: the Harbour Hall is only free on 14 May. The Old Mill is free on 21 May as well.\n' +
  'Olivia: I called the Harbour Hall this morning. They cannot do 21 May, but they offered 28 May at a discount.';

describe('referredNames: a pronoun names the sentence before', () => {
  it('keeps a date told of the party a pronoun stands for', () => {
    expect(stopped('The Harbour Hall offered 28 May at a discount.', VENUES)).toEqual([]);
  });

  it('still stops the date told of another party the source gives another date', () => {
    expect(stopped('The Old Mill offered 28 May at a discount.', VENUES)).toEqual(['28 May']);
  });

  it('reads no names where the sentence has no pronoun', () => {
    const launch = 'Acme Robotics opened its Berlin office on 3 May. Shipping began on 10 May.';
    expect(stopped('Shipping began in Berlin on 10 May.', launch)).toEqual(['10 May']);
    const referred =
      'Acme Robotics opened its Berlin office on 3 May. It began shipping on 10 May.';
    expect(stopped('Shipping began in Berlin on 10 May.', referred)).toEqual([]);
  });
});
