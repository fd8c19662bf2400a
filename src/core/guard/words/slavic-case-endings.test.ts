import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { declinesSourceWord } from './slavic-case-endings.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('a Slavic first word that is a source word in another case', () => {
  it('reads one stem under another case ending', () => {
    expect(declinesSourceWord('Гола', new Set(['гол', 'забив']), 'uk')).toBe(true);
    expect(declinesSourceWord('Третьего', new Set(['третий']), 'ru')).toBe(true);
    expect(declinesSourceWord('Meczu', new Set(['mecz']), 'pl')).toBe(true);
  });

  it('reads no name of its own stem, nor a language without cases', () => {
    expect(declinesSourceWord('Марко', new Set(['матч', 'гол']), 'ru')).toBe(false);
    expect(declinesSourceWord('Гола', new Set(['гол']), 'en')).toBe(false);
  });

  it('keeps a Ukrainian line opening on the goal in the genitive, stops a new scorer there', () => {
    const text = 'Шахтар переміг 2:0. Дубль оформив Кевін, ще один гол забив Судаков.';
    expect(stopped('Гола дубль оформив Кевін, ще один забив Судаков', text, 'uk')).toEqual([]);
    expect(stopped('Мудрик дубль оформив Кевін, ще один гол забив Судаков', text, 'uk')).toEqual([
      'Мудрик',
    ]);
  });
});
