/** A translated line's country under its other names (romanised-countries.ts, round twenty-four). */
import { describe, expect, it } from 'vitest';
import { romanisedCountry } from './romanised-countries.ts';

const source = (text: string) => ({ text });

describe('romanisedCountry', () => {
  it('reads a demonym through its country’s name in the source’s script and case', () => {
    const visit = source('Во вторник он встретится с главой МИД России Сергеем Волковым.');
    expect(romanisedCountry('russian', visit, 'spelled', 'ru')).toBe(true);
    const signing = source('وقّع نادي الاتحاد عقدًا مع اللاعب الفرنسي أنطوان لوران.');
    expect(romanisedCountry('french', signing, 'other', 'ar')).toBe(true);
  });

  it('stops a country the source does not name in any form', () => {
    const signing = source('وقّع نادي الاتحاد عقدًا مع اللاعب الفرنسي أنطوان لوران.');
    expect(romanisedCountry('german', signing, 'other', 'ar')).toBe(false);
    expect(romanisedCountry('spanish', signing, 'other', 'ar')).toBe(false);
    // Arabic's "رئيس" (president) has Russia's two consonants: a vowel-less script reads no such name.
    const president = source('وقال رئيس النادي فهد الحربي إن اللاعب سيصل إلى جدة.');
    expect(romanisedCountry('russia', president, 'other', 'ar')).toBe(false);
  });
});
