/**
 * The dictionaries' vocabulary (dictionary-words.ts): a stem written in lower case, or it with one
 * of its suffixes, is a common word; a stem written with a capital, or a word no stem makes, is
 * not.
 */
import { describe, expect, it } from 'vitest';
import { hasDictionary, isDictionaryWord } from './dictionary-words.ts';

describe('isDictionaryWord', () => {
  it('reads the long tail the 10,000 most common words leave out', () => {
    expect(isDictionaryWord('Prórroga', 'es')).toBe(true);
    expect(isDictionaryWord('Requisitos', 'es')).toBe(true);
    expect(isDictionaryWord('Remont', 'pl')).toBe(true);
    // "pasażer" with its personal plural's ending.
    expect(isDictionaryWord('Pasażerowie', 'pl')).toBe(true);
    expect(isDictionaryWord('Réouverture', 'fr')).toBe(true);
    expect(isDictionaryWord('Повышение', 'ru')).toBe(true);
    expect(isDictionaryWord('Atendimento', 'pt-BR')).toBe(true);
  });

  it('reads a stem with a prefix, and a Slavic case that changes a letter', () => {
    // "apertura" with the prefix its flags give it.
    expect(isDictionaryWord('Reapertura', 'es')).toBe(true);
    expect(isDictionaryWord('Rebajas', 'es')).toBe(true);
    // "torowisko" in the genitive: one letter for another, as Polish and Russian cases write.
    expect(isDictionaryWord('Torowiska', 'pl')).toBe(true);
    expect(isDictionaryWord('Ремонта', 'ru')).toBe(true);
  });

  it('leaves names to the names readers', () => {
    // Written with a capital in the dictionary, though "kurka"'s genitive plural spells it.
    expect(isDictionaryWord('Kurek', 'pl')).toBe(false);
    // "morato"'s feminine: a Romance surname made of a word.
    expect(isDictionaryWord('Morata', 'es')).toBe(false);
    for (const [name, lang] of [
      ['Zaragoza', 'es'],
      ['Huesca', 'es'],
      ['Louvre', 'fr'],
      ['Новосибирске', 'ru'],
      ['Путин', 'ru'],
      ['Curitiba', 'pt'],
      ['Kowalski', 'pl'],
    ] as const) {
      expect(isDictionaryWord(name, lang), name).toBe(false);
    }
  });

  it('reads only the languages whose dictionary an MIT project may ship, only words of letters', () => {
    expect(hasDictionary('it')).toBe(false);
    expect(isDictionaryWord('Proroga', 'it')).toBe(false);
    expect(hasDictionary('uk')).toBe(false);
    expect(isDictionaryWord('hasOwnProperty', 'es')).toBe(false);
    expect(isDictionaryWord('Re-apertura', 'es')).toBe(false);
    expect(isDictionaryWord('a'.repeat(100_000), 'pl')).toBe(false);
  });
});
