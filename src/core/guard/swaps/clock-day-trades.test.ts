/**
 * A clock's time and a date's day never trade places (clock-day-trades.ts, round fifty): a Hindi
 * line that put the day first had its hour read as traded with the day.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { clockAndDay } from './clock-day-trades.ts';

const OPD =
  'मुख्यमंत्री ने आज नए कैंसर संस्थान का उद्घाटन किया। ओपीडी 1 दिसंबर से सुबह 8 बजे से दोपहर 2 बजे तक चलेगी।';

const claims = (line: string) =>
  unsupportedClaims(line, claimSource({ text: OPD, lang: 'hi' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('a time and a day', () => {
  it('keeps the hours of a line that puts the day first', () => {
    expect(claims('1 दिसंबर से ओपीडी 8:00 से 14:00 बजे तक चलेगी।')).toEqual([]);
  });

  it('still stops an hour the source does not give', () => {
    expect(claims('1 दिसंबर से ओपीडी 9:00 से 14:00 बजे तक चलेगी।')).toEqual(['figure:9:00']);
  });

  it('lets a time trade with a time, and a day with a day', () => {
    const time = { text: '8:00', kind: 'time', readings: [['t8:00']] } as const;
    const day = { text: '1', kind: 'date', readings: [['day1']] } as const;
    const readings = (figure: typeof time | typeof day) => ({
      ...figure,
      readings: figure.readings.map((reading) => [...reading]),
    });
    expect(clockAndDay(readings(time), readings(day))).toBe(true);
    expect(clockAndDay(readings(time), readings(time))).toBe(false);
    expect(clockAndDay(readings(day), readings(day))).toBe(false);
  });
});
