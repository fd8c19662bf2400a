/**
 * A Persian or Hebrew common noun's plural put in the frame of the source's word is no name
 * (common-plurals.ts); a person put in the same frame is stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isCommonPlural } from './common-plurals.ts';

const names = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

const PRICES_FA = 'وزیر گفت قیمت‌ها ماه آینده افزایش می‌یابد.';
const PRICES_HE = 'השר אמר שהמחירים יעלו בחודש הבא.';

describe('isCommonPlural', () => {
  it('keeps a common noun’s plural said for the source’s', () => {
    expect(names('وزیر گفت نرخ‌ها ماه آینده افزایش می‌یابد.', PRICES_FA, 'fa')).toEqual([]);
    expect(names('השר אמר שהתעריפים יעלו בחודש הבא.', PRICES_HE, 'he')).toEqual([]);
  });

  it('stops a person put in the same place', () => {
    expect(names('وزیر گفت زنگنه ماه آینده افزایش می‌یابد.', PRICES_FA, 'fa')).toEqual(['زنگنه']);
    expect(names("סמוטריץ' אמר שהמחירים יעלו בחודש הבא.", PRICES_HE, 'he')).not.toEqual([]);
  });

  it('keeps plurals among common words, and stops a name beside a plural', () => {
    const rain = 'גשם כבד גרם להצפות בכבישים הראשיים.';
    // "בעקבות גשמים עזים" (after heavy rains) of "גשם כבד גרם ל" (heavy rain caused).
    expect(names('הצפות בכבישים בעקבות גשמים עזים.', rain, 'he')).toEqual([]);
    const won = 'تیم ملی فوتبال ایران دیشب با دو گل برد.';
    expect(names('تیم ملی با گل‌های مهدی طارمی دیشب برد.', won, 'fa')).not.toEqual([]);
  });

  it('reads plurals of common nouns, not names that end as plurals do', () => {
    for (const [word, lang] of [
      ['نرخ‌ها', 'fa'],
      ['شهرها', 'fa'],
      ['משחקים', 'he'],
      ['שהתעריפים', 'he'],
    ] as const) {
      expect(isCommonPlural(word, lang), word).toBe(true);
    }
    for (const [word, lang] of [
      ['سها', 'fa'],
      ['ירושלים', 'he'],
      ['גבעתיים', 'he'],
      ['רחובות', 'he'],
      ['חיים', 'he'],
      ['משחקים', 'ar'],
    ] as const) {
      expect(isCommonPlural(word, lang), word).toBe(false);
    }
  });
});
