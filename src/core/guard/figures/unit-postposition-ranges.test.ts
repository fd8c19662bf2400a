/**
 * A Hindi or Urdu range with "से"/"سے" alone between its ends (unit-postposition-ranges.ts):
 * "100 से 110 किमी प्रति घंटा" told as "100-110 किमी/घंटा" is kept; another range, and "से" as
 * "than" before a comparative, are still stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const HI = 'मौसम विभाग के अनुसार हवा की रफ्तार 100 से 110 किमी प्रति घंटा रहेगी।';
const PRICE = 'नए नियम के बाद टिकट 500 से 800 रुपये में मिलेगा।';
const MORE = 'नई ट्रेन की रफ्तार पुरानी ट्रेन की 100 से 130 किमी प्रति घंटा ज़्यादा है।';

describe('unit postposition ranges: "से" alone between a measure’s ends', () => {
  it('keeps the range written with a dash', () => {
    expect(figures('हवा की गति 100-110 किमी/घंटा रहेगी।', HI, 'hi')).toEqual([]);
    expect(figures('टिकट 500-800 रुपये में मिलेगा।', PRICE, 'hi')).toEqual([]);
  });

  it('still stops another range', () => {
    expect(figures('हवा की गति 100-120 किमी/घंटा रहेगी।', HI, 'hi')).toEqual(['100-120 किमी/घंटा']);
    expect(figures('टिकट 500-900 रुपये में मिलेगा।', PRICE, 'hi')).toEqual(['500-900 रुपये']);
  });

  it('reads no range where "से" is "than"', () => {
    expect(figures('नई ट्रेन की रफ्तार 100-130 किमी/घंटा है।', MORE, 'hi')).toEqual([
      '100-130 किमी/घंटा',
    ]);
  });
});
