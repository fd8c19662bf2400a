/** A common Arabic noun with its attached pronoun is no name (arabic-pronoun-endings.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';
import { isArabicPronounEnding } from './arabic-pronoun-endings.ts';

const recall =
  'دعت الشركة الزبائن إلى إعادة الجهاز إلى نقطة البيع لاسترداد المبلغ كاملاً، مشيرة إلى عدم تسجيل أي إصابات.';
const stopped = (line: string) =>
  unsupportedClaims(line, claimSource({ text: recall, lang: 'ar' }), 'normal').map(
    (claim) => claim.text,
  );

describe('isArabicPronounEnding', () => {
  it('keeps a line that says the source’s amount as its price', () => {
    expect(
      stopped('على الزبائن إعادة الجهاز إلى المتجر لاسترداد ثمنه كاملاً، ولم تسجل إصابات.'),
    ).toEqual([]);
  });

  it('still stops a name put in the amount’s place', () => {
    expect(
      stopped('على الزبائن إعادة الجهاز إلى المتجر لاسترداد خالد كاملاً، ولم تسجل إصابات.'),
    ).toEqual(['خالد']);
  });

  it('reads a common noun with a pronoun, not a name that ends as one does', () => {
    expect(isArabicPronounEnding('ثمنه', ['ar'])).toBe(true);
    expect(isArabicPronounEnding('قيمتها', ['ar'])).toBe(true);
    expect(isArabicPronounEnding('عبدالله', ['ar'])).toBe(false);
    expect(isArabicPronounEnding('ثمنه', ['fa'])).toBe(false);
  });
});
