import { describe, expect, it } from 'vitest';
import { isPlainEnglishWord } from './plain-words.ts';

describe('a capitalised English word that is a plain word, not a name', () => {
  it.each(['Owners', 'Entry', 'Maths', 'Consumers', 'Admission', 'Cities', 'Taxes'])(
    '"%s" is a plain word',
    (word) => {
      expect(isPlainEnglishWord(word)).toBe(true);
    },
  );

  it.each(['London', 'Mark', 'Google', 'Texas', 'June', 'Laurent', 'Jonas', 'Kiprono', 'Dessu'])(
    '"%s" may be a name',
    (word) => {
      expect(isPlainEnglishWord(word)).toBe(false);
    },
  );
});
