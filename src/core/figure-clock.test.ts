/**
 * Parts of the day the guard reads beside a source's hour (figure-clock.ts, round fourteen): a
 * Greek line's "9 π.μ." and "9 μ.μ." (CLDR's AM and PM, written with full stops), and an Arabic
 * source's "4 عصراً" (afternoon) and "2 بعد منتصف الليل" (after midnight), which CLDR's day periods
 * leave out: a faithful line's "4pm" and "2am" of them are the source's, another hour is not.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from './index.ts';

const claims = (line: string, text: string, lang: string, lineLang?: string) =>
  unsupportedClaims(line, claimSource({ text, lang, ...(lineLang && { lineLang }) }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('a part of the day written with full stops', () => {
  const text = 'Οι αίθουσες θα λειτουργούν από τις 9:00 έως τις 21:00.';

  it('reads a Greek line’s "π.μ." and "μ.μ." as the morning’s and the evening’s hours', () => {
    expect(
      claims('Οι αίθουσες θα είναι ανοιχτές από τις 9 π.μ. έως τις 9 μ.μ.', text, 'el'),
    ).toEqual([]);
  });

  it('tells the morning from the evening', () => {
    const shop = 'Το κατάστημα λειτουργεί από τις 9:00 έως τις 17:00.';
    expect(claims('Ανοιχτό από τις 9 π.μ. έως τις 5 μ.μ.', shop, 'el')).toEqual([]);
    expect(claims('Ανοιχτό από τις 9 π.μ. έως τις 5 π.μ.', shop, 'el')).toEqual(['figure:5']);
  });
});

describe('Arabic parts of the day CLDR leaves out', () => {
  const text = 'يفتح المخبز من الساعة 10 صباحاً حتى 4 عصراً، ثم من 9 مساءً حتى 2 بعد منتصف الليل.';

  it('holds a translation’s afternoon and small hours', () => {
    expect(claims('Open from 10am to 4pm and again from 9pm to 2am.', text, 'ar', 'en')).toEqual(
      [],
    );
  });

  it('still stops the other clock’s hour or another hour', () => {
    expect(claims('Open from 10am to 4am.', text, 'ar', 'en')).toEqual(['figure:4am']);
    expect(claims('Open again from 9pm to 2pm.', text, 'ar', 'en')).toEqual(['figure:2pm']);
    expect(claims('Open from 10am to 5pm.', text, 'ar', 'en')).toEqual(['figure:5pm']);
  });
});
