/**
 * A month in a region's names (month-name-words.ts): a Levantine line's "آذار" of an Egyptian
 * post's "مارس" is March, kept; another month in those names is still stopped, as a date.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isMonthNameWord } from './month-name-words.ts';

/** CLDR's Egyptian names, then the Levantine and Iraqi ones, January first. */
const CLDR = 'يناير فبراير مارس أبريل مايو يونيو يوليو أغسطس سبتمبر أكتوبر نوفمبر ديسمبر'.split(
  ' ',
);
const LEVANT = [
  'كانون الثاني',
  'شباط',
  'آذار',
  'نيسان',
  'أيار',
  'حزيران',
  'تموز',
  'آب',
  'أيلول',
  'تشرين الأول',
  'تشرين الثاني',
  'كانون الأول',
];

const claims = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'ar' }), 'normal').map((claim) => claim.text);

describe('a month in its region’s names', () => {
  it('keeps each Levantine month of the post’s month in CLDR’s Egyptian names', () => {
    CLDR.forEach((month, index) => {
      const text = `ارتفعت الأسعار في ${month} الماضي.`;
      expect(claims(`ارتفعت الأسعار في ${LEVANT[index]} الماضي.`, text)).toEqual([]);
    });
    expect(claims('زادت الأسعار 12 بالمئة في آذار.', 'ارتفعت الأسعار بنسبة 12% في مارس.')).toEqual(
      [],
    );
  });

  it('stops the next month, in the same names', () => {
    CLDR.forEach((month, index) => {
      const text = `ارتفعت الأسعار في ${month} الماضي.`;
      const other = LEVANT[(index + 1) % 12] ?? '';
      // "آب" (August) has two letters: a month of fewer than four is read only beside its day.
      if (other === 'آب') return;
      expect(claims(`ارتفعت الأسعار في ${other} الماضي.`, text)).toEqual([other]);
    });
  });

  it('reads a month with its one-letter prefix, and no other word', () => {
    expect(isMonthNameWord('بآذار', ['ar'])).toBe(true);
    expect(isMonthNameWord('حزيران', ['ar'])).toBe(true);
    expect(isMonthNameWord('الأسعار', ['ar'])).toBe(false);
    expect(isMonthNameWord('دبي', ['ar'])).toBe(false);
  });
});
