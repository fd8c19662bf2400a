/** A derived form's perfect verb whose verbal noun is common is no name (arabic-derived-verbs.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';
import { isDerivedPerfectVerb } from './arabic-derived-verbs.ts';

const VOTE =
  'أعلنت الهيئة العليا المستقلة للانتخابات مساء الأحد فوز سامي بن عمر برئاسة بلدية صفاقس بنسبة 54.2% من الأصوات، مقابل 38.7% لمنافسته ليلى الحداد. وبلغت نسبة المشاركة 41% بعد أن كانت 33% في الانتخابات السابقة.';
const names = (line: string) =>
  unsupportedClaims(line, claimSource({ text: VOTE, lang: 'ar' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('isDerivedPerfectVerb', () => {
  it('reads forms VII, VIII and X in the perfect, a person’s ending on them', () => {
    expect(['ارتفعت', 'وارتفع', 'انفجر', 'استخدموا'].map(isDerivedPerfectVerb)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['أحمد', 'اسماعيل', 'امين', 'ارتفاع'].map(isDerivedPerfectVerb)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('keeps a clause opened on such a verb where the source has another', () => {
    expect(names('ارتفعت نسبة المشاركة إلى 41% بعد 33% في الانتخابات السابقة.')).toEqual([]);
  });

  it('still stops a name put in the same place', () => {
    expect(names('أحمد نسبة المشاركة إلى 41% بعد 33% في الانتخابات السابقة.')).toEqual(['أحمد']);
    expect(names('اسماعيل نسبة المشاركة إلى 41% بعد 33% في الانتخابات السابقة.')).toEqual([
      'اسماعيل',
    ]);
  });
});
