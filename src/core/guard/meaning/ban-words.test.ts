import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

const CASES: ReadonlyArray<[lang: string, source: string, kept: string, turned: string]> = [
  [
    'en',
    'Smoking is banned in all city parks from June. Fines start at $100.',
    'You can’t smoke in parks from June.',
    'Smoking is not banned in city parks from June.',
  ],
  [
    'en',
    'Smoking is banned in all city parks from June. Fines start at $100.',
    'No smoking in city parks.',
    'Smoking in city parks is no longer banned.',
  ],
  [
    'ru',
    'С 1 сентября в школах запрещено пользоваться мобильными телефонами на уроках. Нарушителям грозит замечание.',
    'С 1 сентября на уроках в школах нельзя пользоваться мобильными телефонами.',
    'С 1 сентября на уроках в школах не запрещено пользоваться мобильными телефонами.',
  ],
];

describe('negationClaims: a ban said with a negation (h293)', () => {
  it.each(CASES)(
    '%s: keeps the ban said with "no", stops the ban negated',
    (lang, source, kept, turned) => {
      expect(claims(kept, source, lang)).toEqual([]);
      expect(claims(turned, source, lang)).not.toEqual([]);
    },
  );
});
