/**
 * A title moved to another of the source's people in a translation (translated-roles.ts): the
 * line's word before a name spelled with the consonants of the source's word before another name.
 * Each person with their own title, a title the source never writes, and a name of an
 * organisation are kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const HOSPITAL =
  'Министр здравоохранения Ольга Смирнова открыла новую больницу в Твери. Главный врач Павел Орлов сказал, что в ней 300 коек.';

const names = (line: string) =>
  unsupportedClaims(line, claimSource({ text: HOSPITAL, lang: 'ru', lineLang: 'en' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('translatedRoles: a title the source gives another person', () => {
  it('stops a person given the title the source writes before another name', () => {
    expect(names('Health minister Pavel Orlov said the hospital has 300 beds.')).toEqual([
      'Pavel Orlov',
    ]);
  });

  it('keeps each person with their own title, or a title the source never writes', () => {
    expect(names('Health minister Olga Smirnova opened a new hospital in Tver.')).toEqual([]);
    expect(names('Chief doctor Pavel Orlov said it has 300 beds.')).toEqual([]);
  });
});
