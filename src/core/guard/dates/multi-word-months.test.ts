/**
 * A Levantine month of two words is the same month as its Egyptian or Gulf name (issue 44, round
 * 42): a date restated in the other keeps; another day or month still stops.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const kinds = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'ar' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const EXAMS = 'وتُؤجَّل امتحانات الشهر الأول إلى يوم الأحد 13 كانون الأول.';
const FAIR = 'يفتتح معرض الكتاب أبوابه في 5 ديسمبر ويستمر عشرة أيام.';

describe('unsupportedClaims: a month of two words', () => {
  it.each([
    [EXAMS, 'الامتحانات إلى الأحد 13 ديسمبر.'],
    [EXAMS, 'الامتحانات إلى الأحد 13 كانون الأول.'],
    [FAIR, 'يفتتح معرض الكتاب في 5 كانون الأول.'],
  ])('keeps the same date (%#)', (text, line) => {
    expect(kinds(line, text)).toEqual([]);
  });

  it('still stops another day or another month', () => {
    expect(kinds('الامتحانات إلى الأحد 20 ديسمبر.', EXAMS)).toEqual(['figure:20']);
    // The 13th of January is no date of the source's: its day is stopped with its month.
    expect(kinds('الامتحانات إلى الأحد 13 يناير.', EXAMS)).toEqual(['figure:13', 'figure:يناير']);
    expect(kinds('يفتتح معرض الكتاب في 5 كانون الثاني.', FAIR)).toContain('figure:كانون الثاني');
  });
});
