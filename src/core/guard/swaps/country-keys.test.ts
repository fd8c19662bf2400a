/**
 * A translation's score sides keyed by country (country-keys.ts): a Russian post's "Сборная Англии
 * обыграла Шотландию" gives no side to an English line by its consonants ("Англии" is "ngl",
 * "England" "nglnd"), so "Scotland beat England" passed reversed.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { sideKey } from './country-keys.ts';

const claims = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'ru', lineLang: 'en' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('sideKey', () => {
  it('keys a country by its English name in any of its names, other words by their consonants', () => {
    expect(sideKey('Англии', ['ru'])).toBe(sideKey('England', ['ru']));
    expect(sideKey('Шотландию', ['ru'])).toBe(sideKey('Scotland', ['ru']));
    expect(sideKey('Polska', ['pl'])).toBe(sideKey('Poland', ['pl']));
    expect(sideKey('Сербию', ['ru'])).toBe(sideKey('Serbia', ['ru']));
    expect(sideKey('ЦСКА', ['ru'])).toBe(sideKey('CSKA', ['ru']));
    expect(sideKey('England', ['ru'])).not.toBe(sideKey('Scotland', ['ru']));
  });
});

describe('unsupportedClaims: a translated score’s sides that are countries', () => {
  const WEMBLEY = 'Сборная Англии обыграла Шотландию со счётом 3:1 на «Уэмбли».';

  it('stops the sides reversed, and keeps them the source’s way round', () => {
    expect(claims('Scotland beat England 3-1 at Wembley.', WEMBLEY)).toEqual(['figure:3-1']);
    expect(claims('England beat Scotland 3-1 at Wembley.', WEMBLEY)).toEqual([]);
    const belgrade = 'Сборная России обыграла Сербию со счётом 3:1.';
    expect(claims('Serbia beat Russia 3-1.', belgrade)).toEqual(['figure:3-1']);
    expect(claims('Russia beat Serbia 3-1.', belgrade)).toEqual([]);
  });
});
