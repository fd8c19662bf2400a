/**
 * The weekday of a date a source writes in its own month names (named-date-weekdays.ts, h268):
 * "10. März 2026" is a Tuesday, so a line's "Dienstag" is kept and its "Mittwoch" stopped.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { namedDateWeekdays } from './named-date-weekdays.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('weekdays of dates in a language’s own month names', () => {
  it('reads the weekday of a day, a named month and a year', () => {
    const text = 'Die Wahl findet am 10. März 2026 statt.';
    expect(
      namedDateWeekdays(text, [{ key: 'm3', index: text.indexOf('März'), text: 'März' }]),
    ).toEqual(['d2']);
    const spanish = '15 de marzo de 2026';
    expect(namedDateWeekdays(spanish, [{ key: 'm3', index: 6, text: 'marzo' }])).toEqual(['d7']);
    // No year, no such day, or another calendar's month: no weekday.
    expect(namedDateWeekdays('am 10. März', [{ key: 'm3', index: 7, text: 'März' }])).toEqual([]);
    expect(namedDateWeekdays('31 april 2026', [{ key: 'm4', index: 3, text: 'april' }])).toEqual(
      [],
    );
    const persian = '1 فروردین 1405';
    expect(namedDateWeekdays(persian, [{ key: 'mpersian1', index: 2, text: 'فروردین' }])).toEqual(
      [],
    );
  });

  it('keeps the weekday a line gives the source’s date, and stops another', () => {
    const german = 'Die Wahl findet am 10. März 2026 statt.';
    expect(stopped('Die Wahl ist am Dienstag, 10. März 2026.', german, 'de')).toEqual([]);
    expect(stopped('Die Wahl ist am Mittwoch, 10. März 2026.', german, 'de')).not.toEqual([]);
    const hebrew = 'הבחירות ייערכו ב-10 במרץ 2026.';
    expect(stopped('הבחירות ייערכו ביום שלישי, 10 במרץ 2026.', hebrew, 'he')).toEqual([]);
    expect(stopped('הבחירות ייערכו ביום רביעי, 10 במרץ 2026.', hebrew, 'he')).not.toEqual([]);
  });

  const SPANISH = new Intl.DateTimeFormat('es', { weekday: 'long', timeZone: 'UTC' });
  const MONTHS = new Intl.DateTimeFormat('es', { month: 'long', timeZone: 'UTC' });

  it('keeps the weekday CLDR gives any date and stops the next day’s (property)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1990-01-01'), max: new Date('2060-12-31') }), (date) => {
        if (Number.isNaN(date.getTime())) return;
        const day = date.getUTCDate();
        const text = `La votación será el ${day} de ${MONTHS.format(date)} de ${date.getUTCFullYear()}.`;
        const weekday = SPANISH.format(date);
        const next = SPANISH.format(new Date(date.getTime() + 86_400_000));
        const line = (name: string) =>
          `La votación será el ${name} ${day} de ${MONTHS.format(date)}.`;
        expect(stopped(line(weekday), text, 'es')).toEqual([]);
        expect(stopped(line(next), text, 'es')).not.toEqual([]);
      }),
      { numRuns: 25 },
    );
  });
});
