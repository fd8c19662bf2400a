/**
 * What the writer reads of compromise (pinned at an exact version in package.json): the word
 * classes of its lexicon and its tagger's reading of a sentence. An upgrade that changes either
 * fails here before it changes a card.
 */
import { describe, expect, it } from 'vitest';
import { isEnglishText } from '#core/index.ts';
import { isLexiconWord, lexicalTags, readSentence, shortenAtClause } from './read-sentence.ts';

describe("compromise's lexicon, as the writer reads it", () => {
  it('gives a word its classes and their parents out of context', () => {
    expect([...lexicalTags('supports')]).toEqual(expect.arrayContaining(['Verb']));
    expect([...lexicalTags('hey')]).toEqual(expect.arrayContaining(['Expression']));
    expect([...lexicalTags('they')]).toEqual(expect.arrayContaining(['Pronoun']));
    expect([...lexicalTags("you'll")]).toEqual(expect.arrayContaining(['Verb']));
    expect(lexicalTags('qwxzv').size).toBe(0);
  });

  it('tells English from other words, and complete sentences from cut ones', () => {
    // Core's English guess with the lexicon as its signal: words, not function words, decide here.
    const english = (text: string) =>
      isEnglishText(text, undefined, { isKnownWord: isLexiconWord });
    expect(english('Ships faster builds, smaller bundles, cleaner output')).toBe(true);
    expect(english('Bank cuts interest rates again today')).toBe(true);
    expect(english('El banco recortó los tipos de interés hoy')).toBe(false);
    expect(readSentence('The bank cut interest rates again today.', true).complete).toBe(true);
    expect(readSentence('The bank cut interest rates and', true).complete).toBe(false);
  });

  it('shortens at a clause its tagger finds, not inside a list', () => {
    const long =
      'Defending human life also includes welcoming, protecting and assisting immigrants, whose hopes, sacrifices and contribution have formed part of the history of this country from its very beginning.';
    expect(shortenAtClause(long, 170, true)).toBe(
      'Defending human life also includes welcoming, protecting and assisting immigrants…',
    );
  });
});
