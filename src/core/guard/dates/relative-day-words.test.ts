import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';
import { relativeDayShifts, withCountedDays } from './relative-day-words.ts';

const stopped = (line: string, text: string, lang = 'en') =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

/** A chat dated on a Thursday that asks for something "by tomorrow". */
const LEASE = [
  'Thursday, 9 May',
  'Dana Whitfield: Hi Omar, can you send me the signed lease by tomorrow?',
  "Omar Haddad: Sure, I'll do it tonight. Move-in is next Saturday from 10am, right?",
].join('\n');

describe('relativeDayShifts', () => {
  it('reads the words Intl gives a day counted from today, in each language', () => {
    expect(relativeDayShifts('send it by tomorrow', ['en'])).toEqual([1]);
    expect(relativeDayShifts('Yesterday the shop was shut', ['en'])).toEqual([-1]);
    expect(relativeDayShifts('on se voit après-demain', ['fr']).sort()).toEqual([2]);
    expect(relativeDayShifts('明日の会議', ['ja'])).toEqual([1]);
  });

  it('reads no word inside another, and no capital noun of the same letters', () => {
    expect(relativeDayShifts('tomorrowland tickets', ['en'])).toEqual([]);
    // German's "Morgen" inside a sentence is a morning, its "morgen" tomorrow.
    expect(relativeDayShifts('Am Morgen regnet es', ['de'])).toEqual([]);
    expect(relativeDayShifts('Wir kommen morgen', ['de'])).toEqual([1]);
  });
});

describe('a weekday a dated chat counts in words', () => {
  it('keeps "by Friday" of "by tomorrow" said on Thursday, and stops another day', () => {
    expect(stopped('Dana asked Omar to send the signed lease by Friday.', LEASE)).toEqual([]);
    expect(stopped('Dana asked Omar to send the signed lease by Monday.', LEASE)).toContain(
      'Monday',
    );
  });

  it('adds no day to a text that counts none', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { maxLength: 7 }),
        fc.constantFrom('The fair opens at 10.', 'Tickets cost 5 euros on the day.'),
        (days, text) => {
          expect([...withCountedDays(new Set(days), text, ['en', 'fr', 'de'])].sort()).toEqual(
            [...days].sort(),
          );
        },
      ),
    );
  });

  it('adds the next day of every day where the text says "tomorrow", and keeps its own', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1 }), (days) => {
        const counted = withCountedDays(new Set(days), 'See you tomorrow.', ['en']);
        for (const day of days) {
          expect(counted.has(day)).toBe(true);
          expect(counted.has((day % 7) + 1)).toBe(true);
        }
        expect(counted.size).toBeLessThanOrEqual(days.length * 2);
      }),
    );
  });
});
