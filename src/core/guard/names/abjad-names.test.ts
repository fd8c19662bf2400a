/**
 * A new person in a line translated from Arabic, Hebrew or Persian (abjad-names.ts, round
 * fourteen), read through the consonants those scripts write alike.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang, lineLang: 'en' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const HAIFA =
  'מועצת העיר חיפה אישרה תקציב לשבילי אופניים. ראש העיר יונה יהב: ״נסלול 30 ק״מ של שבילים חדשים״.';
const VOLLEY = 'امین اسماعیل‌نژاد با ۲۲ امتیاز بهترین امتیازآور ایران بود.';
const SEMINAR = 'يلقي الدكتور خالد العتيبي محاضرة في مكتبة الملك فهد الوطنية بالرياض.';

describe('unsupportedAbjadNames', () => {
  it('keeps the source’s people as a translation spells them', () => {
    expect(claims('Mayor Yona Yahav promised 30 km of new bike paths.', HAIFA, 'he')).toEqual([]);
    expect(claims('Amin Esmaeilnezhad led Iran with 22 points.', VOLLEY, 'fa')).toEqual([]);
    expect(
      claims(
        'Dr Khalid Al-Otaibi speaks at the King Fahd National Library in Riyadh.',
        SEMINAR,
        'ar',
      ),
    ).toEqual([]);
  });

  it('stops a person the source does not name', () => {
    expect(
      claims('Mayor Einat Kalisch-Rotem promised 30 km of new bike paths.', HAIFA, 'he'),
    ).toEqual(['name:Einat Kalisch-Rotem']);
    expect(claims('Saeed Marouf led Iran with 22 points.', VOLLEY, 'fa')).toEqual([
      'name:Saeed Marouf',
    ]);
    expect(claims('Dr Saad Al-Harbi speaks at the library in Riyadh.', SEMINAR, 'ar')).toEqual([
      'name:Saad Al-Harbi',
    ]);
  });
});
