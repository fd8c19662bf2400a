/** The common words of a language (common-words.ts): a word, in its usual forms, is no name. */
import { describe, expect, it } from 'vitest';
import { hasCommonWords, isCommonWord } from './common-words.ts';

describe('isCommonWord', () => {
  it('holds a language’s common words in any case', () => {
    expect(isCommonWord('Victoria', 'es')).toBe(true);
    expect(isCommonWord('Victory', 'en')).toBe(true);
    expect(isCommonWord('Soirée', 'fr')).toBe(true);
    expect(isCommonWord('Sunday’s', 'en')).toBe(true);
  });

  it('holds the forms the lists leave out: inflections, compounds, derivations', () => {
    // A start of three quarters of the word that is a common word ("marcar", "remporte").
    expect(isCommonWord('Marcaron', 'es')).toBe(true);
    expect(isCommonWord('Remportent', 'fr')).toBe(true);
    // Two common words joined, the last with an ending.
    expect(isCommonWord('Thuiszege', 'nl')).toBe(true);
    expect(isCommonWord('Goalkeeper', 'en')).toBe(true);
    // A derivation's ending on a long word.
    expect(isCommonWord('Meritorious', 'en')).toBe(true);
    expect(isCommonWord('Manifestantes', 'es')).toBe(true);
    expect(isCommonWord('Evacuati', 'it')).toBe(true);
    // An inflection's ending on a common word's stem, or on the start of one.
    for (const word of ['Followers', 'Sadly', 'Cyclists'])
      expect(isCommonWord(word, 'en'), word).toBe(true);
    expect(isCommonWord('Sconfitti', 'it')).toBe(true);
  });

  it('does not hold names, even those that begin with a first name the lists hold', () => {
    for (const name of ['Lukaku', 'Djokovic', 'Osimhen', 'Kaprizov', 'Martinelli', 'Morata']) {
      expect(isCommonWord(name, 'en'), name).toBe(false);
    }
    expect(isCommonWord('Barcola', 'fr')).toBe(false);
    expect(isCommonWord('Osimhen', 'tr')).toBe(false);
  });

  it('holds the accented words that open French and Italian sentences (issue 44)', () => {
    // French's list in the package had lost every word with a letter other than "é".
    for (const word of [
      'Grâce',
      'Après',
      'Très',
      'Déjà',
      'Voilà',
      'Là',
      'Ça',
      'Première',
      'Bientôt',
    ]) {
      expect(isCommonWord(word, 'fr'), word).toBe(true);
    }
    for (const word of ['È', 'Perché', 'Più', 'Città', 'Già', 'Così', 'Però']) {
      expect(isCommonWord(word, 'it'), word).toBe(true);
    }
  });

  it('does not hold accented first names', () => {
    // The accented words added leave out zxcvbn's French names ("François", "Hélène"). ("Gérard"
    // is a word of the package's own French list, scraped from news: a first name it held before.)
    for (const name of ['François', 'Hélène', 'Jérôme', 'Benoît', 'Thérèse', 'Cécile']) {
      expect(isCommonWord(name, 'fr'), name).toBe(false);
    }
    expect(isCommonWord('Fabrizio', 'it')).toBe(false);
  });

  it('knows no words of a language it keeps none of', () => {
    expect(hasCommonWords('sv')).toBe(false);
    expect(hasCommonWords('pt-BR')).toBe(true);
    expect(isCommonWord('Huset', 'sv')).toBe(false);
    // German's are kept (german-names.ts reads its nouns with them).
    expect(isCommonWord('Haus', 'de')).toBe(true);
  });
});
