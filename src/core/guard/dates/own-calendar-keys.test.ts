/**
 * A source's Gregorian dates in its language's own calendar (own-calendar-keys.ts, h268): a
 * Persian post's "21 مارس 2026" holds a line's "1 فروردین 1405", a Thai post's 2026 a line's
 * "พ.ศ. 2569"; a day or a year moved is still stopped.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { addOwnCalendarKeys } from './own-calendar-keys.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

const keysOf = (gregorian: string[], lang: string) => {
  const keys = new Set(gregorian);
  addOwnCalendarKeys(gregorian, [lang], keys);
  return [...keys].filter((key) => !gregorian.includes(key)).sort();
};

describe('Gregorian dates in a language’s own calendar', () => {
  it('converts a day and month with its year, and a year alone to the years it overlaps', () => {
    expect(keysOf(['dm21.3', 'day21', 'm3', 'n2026'], 'fa')).toEqual(
      ['day1', 'mpersian1', 'n1404', 'n1405', 'o1'].sort(),
    );
    expect(keysOf(['n2026'], 'th')).toEqual(['n2569']);
    // No year, no day converted; a Gregorian language gains nothing.
    expect(keysOf(['dm21.3'], 'fa')).toEqual([]);
    expect(keysOf(['dm21.3', 'n2026'], 'de')).toEqual([]);
  });

  it('keeps a line’s own-calendar date of the source’s, and stops one moved', () => {
    const persian = 'مراسم در تاریخ ۲۱ مارس ۲۰۲۶ برگزار شد.';
    expect(stopped('مراسم در تاریخ ۱ فروردین ۱۴۰۵ برگزار شد.', persian, 'fa')).toEqual([]);
    expect(stopped('مراسم در تاریخ ۲ فروردین ۱۴۰۵ برگزار شد.', persian, 'fa')).not.toEqual([]);
    const thai = 'โครงการเริ่มในปี 2026 ที่ขอนแก่น';
    expect(stopped('โครงการเริ่มในปี พ.ศ. 2569 ที่ขอนแก่น', thai, 'th')).toEqual([]);
    expect(stopped('โครงการเริ่มในปี พ.ศ. 2570 ที่ขอนแก่น', thai, 'th')).not.toEqual([]);
  });

  const PERSIAN = new Intl.DateTimeFormat('en-u-ca-persian', {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  });

  it('holds the Solar Hijri day CLDR gives any date (property)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1990-01-01'), max: new Date('2060-12-31') }), (date) => {
        if (Number.isNaN(date.getTime())) return;
        const [day, month, year] = [
          date.getUTCDate(),
          date.getUTCMonth() + 1,
          date.getUTCFullYear(),
        ];
        const keys = new Set([`dm${day}.${month}`, `n${year}`]);
        addOwnCalendarKeys([...keys], ['fa'], keys);
        const parts = PERSIAN.formatToParts(date);
        const value = (type: string) => parts.find((part) => part.type === type)?.value;
        expect(keys.has(`day${value('day')}`)).toBe(true);
        expect(keys.has(`mpersian${value('month')}`)).toBe(true);
        expect(keys.has(`n${value('year')}`)).toBe(true);
      }),
      { numRuns: 50 },
    );
  });
});
