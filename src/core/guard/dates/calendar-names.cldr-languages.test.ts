/**
 * Month names in the widely written languages CLDR has besides the guard's first ones
 * (calendar-names.ts): a Danish, Catalan, Croatian, Lithuanian or Swahili source's date restated
 * in English is the source's; another month is not.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang, lineLang: 'en' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('a month named in the source’s language', () => {
  const cases: Array<[lang: string, text: string]> = [
    ['da', 'Koncerten er den 14. marts.'],
    ['ca', 'El concert és el 14 de març.'],
    ['hr', 'Koncert je 14. ožujka.'],
    ['lt', 'Koncertas vyks kovo 14 d.'],
    ['sw', 'Tamasha ni tarehe 14 Machi.'],
    ['bg', 'Концертът е на 14 март.'],
  ];

  it.each(cases)('%s: keeps "March 14", stops "April 14"', (lang, text) => {
    expect(claims('The concert is on March 14.', text, lang)).toEqual([]);
    expect(claims('The concert is on April 14.', text, lang)).not.toEqual([]);
  });
});
