/**
 * A classifier written onto digits (digit-classifiers.ts): a Bengali line's "৩০টি ম্যাচ" (30 matches)
 * ties 30 to its matches, as the source does, not to the "টি" of the source's "৯টি গোল" (9 goals);
 * two figures traded are still stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { digitClassifierLength } from './digit-classifiers.ts';

const SEASON = 'গত বছর তিনি ৩০ ম্যাচে ৯টি গোল করেছিলেন।';
const claims = (line: string) =>
  unsupportedClaims(line, claimSource({ text: SEASON, lang: 'bn' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('digitClassifierLength', () => {
  it('reads a short ending written onto digits, not a word after a space or a longer one', () => {
    expect(digitClassifierLength('৪টি বই', 1)).toBe(2);
    expect(digitClassifierLength('৪ টি বই', 1)).toBe(0);
    expect(digitClassifierLength('৪খেলোয়াড়', 1)).toBe(0);
    expect(digitClassifierLength('4th', 1)).toBe(0);
  });
});

describe('unsupportedClaims: a Bengali classifier on a figure', () => {
  it('keeps figures whose classifier moved from one to the other', () => {
    expect(claims('গত বছর ৩০টি ম্যাচ খেলে ৯ গোল করেছেন তিনি।')).toEqual([]);
  });

  it('still stops two figures traded', () => {
    expect(claims('গত বছর তিনি ৯ ম্যাচে ৩০টি গোল করেছিলেন।')).toEqual(['figure:9', 'figure:30']);
  });
});
