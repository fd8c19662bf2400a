import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWeekdayWord } from './weekday-role-words.ts';

describe('isWeekdayWord', () => {
  it('reads a weekday in its own form and its cases', () => {
    expect(isWeekdayWord('kedden', 'hu')).toBe(true);
    expect(isWeekdayWord('tiistaina', 'fi')).toBe(true);
    expect(isWeekdayWord('pondělí', 'cs')).toBe(true);
    expect(isWeekdayWord('Tuesday', 'en')).toBe(true);
  });

  it('reads no other word as one', () => {
    expect(isWeekdayWord('kancellárral', 'hu')).toBe(false);
    expect(isWeekdayWord('alcalde', 'es')).toBe(false);
    // A longer word that opens on a day's name is no case of it.
    expect(isWeekdayWord('sundayschoolteacher', 'en')).toBe(false);
    // An unspaced script's run is a phrase, its day a claim of its own.
    expect(isWeekdayWord('วันเสาร์มี', 'th')).toBe(false);
  });

  it('holds every weekday name of a language, whatever ending of three letters follows', () => {
    const format = (lang: string, day: number) =>
      new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2024, 0, day)),
      );
    fc.assert(
      fc.property(
        fc.constantFrom('hu', 'fi', 'pl', 'cs', 'de', 'es', 'it', 'bg'),
        fc.integer({ min: 1, max: 7 }),
        fc.stringMatching(/^[a-z]{0,3}$/),
        (lang, day, ending) => {
          const name = format(lang, day);
          fc.pre(name.length >= 4);
          expect(isWeekdayWord(`${name}${ending}`, lang)).toBe(true);
        },
      ),
    );
  });
});
