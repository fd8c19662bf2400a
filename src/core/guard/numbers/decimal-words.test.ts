/**
 * A decimal said in words before a scale (decimal-words.ts, issue 44 item 4): "one point two
 * million" of a post's "$1.2 million" was stopped as "two million dollars".
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const DIGITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

describe('a decimal said in words', () => {
  it('keeps "one point two million" of 1.2 million, stops "one point three million"', () => {
    const text = 'The startup raised $1.2 million.';
    expect(figures('The startup raised one point two million dollars.', text, 'en')).toEqual([]);
    expect(figures('The startup raised one point three million dollars.', text, 'en')).toEqual([
      'one point three million dollars',
    ]);
  });

  it('reads no decimal where no scale follows: "at one point two people left"', () => {
    const text = 'Two people left early.';
    expect(figures('At one point two people left.', text, 'en')).toEqual([]);
  });

  it('keeps the whole and decimal of any source, stops any other', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        (whole, tenth, said) => {
          const text = `Sales reached ${whole}.${tenth} billion dollars.`;
          const line = `Sales reached ${DIGITS[whole]} point ${DIGITS[said]} billion dollars.`;
          expect(figures(line, text, 'en').length === 0).toBe(tenth === said);
        },
      ),
      { numRuns: 25 },
    );
  });
});
