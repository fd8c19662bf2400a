/**
 * "The Moroccan capital" in Arabic (arabic-capital-adjectives.ts). Every text here is synthetic,
 * written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'ar' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const RABAT = 'افتتح وزير الثقافة مساء الجمعة في الرباط مهرجان المسرح بمشاركة 30 فرقة.';
const TUNIS = 'افتتح وزير الثقافة مساء الجمعة في تونس مهرجان المسرح بمشاركة 30 فرقة.';

describe('an Arabic line naming the source capital by its country', () => {
  it("keeps the capital called by its country's adjective where the source names that capital", () => {
    expect(claims('افتتح الوزير مهرجان المسرح في العاصمة المغربية.', RABAT)).toEqual([]);
    expect(claims('افتتح الوزير مهرجان المسرح في العاصمة التونسية.', TUNIS)).toEqual([]);
  });

  it('stops the capital of a country whose capital the source does not name', () => {
    expect(claims('افتتح الوزير مهرجان المسرح في العاصمة التونسية.', RABAT)).toEqual([
      'name:العاصمة التونسية',
    ]);
    expect(claims('افتتح الوزير مهرجان المسرح في العاصمة المغربية.', TUNIS)).toEqual([
      'name:العاصمة المغربية',
    ]);
  });
});
