/**
 * A weekday's short name that is a unit's name after a number (unit-weekdays.ts): an English card's
 * "45 min" of an Indonesian post's "45 mnt" is minutes, no Sunday ("Min", Minggu); a changed number
 * still stops, and so does a Sunday the card names.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'id', lineLang: 'en' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const TALK = 'Diskusi di perpustakaan berlangsung 45 mnt, lalu 3 j tanya jawab.';

describe('unsupportedClaims: a unit’s name after a number is no weekday', () => {
  it('keeps "45 min" of "45 mnt"', () => {
    expect(claims('The library talk ran 45 min, then 3 hr of questions.', TALK)).toEqual([]);
  });

  it('stops another number of minutes, and a weekday the card adds', () => {
    expect(claims('The library talk ran 25 min, then 3 hr of questions.', TALK)).not.toEqual([]);
    expect(claims('The library talk ran 45 min on Sunday.', TALK)).not.toEqual([]);
  });
});
