/**
 * A day and month in digits after a weekday (weekday-dates.ts, round eleven): "Tuesday, March 18"
 * of a Hebrew "ביום שלישי 18.3" was stopped, the source's "18.3" read as a decimal only.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from './index.ts';
import { addWeekdayDates } from './weekday-dates.ts';

const TRAINS =
  'בשל עבודות תשתית, ביום שלישי 18.3 בין השעות 22:00 ל-05:00 לא תפעל הרכבת בין תל אביב לבאר שבע.';

const datesOf = (text: string, langs: string[]) => {
  const keys = new Set<string>();
  addWeekdayDates(text, langs, keys);
  return [...keys];
};

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang, lineLang: 'en' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('addWeekdayDates', () => {
  it('reads digits after a weekday as its day and month', () => {
    expect(datesOf(TRAINS, ['he'])).toEqual(['day18', 'm3', 'dm18.3']);
    expect(datesOf('We wtorek 18.03 pociągi nie pojadą.', ['pl'])).toEqual([
      'day18',
      'm3',
      'dm18.3',
    ]);
    expect(datesOf('В субботу, 5.10, концерт.', ['ru'])).toEqual(['day5', 'm10', 'dm5.10']);
  });

  it('reads no decimal away from a weekday, nor one that is no date', () => {
    expect(datesOf('Growth was 18.3 percent on Tuesday.', ['en'])).toEqual([]);
    expect(datesOf('ביום שלישי 18.30 שקל', ['he'])).toEqual([]);
    expect(datesOf('ביום שלישי 3.5.2025', ['he'])).toEqual([]);
  });
});

describe('unsupportedClaims: a weekday’s date in digits, translated', () => {
  it('holds the date the digits say, and stops another', () => {
    expect(
      claims(
        'No trains between Tel Aviv and Beersheba on Tuesday, March 18, from 10pm.',
        TRAINS,
        'he',
      ),
    ).toEqual([]);
    expect(
      claims(
        'No trains between Tel Aviv and Beersheba on Tuesday, March 19, from 10pm.',
        TRAINS,
        'he',
      ),
    ).toEqual(['figure:19']);
  });
});
