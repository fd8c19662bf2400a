/**
 * A country the source names, written in its other form (nisba-countries.ts): "مصر" of
 * "المصرية", "ایرانی" of "ایران", "ישראלי" of "ישראל" are the source's country; another
 * country's adjective or name is still new.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isSourceNisbaCountry, nisbaCountries } from './nisba-countries.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('nisbaCountries', () => {
  it('reads a name and its adjective to one country, clitics and endings off', () => {
    for (const [word, code] of [
      ['مصر', 'EG'],
      ['المصرية', 'EG'],
      ['التونسية', 'TN'],
      ['الأردني', 'JO'],
      ['اللبنانيون', 'LB'],
      ['السعودية', 'SA'],
      ['الإسبانية', 'ES'],
      ['ایرانی', 'IR'],
      ['ישראלית', 'IL'],
      ['מצרי', 'EG'],
      ['גרמנית', 'DE'],
    ] as const) {
      expect(nisbaCountries(word)).toContain(code);
    }
  });

  it('reads no country in a common word or another script', () => {
    expect(nisbaCountries('الحكومة')).toEqual([]);
    expect(nisbaCountries('الجديدة')).toEqual([]);
    expect(nisbaCountries('Egypt')).toEqual([]);
  });
});

describe('isSourceNisbaCountry', () => {
  it('takes the source’s country in its other form', () => {
    expect(isSourceNisbaCountry('مصر', { text: 'أعلنت الحكومة المصرية خطة' })).toBe(true);
    expect(isSourceNisbaCountry('التونسية', { text: 'قال وزير في تونس' })).toBe(true);
    expect(isSourceNisbaCountry('ایرانی', { text: 'دولت ایران اعلام کرد' })).toBe(true);
    expect(isSourceNisbaCountry('ישראלית', { text: 'ממשלת ישראל אישרה' })).toBe(true);
  });

  it('keeps another country’s adjective new', () => {
    expect(isSourceNisbaCountry('المغربية', { text: 'قال وزير في تونس' })).toBe(false);
    expect(isSourceNisbaCountry('עיראקי', { text: 'ממשלת ישראל אישרה' })).toBe(false);
  });

  it('keeps a faithful line and stops its twin with another country', () => {
    const source = 'أعلنت الحكومة الأردنية اليوم عن خطة جديدة للمياه.';
    expect(claims('الأردن يعلن خطة جديدة للمياه.', source, 'ar')).toEqual([]);
    expect(claims('سوريا تعلن خطة جديدة للمياه.', source, 'ar')).not.toEqual([]);
    const hebrew = 'הצבא הישראלי הודיע על תרגיל.';
    expect(
      claims('הממשלה הישראלית אישרה את התקציב.', 'ממשלת ישראל אישרה את התקציב.', 'he'),
    ).toEqual([]);
    expect(claims('ירדן הודיעה על תרגיל.', hebrew, 'he')).not.toEqual([]);
  });

  it('names a country the source names only where its stem is one of the source’s countries', () => {
    const pairs = [
      ['مصر', 'المصرية'],
      ['تونس', 'التونسية'],
      ['العراق', 'العراقية'],
      ['لبنان', 'اللبناني'],
      ['ليبيا', 'الليبي'],
      ['اليمن', 'اليمنية'],
    ] as const;
    fc.assert(
      fc.property(
        fc.nat(pairs.length - 1),
        fc.nat(pairs.length - 1),
        fc.boolean(),
        (i, j, flip) => {
          const [name, adjective] = pairs[i] as readonly [string, string];
          const [otherName, otherAdjective] = pairs[j] as readonly [string, string];
          const word = flip ? name : adjective;
          const text = `قال المسؤول ${flip ? otherAdjective : otherName} اليوم`;
          expect(isSourceNisbaCountry(word, { text })).toBe(i === j);
        },
      ),
    );
  });
});
