/**
 * A source's dates in its language's own calendar, restated in the Gregorian one by a translation
 * (calendar-eras.ts): Thai's Buddhist year, the Solar Hijri calendar's days and months; and two
 * ways of writing a month (figure-dates.ts): Hebrew's "in" written onto its name, Vietnamese's
 * number after "tháng".
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { addGregorianKeys, inOwnCalendar } from './calendar-eras.ts';

const claims = (line: string, text: string, lang: string, lineLang?: string) =>
  unsupportedClaims(line, claimSource({ text, lang, ...(lineLang && { lineLang }) }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('a year of the Buddhist era', () => {
  const thai = 'ร้านเปิดวันที่ 14 มีนาคม 2568';

  it('is the Gregorian year an English card writes', () => {
    expect(claims('The shop opens on March 14, 2025.', thai, 'th', 'en')).toEqual([]);
    expect(claims('The shop opens on March 14, 2026.', thai, 'th', 'en')).toEqual(['figure:2026']);
  });
});

describe('a day of the Solar Hijri calendar', () => {
  const persian = 'فروشگاه در ۲۴ اسفند ۱۴۰۳ باز می‌شود.';

  it('is the Gregorian day, month and year an English card writes', () => {
    expect(claims('The shop opens on March 14, 2025.', persian, 'fa', 'en')).toEqual([]);
    expect(claims('The shop opens on March 17, 2025.', persian, 'fa', 'en')).toEqual(['figure:17']);
    expect(claims('The shop opens on April 14, 2025.', persian, 'fa', 'en')).not.toEqual([]);
  });

  it('adds only what CLDR converts, and nothing for a Gregorian language', () => {
    const keys = new Set(['day24', 'mpersian12', 'n1403']);
    addGregorianKeys(keys, ['fa']);
    expect(keys).toContain('n2025');
    expect(keys).toContain('dm14.3');
    expect(keys).not.toContain('dm24.12');
    const french = new Set(['day14', 'm3', 'n2025']);
    addGregorianKeys(french, ['fr']);
    expect([...french]).toEqual(['day14', 'm3', 'n2025']);
  });
});

describe('a numeric date of the Solar Hijri calendar', () => {
  const persian = 'فروشگاه در ۲۴ اسفند ۱۴۰۳ باز می‌شود.';

  it('is the source’s day of Esfand, not a December', () => {
    expect(claims('فروشگاه در ۱۴۰۳/۱۲/۲۴ باز می‌شود.', persian, 'fa')).toEqual([]);
    expect(claims('فروشگاه در ۱۴۰۳/۱۲/۲۷ باز می‌شود.', persian, 'fa')).toEqual([
      'figure:1403/12/27',
    ]);
    expect(claims('فروشگاه در ۱۴۰۳/۱۱/۲۴ باز می‌شود.', persian, 'fa')).toEqual([
      'figure:1403/11/24',
    ]);
  });

  it('in a source, is the Gregorian day a translation writes', () => {
    const numeric = 'فروشگاه در ۱۴۰۳/۱۲/۲۴ باز می‌شود.';
    expect(claims('The shop opens on March 14, 2025.', numeric, 'fa', 'en')).toEqual([]);
    expect(claims('The shop opens on March 15, 2025.', numeric, 'fa', 'en')).toEqual(['figure:15']);
  });

  it('leaves a Gregorian year’s date Gregorian', () => {
    expect(inOwnCalendar([['day24', 'm12', 'n2025']], ['fa'])).toEqual([['day24', 'm12', 'n2025']]);
    expect(inOwnCalendar([['day24', 'm12', 'n1403']], ['fr'])).toEqual([['day24', 'm12', 'n1403']]);
    expect(inOwnCalendar([['day24', 'm12', 'n1403']], ['fa'])).toEqual([
      ['day24', 'mpersian12', 'n1403'],
    ]);
  });
});

describe('a Hebrew month written with "in" before it', () => {
  const hebrew = 'החנות נפתחת ב-14 במרץ 2025';

  it('is the month a translation and a numeric date write', () => {
    expect(claims('The shop opens on March 14, 2025.', hebrew, 'he', 'en')).toEqual([]);
    expect(claims('החנות נפתחת ב-14.3.2025', hebrew, 'he')).toEqual([]);
    expect(claims('The shop opens on April 14, 2025.', hebrew, 'he', 'en')).toContain(
      'figure:April',
    );
  });
});

describe('a Vietnamese month written as its number ("tháng 3")', () => {
  const vietnamese = 'Cửa hàng mở cửa ngày 14 tháng 3 năm 2025, sau 3 tháng sửa chữa.';

  it('is the month and its day, not a count of months', () => {
    expect(claims('The shop opens on March 14, 2025.', vietnamese, 'vi', 'en')).toEqual([]);
    expect(claims('Cửa hàng mở cửa ngày 14/3.', vietnamese, 'vi')).toEqual([]);
    expect(claims('The shop opens on April 14, 2025.', vietnamese, 'vi', 'en')).toContain(
      'figure:April',
    );
    expect(claims('Cửa hàng mở cửa ngày 14 tháng 4.', vietnamese, 'vi')).toEqual(['figure:4']);
  });

  it('still reads a count of months as one', () => {
    expect(claims('The shop reopens after 3 months of repairs.', vietnamese, 'vi', 'en')).toEqual(
      [],
    );
    expect(claims('Cửa hàng mở cửa sau 4 tháng sửa chữa.', vietnamese, 'vi')).toEqual([
      'figure:4 tháng',
    ]);
  });
});
