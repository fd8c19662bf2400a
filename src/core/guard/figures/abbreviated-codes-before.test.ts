/** A currency's letters with their stop before an amount (abbreviated-codes-before.ts, h279). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (text: string, line: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

describe('"Rs. 500" and "ரூ.2.5 லட்சம்"', () => {
  it.each([
    [
      'Fine of Rs. 500 for spitting at Dadar station.',
      'Spitting at Dadar costs a 500 rupee fine.',
      'en',
    ],
    ['Fine of Rs.500 for spitting at Dadar station.', 'Spitting at Dadar costs ₹500.', 'en'],
    ['ரூ.2.5 லட்சம் பரிசு வென்றார் மாணவி.', 'The student won a prize of 2.5 lakh rupees.', 'ta'],
    ['रु. 500 का जुर्माना लगेगा।', '500 रुपये का जुर्माना लगेगा।', 'hi'],
  ])('keeps the amount in rupees: %s / %s', (text, line, lang) => {
    expect(figures(text, line, lang)).toEqual([]);
  });

  it.each([
    [
      'Fine of Rs. 500 for spitting at Dadar station.',
      'Spitting costs a 600 rupee fine.',
      'en',
      '600 rupee',
    ],
    ['Fine of Rs. 500 for spitting at Dadar station.', 'Spitting costs a $500 fine.', 'en', '$500'],
    ['ரூ.2.5 லட்சம் பரிசு வென்றார் மாணவி.', 'The student won 3.5 lakh rupees.', 'ta', '3.5 lakh rupees'],
  ])('still asks of another sum or currency: %s / %s', (text, line, lang, figure) => {
    expect(figures(text, line, lang)).toContain(figure);
  });

  it('reads no other word with a stop as a currency ("Mrs. 5")', () => {
    expect(figures('Mrs. 5 won the raffle.', 'Mrs. 5 won 5 rupees.', 'en')).not.toEqual([]);
  });
});
