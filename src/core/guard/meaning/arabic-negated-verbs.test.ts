/** An Arabic source's verb said with the other polarity (arabic-negated-verbs.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';

const WATER =
  'أعلنت الشركة رفع سعر المتر المكعب من مياه الشرب إلى 85 قرشاً. وقالت الشركة إن الزيادة تهدف إلى تغطية تكاليف التشغيل. ولا تشمل الزيادة المدارس والمستشفيات الحكومية.';
const CLINIC =
  'تفتح العيادة أبوابها يوم السبت من التاسعة صباحاً. لن يفتتح المستشفى القسم الجديد هذا العام.';

const stopped = (text: string, line: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'ar' }), 'normal')
    .filter((claim) => claim.kind === 'negation')
    .map((claim) => claim.text);

describe('an Arabic verb said with the other polarity', () => {
  it.each([
    // The source's negation dropped, a conjunction now written onto the verb.
    [WATER, 'وتشمل الزيادة المدارس والمستشفيات الحكومية.'],
    [WATER, 'تشمل الزيادة المدارس الحكومية أيضاً.'],
    // A negation added to the source's plain verb.
    [CLINIC, 'لا تفتح العيادة أبوابها يوم السبت.'],
    [CLINIC, 'يفتتح المستشفى القسم الجديد هذا العام.'],
  ])('stops it: %#', (text, line) => {
    expect(stopped(text, line)).not.toEqual([]);
  });
});

describe('a line that keeps the polarity', () => {
  it.each([
    [WATER, 'لا تشمل الزيادة المدارس والمستشفيات الحكومية.'],
    // Said in other words: the verb is not the source's.
    [WATER, 'تُستثنى المدارس والمستشفيات الحكومية من الزيادة.'],
    [WATER, 'وقالت الشركة إن الزيادة تهدف إلى تغطية تكاليف التشغيل.'],
    [CLINIC, 'تفتح العيادة أبوابها السبت في التاسعة صباحاً.'],
    [CLINIC, 'ولن يفتتح المستشفى القسم الجديد هذا العام.'],
    // A source that says the words both ways.
    [
      'تشمل الخطة المدارس الحكومية في المدن. ولا تشمل الخطة المدارس الحكومية في القرى.',
      'لا تشمل الخطة المدارس الحكومية في القرى.',
    ],
  ])('keeps it: %#', (text, line) => {
    expect(stopped(text, line)).toEqual([]);
  });
});
