/**
 * A figure held by the source with the opposite bound (turned-bounds.ts): "fewer than 200 seats"
 * where the source's halls of fewer than 120 seats close and those of over 200 stay. The source's
 * bound in other words, a figure the source states with no bound, and a source's bound a negation
 * turns are kept. Every text here is synthetic, written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const HALLS =
  'The council will close halls with fewer than 120 seats, while those that exceed 200 seats stay open. Tickets cost £8 for 90 minutes.';

describe('turnedBounds: a figure the source bounds on the other side', () => {
  it('stops a figure given the bound of its other side', () => {
    expect(stopped('Halls with fewer than 200 seats will close.', HALLS)).toEqual(['200']);
    expect(stopped('Halls with more than 120 seats will close.', HALLS)).toEqual(['120']);
  });

  it("keeps the source's bound in other words, and a figure it states bare", () => {
    expect(stopped('Halls with under 120 seats will close.', HALLS)).toEqual([]);
    expect(stopped('Halls of over 200 seats stay open.', HALLS)).toEqual([]);
    expect(stopped('Tickets cost £8 for up to 90 minutes.', HALLS)).toEqual([]);
  });

  it("keeps a bound the source's negation turns", () => {
    const refunds = 'A refund is given if you have not streamed more than two hours.';
    expect(stopped('A refund is given if you streamed no more than two hours.', refunds)).toEqual(
      [],
    );
  });
});
