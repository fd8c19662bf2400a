/**
 * A source's plain count's key (figure-keys.ts): valueKey is valueKeys' first, read without the
 * list for every number of a long source; a count, a sum, a share and a unit's key alike.
 */
import { describe, expect, it } from 'vitest';
import { valueKey, valueKeys } from './figure-keys.ts';
import type { Quantity } from './figure-quantities.ts';

const quantity = (extra: Partial<Quantity>): Quantity => ({
  readings: [],
  kind: 'count',
  first: 0,
  last: 0,
  start: 0,
  end: 0,
  digits: true,
  ...extra,
});

describe('valueKey', () => {
  it('is the first of valueKeys for every kind of quantity', () => {
    const kinds: Partial<Quantity>[] = [
      {},
      { currencies: ['euro', 'dollar'] },
      { percent: true },
      { unit: 'kilometer' },
      { kind: 'ordinal' },
      { kind: 'day' },
    ];
    for (const extra of kinds) {
      for (const value of [0, 3, 47, 9_999, 10_000, 2.5, -4]) {
        expect(valueKey(quantity(extra), value)).toBe(valueKeys(quantity(extra), value)[0]);
      }
    }
    expect(valueKey(quantity({}), 47)).toBe('n47');
    expect(valueKey(quantity({ currencies: ['euro'] }), 8)).toBe('c:euro:8');
  });
});
