/**
 * A name the source writes in Latin letters, in an Arabic, Urdu or Hebrew line's own script
 * (abjad-spelled-latin.ts): the same skeleton of consonants is the source's name; another name's
 * is not.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { abjadSpellsLatin } from './abjad-spelled-latin.ts';

const reads = (word: string, text: string) => abjadSpellsLatin(word, { text });

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('abjadSpellsLatin', () => {
  it('reads the Latin names of the source in Arabic, Urdu and Hebrew letters', () => {
    expect(reads('إيلون', 'Elon Musk يعلن عن خطة جديدة')).toBe(true);
    expect(reads('ماسك', 'Elon Musk يعلن عن خطة جديدة')).toBe(true);
    expect(reads('بابر', 'Babar Azam نے سنچری بنائی')).toBe(true);
    expect(reads('اعظم', 'Babar Azam نے سنچری بنائی')).toBe(true);
    expect(reads('בנימין', 'Benjamin Netanyahu נפגש עם הנשיא')).toBe(true);
    expect(reads('נתניהו', 'Benjamin Netanyahu נפגש עם הנשיא')).toBe(true);
    expect(reads('ביידן', 'Joe Biden נפגש עם הנשיא')).toBe(true);
  });

  it('reads no other name, no Latin word, and nothing of a source without Latin words', () => {
    expect(reads('بيزوس', 'Elon Musk يعلن عن خطة جديدة')).toBe(false);
    expect(reads('آفریدی', 'Babar Azam نے سنچری بنائی')).toBe(false);
    expect(reads('לפיד', 'Benjamin Netanyahu נפגש עם הנשיא')).toBe(false);
    expect(reads('Musk', 'Elon Musk يعلن عن خطة جديدة')).toBe(false);
    expect(reads('ماسك', 'يعلن عن خطة جديدة')).toBe(false);
  });

  it("keeps a line naming the source's person in its script, stops another person", () => {
    const source = 'Babar Azam نے سنچری بنائی۔';
    expect(claims('بابر اعظم نے سنچری بنائی۔', source, 'ur')).toEqual([]);
    expect(claims('شاہین آفریدی نے سنچری بنائی۔', source, 'ur')).not.toEqual([]);
  });
});
