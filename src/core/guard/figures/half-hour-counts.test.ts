/** A clock time in number words after a word of the hour (half-hour-counts.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (text: string, line: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('heldHalfHourCount', () => {
  const metro = 'مترو از ساعت ۵:۳۰ صبح باز است.';

  it('keeps the source’s time in words after its hour word', () => {
    expect(claims(metro, 'مترو از ساعت پنج و نیم صبح باز است.', 'fa')).toEqual([]);
  });

  it('stops another half hour', () => {
    expect(claims(metro, 'مترو از ساعت شش و نیم صبح باز است.', 'fa')).toEqual(['شش و نیم']);
  });

  it('reads no half of anything else as a time', () => {
    // The source's 5:30 is no budget of five and a half million.
    const text = 'مترو ساعت ۵:۳۰ باز می‌شود و بودجه ۸ میلیون تومان است.';
    expect(claims(text, 'بودجه پنج و نیم میلیون تومان است.', 'fa')).not.toEqual([]);
  });
});
