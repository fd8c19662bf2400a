/**
 * An ordinal word in another form than the one n2words spells (ordinal-endings.ts): "Vierter",
 * "fünften", "terza", "czwarta", "третьим" read no ordinal, so a changed rank passed.
 */
import { describe, expect, it } from 'vitest';
import { lexiconOf } from './number-words.ts';
import { ordinalAt } from './read-number-words.ts';

const ordinal = (word: string, lang: string) => {
  const lexicon = lexiconOf(lang);
  return lexicon ? ordinalAt([word], 0, lexicon)?.value : undefined;
};

describe('inflectedOrdinal: an ordinal in its other forms', () => {
  it.each([
    ['vierter', 'de', 4],
    ['fünften', 'de', 5],
    ['terza', 'it', 3],
    ['terceira', 'pt', 3],
    ['czwarta', 'pl', 4],
    ['trzecia', 'pl', 3],
    ['druhá', 'cs', 2],
    ['вторым', 'ru', 2],
    ['третьим', 'ru', 3],
    ['τρίτη', 'el', 3],
  ])('reads %s (%s) as %i', (word, lang, value) => {
    expect(ordinal(word, lang)).toBe(value);
  });

  it('reads no noun that only ends like an ordinal', () => {
    expect(ordinal('viertel', 'de')).toBeUndefined();
    expect(ordinal('andere', 'de')).toBeUndefined();
    expect(ordinal('quartiere', 'it')).toBeUndefined();
    expect(ordinal('tertia', 'pl')).toBeUndefined();
  });
});
