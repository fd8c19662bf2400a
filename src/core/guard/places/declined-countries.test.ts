/**
 * A country a line names in its dictionary form where the source declines it
 * (declined-countries.ts): "Россия" of "России", "Німеччина" of "Німеччини", "Francja" of
 * "Francji" are the source's country; another country is still a new place.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isDeclinedSourceCountry } from './declined-countries.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const source = (text: string, lang: string) => ({
  text,
  words: new Set(text.toLowerCase().match(/[\p{L}\p{M}]+/gu) ?? []),
  langs: [lang],
});

describe('isDeclinedSourceCountry', () => {
  it('reads a one-word country the source writes in another case', () => {
    expect(isDeclinedSourceCountry('россия', source('Экспорт зерна из России', 'ru'))).toBe(true);
    expect(isDeclinedSourceCountry('німеччина', source('Уряд Німеччини виділить', 'uk'))).toBe(
      true,
    );
    expect(isDeclinedSourceCountry('francja', source('z prezydentem Francji', 'pl'))).toBe(true);
  });

  it('reads no other country, no name of two words, and none where names are not declined', () => {
    expect(isDeclinedSourceCountry('украина', source('Экспорт зерна из России', 'ru'))).toBe(false);
    expect(isDeclinedSourceCountry('австрия', source('Экспорт в Австралии', 'ru'))).toBe(false);
    expect(isDeclinedSourceCountry('новая зеландия', source('в Новой Зеландии', 'ru'))).toBe(false);
    expect(isDeclinedSourceCountry('francia', source('El presidente de Francie', 'es'))).toBe(
      false,
    );
  });
});

describe('unsupportedClaims: a country in the nominative of a source’s oblique case', () => {
  it('keeps the source’s country and stops another', () => {
    const ru = 'Сборная Франции победила Бельгию 2:0.';
    expect(claims('Франция победила Бельгию 2:0.', ru, 'ru')).toEqual([]);
    expect(claims('Испания победила Бельгию 2:0.', ru, 'ru')).toEqual(['name:испания']);
    const uk = 'Прем’єр Польщі заявив про підтримку України.';
    expect(claims('Польща заявила про підтримку України.', uk, 'uk')).toEqual([]);
    expect(claims('Литва заявила про підтримку України.', uk, 'uk')).toEqual(['name:литва']);
  });
});
