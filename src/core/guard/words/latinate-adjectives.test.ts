/**
 * A Latinate Cyrillic adjective opening a sentence (blind round forty-eight): "Максимальні 200
 * балів …" is kept; a surname opening the same sentence is still stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isLatinateAdjective } from './latinate-adjectives.ts';

const EXAM =
  'Український центр оцінювання якості освіти оприлюднив результати НМТ-2026. Тест склали 287 тисяч вступників, з них 1 240 отримали 200 балів з математики.';

const names = (line: string) =>
  unsupportedClaims(line, claimSource({ text: EXAM, lang: 'uk' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('unsupportedClaims: a Latinate adjective opening a Ukrainian sentence', () => {
  it('keeps the adjective', () => {
    expect(names('Максимальні 200 балів з математики отримали 1240 вступників.')).toEqual([]);
  });
  it('stops a surname in its place', () => {
    expect(names('Залужний отримав 200 балів з математики.')).toEqual(['Залужний']);
    expect(names('Максимович отримав 200 балів з математики.')).toEqual(['Максимович']);
  });
});

describe('isLatinateAdjective', () => {
  it('reads the adjectives in their forms and languages', () => {
    expect(isLatinateAdjective('Максимальні', 'uk')).toBe(true);
    expect(isLatinateAdjective('Национальная', 'ru')).toBe(true);
    expect(isLatinateAdjective('Значительные', 'ru')).toBe(true);
    expect(isLatinateAdjective('Максимален', 'bg')).toBe(true);
  });
  it('reads no surname, nor another language', () => {
    for (const word of ['Залужний', 'Шевченко', 'Максимович', 'Гоголь', 'Мальний']) {
      expect(isLatinateAdjective(word, 'uk')).toBe(false);
    }
    expect(isLatinateAdjective('Максимальні', 'pl')).toBe(false);
  });
});
