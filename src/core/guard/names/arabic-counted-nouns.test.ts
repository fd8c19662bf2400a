/**
 * What an Arabic count counts, said in another word, is no name (arabic-counted-nouns.ts); a place
 * or a team after a score or a preposition stays one.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';
import { isArabicCountedNoun } from './arabic-counted-nouns.ts';

const claims = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'ar' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const word = (text: string, number = false) => ({ text, number, broken: false });

describe('isArabicCountedNoun', () => {
  it('keeps the protesters a count of people arrested counts, whatever the count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 11, max: 99 }), (count) => {
        const text = `اعتقلت الشرطة ${count} شخصا بعد الاحتجاج في المدينة.`;
        expect(claims(`الشرطة اعتقلت ${count} متظاهرا في المدينة.`, text)).toEqual([]);
      }),
      { numRuns: 5 },
    );
  });

  it('still stops a place swapped after a preposition, and a team after a score', () => {
    expect(
      claims('اعتقلت الشرطة 14 شخصا في أبوظبي.', 'اعتقلت الشرطة 14 شخصا في دبي.'),
    ).toContainEqual('name:أبوظبي');
    expect(claims('الأهلي 2-1 سموحة في الدوري.', 'الأهلي 2-1 الزمالك في الدوري.')).toContainEqual(
      'name:سموحة',
    );
  });

  it('reads one word without the article right after a count, not a score’s', () => {
    const count = [word('اعتقلت'), word('14', true), word('متظاهرا')];
    expect(isArabicCountedNoun(count, 2, 2)).toBe(true);
    expect(isArabicCountedNoun([word('14', true), word('الزمالك')], 1, 1)).toBe(false);
    const score = [word('2', true), word('1', true), word('سموحة')];
    expect(isArabicCountedNoun(score, 2, 2)).toBe(false);
    expect(isArabicCountedNoun([word('في'), word('طنطا')], 1, 1)).toBe(false);
    expect(isArabicCountedNoun([word('400', true), word('كغ')], 1, 1)).toBe(false);
  });
});
