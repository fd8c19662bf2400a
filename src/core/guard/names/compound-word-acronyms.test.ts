import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isCompoundWordAcronym } from './compound-word-acronyms.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

const words = (...list: string[]) => ({ words: new Set(list), langs: ['ru'] });

describe('isCompoundWordAcronym', () => {
  it('reads the letters of a word’s clipped parts', () => {
    expect(isCompoundWordAcronym('ЕС', words('евросоюз'))).toBe(true);
    expect(isCompoundWordAcronym('РКН', words('роскомнадзор'))).toBe(true);
    expect(isCompoundWordAcronym('ЄС', words('євросоюз'))).toBe(true);
  });
  it('reads no letters a word’s parts do not open', () => {
    expect(isCompoundWordAcronym('ЕК', words('евросоюз'))).toBe(false);
    // "единст|венный": no syllable opens on "с" there.
    expect(isCompoundWordAcronym('ЕС', words('единственный'))).toBe(false);
    expect(isCompoundWordAcronym('Евро', words('евросоюз'))).toBe(false);
    expect(isCompoundWordAcronym('UK', { words: new Set(['unlikely']), langs: ['en'] })).toBe(
      false,
    );
  });
});

describe('unsupportedClaims: an acronym of one compound source word (h298)', () => {
  const steel = 'Евросоюз с 1 июля ввёл пошлины на сталь из Китая.';
  it('keeps "ЕС" of "Евросоюз", stops "ЕК" and "ФСБ"', () => {
    expect(claims('С 1 июля ЕС ввёл пошлины на китайскую сталь.', steel, 'ru')).toEqual([]);
    expect(claims('С 1 июля ЕК ввела пошлины на китайскую сталь.', steel, 'ru')).not.toEqual([]);
    expect(claims('С 1 июля ФСБ ввела пошлины на китайскую сталь.', steel, 'ru')).not.toEqual([]);
  });
});
