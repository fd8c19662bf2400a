/**
 * A compact amount whose scale CLDR writes before the number (compact-scales-before.ts): Swahili's
 * "milioni 1.2" is a post's 1,200,000; another number, or another scale, still stops.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const SWAHILI = 'Kampeni ilikusanya saini 1,200,000 kutoka kaunti zote.';

describe('unsupportedClaims: a compact scale before the number', () => {
  it('keeps the post’s full number written with its scale first', () => {
    expect(
      claims('Kampeni ilikusanya saini milioni 1.2 kutoka kaunti zote.', SWAHILI, 'sw'),
    ).toEqual([]);
  });

  it('stops another number or another scale so written', () => {
    expect(
      claims('Kampeni ilikusanya saini milioni 1.7 kutoka kaunti zote.', SWAHILI, 'sw'),
    ).not.toEqual([]);
    expect(
      claims('Kampeni ilikusanya saini bilioni 1.2 kutoka kaunti zote.', SWAHILI, 'sw'),
    ).not.toEqual([]);
  });
});
