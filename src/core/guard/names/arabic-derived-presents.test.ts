/**
 * An Arabic derived form's present opening a clause (blind round fifty): "تنطلق امتحانات الدور
 * الثاني" of the source's "وتبدأ امتحانات الدور الثاني" is kept; a place put there is stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isDerivedPresentVerb } from './arabic-derived-presents.ts';

const EXAMS =
  'أعلن وزير التربية والتعليم نتيجة الثانوية العامة 2026 بنسبة نجاح 81.4%. وتبدأ امتحانات الدور الثاني يوم 25 يوليو.';

const names = (line: string) =>
  unsupportedClaims(line, claimSource({ text: EXAMS, lang: 'ar' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('unsupportedClaims: an Arabic derived verb in the present', () => {
  it('keeps the verb said for the source’s', () => {
    expect(names('تنطلق امتحانات الدور الثاني في 25 يوليو.')).toEqual([]);
  });
  it('keeps a form V verb and its common noun put for the source’s words', () => {
    const said = 'قال الوزير إن الأسعار سترتفع الشهر المقبل.';
    const claims = unsupportedClaims(
      'الوزير يتوقع ارتفاع الأسعار قريبا.',
      claimSource({ text: said, lang: 'ar' }),
      'normal',
    );
    expect(claims).toEqual([]);
  });
  it('stops a place put in its place', () => {
    expect(names('القاهرة امتحانات الدور الثاني في 25 يوليو.')).toEqual(['القاهرة']);
    expect(names('تنزانيا امتحانات الدور الثاني في 25 يوليو.')).toEqual(['تنزانيا']);
  });
});

describe('isDerivedPresentVerb', () => {
  it('reads forms VII, VIII and X in the present, with a clitic or an ending', () => {
    for (const word of ['تنطلق', 'يرتفع', 'تستمر', 'وتجتمع', 'يستخدمون', 'تَنطَلِق']) {
      expect(isDerivedPresentVerb(word)).toBe(true);
    }
  });
  it('reads forms V and VI in the present by their perfect, a common word', () => {
    for (const word of ['يتوقع', 'تتراجع', 'يتجاوزون', 'وتتواصل']) {
      expect(isDerivedPresentVerb(word)).toBe(true);
    }
  });
  it('reads no name nor other word', () => {
    for (const word of ['ينبع', 'تونس', 'يتسحاق', 'تنزانيا', 'القاهرة', 'امتحانات']) {
      expect(isDerivedPresentVerb(word)).toBe(false);
    }
  });
});
