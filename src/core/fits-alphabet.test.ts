import { describe, expect, it } from 'vitest';
import { fitsAlphabet } from './fits-alphabet.ts';

describe('fitsAlphabet', () => {
  it('rules out a Cyrillic language whose alphabet lacks one of the letters', () => {
    const line = 'СКА дома обыграл ЦСКА — 4:1.';
    expect(fitsAlphabet('ru', line)).toBe(true);
    expect(fitsAlphabet('bg', line)).toBe(false);
    expect(fitsAlphabet('sr', line)).toBe(false);
    expect(fitsAlphabet('uk', line)).toBe(false);
    // Ukrainian's "ї" and Serbian's "ј" are none of Russian's letters.
    expect(fitsAlphabet('ru', 'Слава Україні')).toBe(false);
    expect(fitsAlphabet('uk', 'Слава Україні')).toBe(true);
    expect(fitsAlphabet('sr', 'Добро јутро')).toBe(true);
    expect(fitsAlphabet('bg', 'Добро јутро')).toBe(false);
  });

  it('reads capitals as their letters and leaves other scripts and languages alone', () => {
    expect(fitsAlphabet('bg', 'ЭТО')).toBe(false);
    expect(fitsAlphabet('bg', 'Добро утро на всички')).toBe(true);
    expect(fitsAlphabet('en', 'обыграл')).toBe(true);
    expect(fitsAlphabet('bg', 'Betis beat Sevilla 2-1.')).toBe(true);
  });
});
