import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { withoutSentenceCaseAcronyms } from './sentence-case-acronyms.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('withoutSentenceCaseAcronyms', () => {
  it('blanks a name whose first word alone is capitalised and whose initials are the source’s', () => {
    const line = 'Оплата через Систему быстрых платежей.';
    expect(withoutSentenceCaseAcronyms(line, 'СБП', ['ru']).replace(/\s+/gu, ' ')).toBe(
      'Оплата через .',
    );
  });
  it('passes over a joining word, reads a closing capital', () => {
    const line = 'Министерство по чрезвычайным ситуациям предупреждает.';
    expect(withoutSentenceCaseAcronyms(line, 'МЧС', ['ru']).trim()).toBe('предупреждает.');
    expect(withoutSentenceCaseAcronyms('Збройні сили України.', 'ЗСУ', ['uk']).trim()).toBe('.');
  });
  it('blanks nothing whose initials are another acronym, nor in a language without this style', () => {
    const line = 'Всемирная торговая организация призвала.';
    expect(withoutSentenceCaseAcronyms(line, 'ВОЗ', ['ru'])).toBe(line);
    expect(withoutSentenceCaseAcronyms('Data from Czech Statistical Office.', 'CSO', ['en'])).toBe(
      'Data from Czech Statistical Office.',
    );
  });
});

describe('unsupportedClaims: a Slavic body’s name spelled out of the source’s acronym (h298)', () => {
  it('keeps "Всемирная организация здравоохранения" of "ВОЗ", stops "Всемирная торговая организация"', () => {
    const text = 'ВОЗ и ЮНИСЕФ призывают родителей вовремя делать прививки.';
    expect(
      claims('Всемирная организация здравоохранения призывает делать прививки.', text, 'ru'),
    ).toEqual([]);
    expect(
      claims('Всемирная торговая организация призывает делать прививки.', text, 'ru'),
    ).not.toEqual([]);
  });
  it('keeps "Český statistický úřad" of "ČSÚ", stops "Český telekomunikační úřad"', () => {
    const text = 'Podle ČSÚ vzrostla inflace v listopadu na 2,8 %.';
    expect(
      claims('Podle Českého statistického úřadu inflace vzrostla na 2,8 %.', text, 'cs'),
    ).toEqual([]);
    expect(
      claims('Podle Českého telekomunikačního úřadu inflace vzrostla na 2,8 %.', text, 'cs'),
    ).not.toEqual([]);
  });
});
