/** An Arabic noun and its agreeing adjective (arabic-adjective-phrases.ts, round twenty-seven). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';
import { isArabicAdjectivePhrase } from './arabic-adjective-phrases.ts';

const approval =
  'ارتفع سهم الشركة 5% بعد موافقة هيئة الغذاء والدواء الأمريكية على دوائها الجديد لعلاج السكري.';
const names = (line: string) =>
  unsupportedClaims(line, claimSource({ text: approval, lang: 'ar' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('isArabicAdjectivePhrase', () => {
  it('keeps a definite noun and its agreeing adjective', () => {
    expect(
      names('ارتفع سهم الشركة 5% بعد موافقة الجهة الرقابية الأمريكية على دوائها الجديد.'),
    ).toEqual([]);
  });

  it('reads a name as before', () => {
    expect(
      names('ارتفع سهم الشركة 5% بعد موافقة الوزير هشام البسطويسي على دوائها الجديد.'),
    ).not.toEqual([]);
    expect(
      isArabicAdjectivePhrase([
        { text: 'مكتبة', unknown: false },
        { text: 'الإسكندرية', unknown: true },
      ]),
    ).toBe(false);
  });
});
