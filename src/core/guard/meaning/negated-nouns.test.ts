import { describe, expect, it } from 'vitest';
import { claimSource } from '../index.ts';
import { negatedNounClaims } from './negated-nouns.ts';

const terms =
  'You may cancel at any time from the Account page. Cancellation takes effect at the end of your current billing period. We do not charge a cancellation fee. Guests pay a booking fee of $2.';
const stopped = (text: string, line: string) =>
  negatedNounClaims(line, claimSource({ text, lang: 'en' }));

describe('a thing the source has none of, said as had (en-documents-4)', () => {
  const text = 'You may cancel at any time. We do not charge a cancellation fee.';

  it.each([
    'Members can cancel at any time with a fee, keeping access to the end of the billing period.',
    'Cancelling comes with a fee.',
    'A cancellation is possible with a small fee.',
  ])('stops "%s" of "We do not charge a cancellation fee"', (line) => {
    expect(stopped(text, line)).not.toEqual([]);
  });

  it.each([
    'Members can cancel at any time without a fee.',
    'Members can cancel at any time with no fee.',
    'Members can cancel at any time with access kept to the end of the period.',
  ])('keeps "%s"', (line) => {
    expect(stopped(text, line)).toEqual([]);
  });

  it('keeps a thing the source also names un-negated', () => {
    expect(stopped(terms, 'Cancelling is free, but guests book with a fee.')).toEqual([]);
  });

  it('reads English alone', () => {
    const spanish = 'No cobramos comisión por cancelar.';
    expect(
      negatedNounClaims(
        'Se puede cancelar with comisión.',
        claimSource({ text: spanish, lang: 'es' }),
      ),
    ).toEqual([]);
  });
});
