/** A Japanese source's era years as a translation writes them (japanese-eras.ts, round twenty-eight). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { addJapaneseEraYears } from './japanese-eras.ts';

const keysOf = (text: string) => {
  const keys = new Set<string>();
  addJapaneseEraYears(text, keys);
  return [...keys].sort();
};

describe('addJapaneseEraYears', () => {
  it("gives an era's year as the Gregorian one, its first year too", () => {
    expect(keysOf('令和7年10月9日に発表')).toEqual(['n2025']);
    expect(keysOf('令和元年に開業')).toEqual(['n2019']);
    expect(keysOf('平成 31 年')).toEqual(['n2019']);
  });

  it('reads no year without an era before it', () => {
    expect(keysOf('7年ぶりの優勝')).toEqual([]);
    expect(keysOf('2025年10月9日')).toEqual([]);
  });
});

describe("an English card of a source's era year", () => {
  const text = '英国の教育誌THEが令和7年10月9日に発表したランキングで、京都大学は49位となった。';
  const claims = (line: string) =>
    unsupportedClaims(line, claimSource({ text, lang: 'ja', lineLang: 'en' }), 'normal').map(
      (claim) => `${claim.kind}:${claim.text}`,
    );

  it('holds the Gregorian year and stops another', () => {
    expect(claims('Kyoto University ranked 49th in rankings published on 9 October 2025.')).toEqual(
      [],
    );
    expect(claims('Kyoto University ranked 49th in rankings published on 9 October 2024.')).toEqual(
      ['figure:2024'],
    );
  });
});
