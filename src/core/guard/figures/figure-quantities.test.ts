/**
 * A number's scale words (figure-quantities.ts). Round eighteen: a Hindi minister's "करीब 3 लाख
 * करोड़ रुपये" (three lakh crore rupees) was read as 300,000 and a crore of rupees, and its English
 * card's "roughly 3 trillion rupees" was asked again.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const MINISTER =
  'मंत्री ने कहा कि राजमार्गों पर करीब 3 लाख करोड़ रुपये खर्च होंगे। पिछले साल 5 हज़ार करोड़ रुपये खर्च हुए।';

const claims = (line: string, text: string, lang: string, lineLang?: string) =>
  unsupportedClaims(
    line,
    claimSource({ text, names: [], lang, ...(lineLang && { lineLang }) }),
    'normal',
  ).map((claim) => claim.text);

describe('a larger scale after a scale word', () => {
  it('multiplies it: a lakh of crores is a trillion, a thousand crores fifty billion', () => {
    expect(
      claims('The highways will cost roughly 3 trillion rupees.', MINISTER, 'hi', 'en'),
    ).toEqual([]);
    expect(claims('The highways will cost about ₹3 lakh crore.', MINISTER, 'hi', 'en')).toEqual([]);
    expect(claims('Last year ₹50 billion was spent.', MINISTER, 'hi', 'en')).toEqual([]);
  });

  it('still stops another amount, and the first scale read alone', () => {
    expect(claims('The highways will cost about 4 trillion rupees.', MINISTER, 'hi', 'en')).toEqual(
      ['4 trillion rupees'],
    );
    expect(claims('The highways will cost 300,000 rupees.', MINISTER, 'hi', 'en')).toEqual([
      '300,000 rupees',
    ]);
    const english = 'The ministry will spend ₹3 lakh crore on highways.';
    expect(claims('The ministry will spend ₹3 trillion on highways.', english, 'en')).toEqual([]);
  });
});
