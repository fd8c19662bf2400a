/**
 * A share of a scale said in words (scale-shares.ts): "a quarter of a million pounds" is the
 * post's £250,000; the same words of another sum, or in another currency, still stop.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const HALL =
  'The new hall cost £1.4 million, of which £250,000 was raised by parents through the Riverside Fun Run. About 750,000 people visited the museum last year.';
const GRANT = 'The council gave the food bank $500,000 this year.';

const claims = (line: string, text = HALL) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('unsupportedClaims: a share of a scale in words', () => {
  it.each([
    "Parents raised a quarter of a million pounds towards the hall's £1.4m cost.",
    'Parents raised a quarter-million pounds.',
    'Three quarters of a million people visited the museum last year.',
  ])('keeps %s', (line) => {
    expect(claims(line)).toEqual([]);
  });

  it('keeps half a million dollars of $500,000', () => {
    expect(claims('The council gave the food bank half a million dollars.', GRANT)).toEqual([]);
  });

  it('still stops another share, another scale or another currency', () => {
    // 750,000 is the visitors' count, not a sum of pounds.
    expect(claims('Parents raised three quarters of a million pounds.')).toEqual([
      'figure:three',
      'figure:a million pounds',
    ]);
    expect(claims('Parents raised a quarter of a billion pounds.')).toEqual([
      'figure:a billion pounds',
    ]);
    expect(claims('A quarter of a million people visited the museum.')).toEqual([
      'figure:a million',
    ]);
    // Read whole as half of its scale now (half-scales.ts): the claim is the phrase.
    expect(claims('The council gave the food bank half a million euros.', GRANT)).toEqual([
      'figure:half a million euros',
    ]);
  });
});
