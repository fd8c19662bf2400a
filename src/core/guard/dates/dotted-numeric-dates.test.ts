/**
 * A day and month written "15.4" or "15.04" of the source's date in words, and the other way
 * round, in the languages whose CLDR date is day-first with a full stop (dotted-numeric-dates.ts).
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { writesDottedDayMonth } from './dotted-numeric-dates.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('writesDottedDayMonth', () => {
  it('follows CLDR', () => {
    for (const lang of ['he', 'tr', 'ru', 'pl', 'de'])
      expect(writesDottedDayMonth(lang)).toBe(true);
    for (const lang of ['en', 'fr', 'vi', 'ja']) expect(writesDottedDayMonth(lang)).toBe(false);
  });
});

describe('addDottedNumericDates and withDottedNumericDates', () => {
  it('keeps a Hebrew source’s "15.4" as its line’s "15 באפריל", stops another month', () => {
    const text = 'הכנס ייערך ב-15.4 בתל אביב.';
    expect(stopped('הכנס ייערך ב-15 באפריל בתל אביב.', text, 'he')).toEqual([]);
    expect(stopped('הכנס ייערך ב-15 במאי בתל אביב.', text, 'he')).not.toEqual([]);
  });

  it('keeps a Turkish line’s "15.04\'te" of "15 Nisan", stops another day or month', () => {
    const text = "Festival 15 Nisan'da İstanbul'da başlayacak.";
    expect(stopped("Festival 15.04'te İstanbul'da başlıyor.", text, 'tr')).toEqual([]);
    expect(stopped("Festival 15.05'te İstanbul'da başlıyor.", text, 'tr')).not.toEqual([]);
    expect(stopped("Festival 16.04'te İstanbul'da başlıyor.", text, 'tr')).not.toEqual([]);
  });

  it('leaves a time after a word of the clock a time alone', () => {
    const text = "Festival 10 Mayıs'ta başlayacak.";
    expect(stopped("Festival saat 10.05'te başlıyor.", text, 'tr')).not.toEqual([]);
  });
});
