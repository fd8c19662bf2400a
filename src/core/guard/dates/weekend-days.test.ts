/**
 * A source's weekend or weekdays hold their days (weekend-days.ts), a day's plural is that day, and
 * a range's first day is tied (claim-calendar.ts): the days a weekend or a working week holds are
 * kept, another day stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { weekendDayKeys } from './weekend-days.ts';

const claims = (line: string, text: string, lang = 'en') =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('weekendDayKeys', () => {
  it('reads a weekend as Saturday and Sunday, weekdays as Monday to Friday, in many languages', () => {
    for (const text of [
      'every weekend',
      'am Wochenende',
      'los fines de semana',
      'le week-end',
      '周末',
      '주말',
      'в выходные',
      'akhir pekan',
    ]) {
      expect(weekendDayKeys(text)).toEqual(['d6', 'd7']);
    }
    for (const text of ['on weekdays', 'werktags', 'en semaine', 'entre semana', '平日']) {
      expect(weekendDayKeys(text)).toEqual(['d1', 'd2', 'd3', 'd4', 'd5']);
    }
    expect(weekendDayKeys('The weekly market')).toEqual([]);
  });
});

describe('a weekend’s days in a line', () => {
  it('keeps the weekend’s days and stops another, plural or not', () => {
    const text = 'The festival runs every weekend in July.';
    expect(claims('The festival runs on Saturdays and Sundays in July.', text)).toEqual([]);
    expect(claims('The festival runs on Saturday and Sunday in July.', text)).toEqual([]);
    expect(claims('The festival runs on Fridays in July.', text)).toEqual(['figure:Fridays']);
    expect(
      claims('Der Markt ist am Samstag geöffnet.', 'Der Markt ist am Wochenende geöffnet.', 'de'),
    ).toEqual([]);
    expect(
      claims('Der Markt ist am Freitag geöffnet.', 'Der Markt ist am Wochenende geöffnet.', 'de'),
    ).toEqual(['figure:Freitag']);
  });

  it('reads a range of days as tied, held by weekdays', () => {
    const text = 'The clinic is open on weekdays from 8 to 4.';
    expect(claims('The clinic is open Monday to Friday, 8 to 4.', text)).toEqual([]);
    expect(claims('The clinic is open Saturday, 8 to 4.', text)).toEqual(['figure:Saturday']);
    // A plural of a day the source does not hold, said without "on", is still that day.
    expect(claims('Fridays are busy.', 'Mondays are busy.')).not.toEqual([]);
  });
});
