/**
 * A day and month in digits after a weekday (weekday-dates.ts, round eleven): "Tuesday, March 18"
 * of a Hebrew "ביום שלישי 18.3" was stopped, the source's "18.3" read as a decimal only.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
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

describe('addWeekdayDayLists', () => {
  const STRIKE =
    'Huelga de metro: paros parciales el lunes 14 y el miércoles 16 de octubre, de 6:00 a 9:00.';
  const SNCF = 'Grève : trafic perturbé du mardi 4 au jeudi 6 février, avec 1 TGV sur 3.';
  const CLOSURE = 'The line is closed on Saturday 8 and Sunday 9 March for engineering work.';
  // A card in its post's own language.
  const own = (line: string, text: string, lang: string) =>
    unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
      (claim) => `${claim.kind}:${claim.text}`,
    );

  it('holds the first of two days a weekday stands between, in its month', () => {
    expect(own('Paros en el metro los días 14 y 16 de octubre.', STRIKE, 'es')).toEqual([]);
    expect(own('La grève durera du 4 au 6 février.', SNCF, 'fr')).toEqual([]);
    expect(own('The line is closed on 8 and 9 March.', CLOSURE, 'en')).toEqual([]);
  });

  it('still stops a day the source does not give', () => {
    expect(own('Paros en el metro los días 13 y 16 de octubre.', STRIKE, 'es')).toEqual([
      'figure:13',
    ]);
    expect(own('La grève durera du 3 au 6 février.', SNCF, 'fr')).toEqual(['figure:3']);
    expect(own('The line is closed on 7 and 9 March.', CLOSURE, 'en')).toEqual(['figure:7']);
  });
});
