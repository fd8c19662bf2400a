/**
 * An Arabic word made from a root the source has, an Arabic verb and who does it, and a Hindi
 * plural are everyday words a line puts in the source's place, no names (issue 44, precision); a
 * name put there still stops.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isEverydayRun, isHindiPlural, isSourceRootForm } from './everyday-forms.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const SCHOOLS =
  'تعليق الدوام في جميع المدارس الحكومية في محافظات عمّان والزرقاء يوم الأربعاء بسبب الثلوج. يستمر الدوام في مدارس محافظة العقبة كالمعتاد. وتُؤجَّل امتحانات الشهر الأول إلى يوم الأحد.';

const TAX =
  'लखनऊ नगर निगम ने गृहकर पर 10% छूट दी। 31 जुलाई तक पूरा कर जमा करने वाले भवन स्वामियों को इसका लाभ मिलेगा। बैठक में गोमती नगर में 2 नए पार्क बनाने को भी मंजूरी मिली।';

describe('isSourceRootForm: an Arabic word on a root the source has', () => {
  const source = claimSource({ text: SCHOOLS, lang: 'ar' });

  it('reads a verbal noun and a present tense of the source’s roots', () => {
    expect(isSourceRootForm('تأجيل', source)).toBe(true);
    expect(isSourceRootForm('تداوم', source)).toBe(true);
  });

  it('reads no name, nor a word of no pattern, as one', () => {
    expect(isSourceRootForm('الكرك', source)).toBe(false);
    expect(isSourceRootForm('وإربد', source)).toBe(false);
    expect(isSourceRootForm('تأكيد', source)).toBe(false);
  });

  it('reads a form IV present of the source’s perfect ("تعلن" of "أعلنت", h270)', () => {
    const phone = claimSource({ text: 'أعلنت شركة سامسونج عن هاتف جديد.', lang: 'ar' });
    expect(isSourceRootForm('تعلن', phone)).toBe(true);
    expect(isSourceRootForm('يعلن', phone)).toBe(true);
    expect(isSourceRootForm('تطلق', phone)).toBe(false);
  });
});

describe('isEverydayRun', () => {
  it('takes an Arabic root’s form with common words, not with a name', () => {
    const source = claimSource({ text: SCHOOLS, lang: 'ar' });
    expect(isEverydayRun('تداوم بشكل طبيعي', source)).toBe(true);
    expect(isEverydayRun('تداوم مدرسة الكرك', source)).toBe(false);
  });

  it('takes an Arabic verb and who does it, not a verb and a name', () => {
    const source = claimSource({ text: SCHOOLS, lang: 'ar' });
    expect(isEverydayRun('ينصح المنظمون الجمهور', source)).toBe(true);
    expect(isEverydayRun('يشارك البطل هشام الكروج', source)).toBe(false);
  });

  it('takes a Hindi plural, not a name', () => {
    const source = claimSource({ text: TAX, lang: 'hi' });
    expect(isHindiPlural('मालिकों')).toBe(true);
    expect(isEverydayRun('मालिकों', source)).toBe(true);
    expect(isEverydayRun('इंदिरा', source)).toBe(false);
  });
});

describe('unsupportedClaims: everyday words in the source’s place', () => {
  it('keeps an Arabic line that says the source’s verbs in other forms', () => {
    expect(claims('تأجيل امتحانات الشهر الأول إلى الأحد.', SCHOOLS, 'ar')).toEqual([]);
    expect(claims('المدارس في محافظة العقبة تداوم بشكل طبيعي.', SCHOOLS, 'ar')).toEqual([]);
  });

  it('keeps an Arabic clause of a verb and its doers', () => {
    const race =
      'سينطلق ماراثون الأهرامات يوم الجمعة المقبل. وستغلق الطرق المحيطة بالأهرامات من السادسة صباحاً.';
    expect(
      claims('ينصح المنظمون الجمهور بتجنب الطرق المحيطة بالأهرامات صباح الجمعة.', race, 'ar'),
    ).toEqual([]);
  });

  it('still stops an Arabic place put for the source’s', () => {
    expect(
      claims(
        'تعليق الدوام في جميع المدارس الحكومية في محافظات عمّان وإربد يوم الأربعاء.',
        SCHOOLS,
        'ar',
      ),
    ).toContain('name:وإربد');
  });

  it('keeps a Hindi plural put for the source’s, and stops a name there', () => {
    expect(
      claims('31 जुलाई तक पूरा कर जमा करने वाले भवन मालिकों को इसका लाभ मिलेगा।', TAX, 'hi'),
    ).toEqual([]);
    expect(
      claims('बैठक में इंदिरा नगर में 2 नए पार्क बनाने को भी मंजूरी मिली।', TAX, 'hi').length,
    ).toBeGreaterThan(0);
  });
});
