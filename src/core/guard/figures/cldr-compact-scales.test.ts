/**
 * CLDR's compact scales read once per language (cldr-compact-scales.ts): where each stands and what
 * it multiplies by, as the two readers that key them their own ways need them.
 */
import { describe, expect, it } from 'vitest';
import { compactScalesOf, scaleFactors } from './cldr-compact-scales.ts';

describe('compactScalesOf', () => {
  it('reads a scale after the number, before it, and joined to the digits, with its factor', () => {
    const spanish = compactScalesOf('es').filter((scale) => !scale.before);
    expect(spanish).toContainEqual({ value: 'M', factor: 1_000_000, before: false, joined: false });
    const swahili = compactScalesOf('sw').filter((scale) => scale.before);
    expect(swahili.some((scale) => scale.value === 'milioni' && scale.factor === 1_000_000)).toBe(
      true,
    );
    const malay = compactScalesOf('ms').filter((scale) => scale.joined);
    expect(malay.some((scale) => scale.value === 'J' && scale.factor === 1_000_000)).toBe(true);
  });
});

describe('scaleFactors', () => {
  it('keys each scale its own way and leaves out a key two factors share', () => {
    const scales = [
      { value: 'M', factor: 1_000_000, before: false, joined: false },
      { value: 'm', factor: 1_000, before: false, joined: false },
      { value: 'K', factor: 1_000, before: false, joined: false },
    ];
    expect([...scaleFactors(scales, (scale) => scale.value)]).toEqual([
      ['M', 1_000_000],
      ['m', 1_000],
      ['K', 1_000],
    ]);
    expect([...scaleFactors(scales, (scale) => scale.value.toLowerCase())]).toEqual([['k', 1_000]]);
  });
});
