/** A Bengali day with its ordinal ending before a month (bengali-ordinal-days.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { withoutBengaliDayEndings } from './bengali-ordinal-days.ts';

const stopped = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'bn' }), 'normal').map((claim) => claim.text);

describe('withoutBengaliDayEndings', () => {
  const source = 'নতুন হার ১ জানুয়ারি থেকে কার্যকর হবে।';

  it('keeps "১লা জানুয়ারি" of the source\'s "১ জানুয়ারি"', () => {
    expect(stopped('নতুন হার কার্যকর হবে ১লা জানুয়ারি থেকে।', source)).toEqual([]);
  });

  it('stops another day with its ending', () => {
    expect(stopped('নতুন হার কার্যকর হবে ২রা জানুয়ারি থেকে।', source)).not.toEqual([]);
    expect(stopped('নতুন হার কার্যকর হবে ৫ই মার্চ থেকে।', source)).not.toEqual([]);
  });

  it('leaves the ending where no month follows', () => {
    expect(withoutBengaliDayEndings('5ই জন')).toBe('5ই জন');
    expect(withoutBengaliDayEndings('4ঠা জুলাই')).toBe('4 জুলাই');
  });
});
