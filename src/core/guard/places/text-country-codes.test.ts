import { describe, expect, it } from 'vitest';
import { sourceCountryCodes } from './place-words.ts';
import { textCountryCodes } from './text-country-codes.ts';

const NONE: ReadonlySet<string> = new Set();
const full = (text: string, langs: readonly string[]) =>
  sourceCountryCodes({ text, key: ` ${text.toLowerCase()} `, words: NONE, langs, acronyms: NONE });

describe('textCountryCodes', () => {
  it('answers a piece asked again in other languages by those languages, not by the first asking', () => {
    expect([...textCountryCodes('el 41% fue a Estados Unidos', ['es'])]).toEqual(['US']);
    expect(textCountryCodes('el 41% fue a Estados Unidos', ['en']).size).toBe(
      full('el 41% fue a Estados Unidos', ['en']).size,
    );
    expect([...textCountryCodes('el 41% fue a Estados Unidos', ['es'])]).toEqual(['US']);
  });

  it('names the countries a piece names, by a name, its other language or its capital', () => {
    expect([...textCountryCodes('el 41% fue a Estados Unidos', ['es'])]).toEqual(['US']);
    expect([...textCountryCodes('the team flew to Nairobi', [])]).toEqual(['KE']);
    expect([...textCountryCodes('62%が中国で', ['ja'])]).toEqual(['CN']);
  });

  it('names none in a piece with no country word, as the full reading does not', () => {
    expect(textCountryCodes('The fix took 2 minutes', []).size).toBe(0);
    expect(textCountryCodes('o Movimento Cidadão, com 7 cadeiras', ['pt']).size).toBe(0);
  });

  it('reads every piece as the full reading of a source with no words of its own', () => {
    for (const [text, langs] of [
      ['the Hope list won 41% in Brazil and Mexico', ['en']],
      ['a Aliança Popular ficou com 31,2% no Brasil', ['pt']],
      ['EE. UU. y la UE', ['es']],
      ['起售价1999元，日本', ['zh']],
      ['the capital, Paris, and Lisbon', []],
      ['the fix reached the Gambia and San Marino', []],
      ['the fix reached San Diego', []],
      ['Our database went down for 47 minutes', []],
    ] as const) {
      expect([...textCountryCodes(text, langs)].sort()).toEqual([...full(text, langs)].sort());
    }
  });
});
