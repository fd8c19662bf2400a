/** A clock range's bare end told as a time (clock-range-ends.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (text: string, line: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('heldClockRangeEnd', () => {
  it('keeps the range’s bare end told as the hour it is', () => {
    const metro = 'ساعت کار مترو از ۵:۳۰ صبح تا ۲۳ تمدید می‌شود.';
    expect(claims(metro, 'مترو تا ساعت ۱۱ شب کار می‌کند.', 'fa')).toEqual([]);
    const pool = 'The pool is open from 9:30 until 18 on weekdays.';
    expect(claims(pool, 'The pool closes at 6 pm on weekdays.', 'en')).toEqual([]);
  });

  it('stops another hour, and a number that ends no range', () => {
    const metro = 'ساعت کار مترو از ۵:۳۰ صبح تا ۲۳ تمدید می‌شود.';
    expect(claims(metro, 'مترو تا ساعت ۱۰ شب کار می‌کند.', 'fa')).toEqual(['10']);
    const pool = 'The pool is open from 9:30 until 18 on weekdays.';
    expect(claims(pool, 'The pool closes at 7 pm on weekdays.', 'en')).toEqual(['7 pm']);
    expect(
      claims('Doors open at 9:30, 23 guests are expected.', 'Doors close at 11 pm.', 'en'),
    ).toEqual(['11 pm']);
  });
});
