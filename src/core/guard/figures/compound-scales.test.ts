/**
 * An amount written as a larger and a smaller scale (compound-scales.ts): "2 কোটি 40 লক্ষ টাকা" is
 * 2.4 crore taka and "3 million 200 thousand dollars" $3.2 million; another sum still stops, and
 * two amounts side by side are not added.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const BRIDGE = 'সেতুটি মেরামতে পৌরসভা ২ কোটি ৪০ লক্ষ টাকা খরচ করবে।';
const GRANT = 'The foundation gave the hospital 3 million 200 thousand dollars last year.';

describe('unsupportedClaims: one amount in two scales', () => {
  it.each([
    ['সেতু মেরামতে খরচ হবে ২.৪ কোটি টাকা।', BRIDGE, 'bn'],
    ['The hospital got $3.2 million from the foundation.', GRANT, 'en'],
  ])('keeps %s', (line, text, lang) => {
    expect(claims(line, text, lang)).toEqual([]);
  });

  it('still stops another sum', () => {
    expect(claims('সেতু মেরামতে খরচ হবে ২.৫ কোটি টাকা।', BRIDGE, 'bn')).toEqual(['figure:2.5 কোটি টাকা']);
    expect(claims('The hospital got $3.4 million.', GRANT, 'en')).toEqual(['figure:$3.4 million']);
  });

  it('adds no smaller scale before a larger one', () => {
    const text = 'They raised 200 thousand dollars in May and 3 million dollars in June.';
    expect(claims('They raised $3.2 million in all.', text, 'en')).toEqual(['figure:$3.2 million']);
  });
});
