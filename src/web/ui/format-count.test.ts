import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count.ts';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [20000, '20,000'],
    [1234567, '1,234,567'],
  ])('%d → %s', (count, expected) => {
    expect(formatCount(count)).toBe(expected);
  });

  it('writes every whole count as Intl.NumberFormat en-US does', () => {
    const intl = new Intl.NumberFormat('en-US');
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), (count) => {
        expect(formatCount(count)).toBe(intl.format(count));
      }),
    );
  });
});
