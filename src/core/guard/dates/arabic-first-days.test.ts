/** Arabic's "أول" before a month's name, the month's first day (arabic-first-days.ts; round fifty-three). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { withArabicFirstDays } from './arabic-first-days.ts';

const figures = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'ar' }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const WATER =
  'رفعت الشركة سعر المتر المكعب من 65 قرشاً إلى 85 قرشاً لأول 10 أمتار شهرياً، اعتباراً من أول يناير 2027.';
const FARES = 'تطبق الهيئة التعريفة الجديدة للمترو بدءاً من أول مارس، وتبلغ 8 جنيهات للتذكرة.';

describe('withArabicFirstDays', () => {
  it('keeps a line that writes the source’s first of a month as its day', () => {
    expect(figures('تبدأ الأسعار الجديدة في 1 يناير 2027.', WATER)).toEqual([]);
    expect(figures('تبدأ التعريفة الجديدة في 1 مارس.', FARES)).toEqual([]);
  });

  it('stops another day or another month', () => {
    expect(figures('تبدأ الأسعار الجديدة في 2 يناير 2027.', WATER)).toEqual(['2']);
    // The 1st of April is no date of the source's: its day is stopped with its month.
    expect(figures('تبدأ التعريفة الجديدة من أول أبريل.', FARES)).toEqual(['1', 'أبريل']);
  });

  it('leaves "first" before anything but a month, and a joined word, as written', () => {
    expect(withArabicFirstDays('لأول 10 أمتار')).toBe('لأول 10 أمتار');
    expect(withArabicFirstDays('أول مرة')).toBe('أول مرة');
    expect(withArabicFirstDays('مطلع يناير وأول يناير')).toBe('مطلع يناير وأول يناير');
  });
});
