import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gifSearchQuery } from './gif-search-query.ts';

describe('gifSearchQuery', () => {
  it('prefixes the first three words longer than three characters with "funny meme"', () => {
    expect(gifSearchQuery('Just shipped a brand new feature today and more')).toBe(
      'funny meme Just shipped brand',
    );
  });

  it('skips words of three characters or fewer', () => {
    expect(gifSearchQuery('I am so not the one who cares about cats')).toBe(
      'funny meme cares about cats',
    );
  });

  it('skips this, that, with and from in any case', () => {
    expect(gifSearchQuery('This THAT With from rocket launch went great')).toBe(
      'funny meme rocket launch went',
    );
  });

  it('strips punctuation around words and keeps inner apostrophes and hyphens', () => {
    expect(gifSearchQuery('"Wow!!" (seriously)... don\'t x-ray')).toBe(
      "funny meme seriously don't x-ray",
    );
  });

  it('uses the word of a hashtag but ignores links and mentions', () => {
    expect(gifSearchQuery('@elonmusk https://t.co/abcdef www.example.com #bitcoin moon soon')).toBe(
      'funny meme bitcoin moon soon',
    );
  });

  it('counts a number over 3 characters as a word, as the spec counts words', () => {
    expect(gifSearchQuery('Since 2024 prices doubled')).toBe('funny meme Since 2024 prices');
  });

  it('keeps letters of other scripts', () => {
    expect(gifSearchQuery('Привет всем друзьям сегодня')).toBe('funny meme Привет всем друзьям');
    expect(gifSearchQuery('Ça marche très bien')).toBe('funny meme marche très bien');
  });

  it('keeps the words as written and skips this, that, with and from in any case', () => {
    expect(gifSearchQuery('BREAKING News Tonight')).toBe('funny meme BREAKING News Tonight');
    expect(gifSearchQuery('This That With From cats')).toBe('funny meme cats');
  });

  it('falls back to "funny meme trending" when no word qualifies', () => {
    expect(gifSearchQuery('')).toBe('funny meme trending');
    expect(gifSearchQuery('a an the of to with this')).toBe('funny meme trending');
    expect(gifSearchQuery('🔥🔥🔥 !!! 123')).toBe('funny meme trending');
  });

  it('drops whole words from the end to stay within 50 characters', () => {
    const query = gifSearchQuery('extraordinarily unbelievable circumstances happened');
    expect(query).toBe('funny meme extraordinarily unbelievable');
    expect(query.length).toBeLessThanOrEqual(50);
  });

  it('ignores a single word too long to fit after the prefix', () => {
    expect(gifSearchQuery(`${'a'.repeat(45)} tiny kittens`)).toBe('funny meme tiny kittens');
  });

  it('always starts with "funny meme", stays within 50 characters and never throws', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        const query = gifSearchQuery(text);
        expect(query.startsWith('funny meme ')).toBe(true);
        expect(query.length).toBeLessThanOrEqual(50);
        expect(query.split(' ').length).toBeLessThanOrEqual(5);
      }),
      { numRuns: 500 },
    );
  });
});
