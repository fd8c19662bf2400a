import { describe, expect, it } from 'vitest';
import { tokensOf } from './figure-tokens.ts';

const cut = (text: string) => tokensOf(text).map(({ kind, text: written }) => `${kind}:${written}`);

describe('tokensOf', () => {
  // ASCII words are read without the pattern (issue 44 item 7): where a word goes on past its
  // ASCII letters, or a figure begins, the pattern reads it as before.
  it('reads a word whole where it goes on past its ASCII letters', () => {
    expect(cut("The café don't l’avion naïve")).toEqual([
      'word:The',
      'word:café',
      "word:don't",
      'word:l’avion',
      'word:naïve',
    ]);
  });

  it('reads figures and words written against each other', () => {
    expect(cut('abc123 5kg 3rd 900M-row $25 12% in the \u201990s')).toEqual([
      'word:abc',
      'number:123',
      'number:5',
      'word:kg',
      'number:3rd',
      'number:900M',
      'word:row',
      'sign:$',
      'number:25',
      'number:12',
      'sign:%',
      'word:in',
      'word:the',
      'number:\u201990s',
    ]);
  });

  it('reads other scripts, CJK numerals and signs beside ASCII words', () => {
    expect(cut('Tickets 40万円, Ελλάδα 5 원 and 3원')).toEqual([
      'word:Tickets',
      'number:40万',
      'sign:円',
      'word:Ελλάδα',
      'number:5',
      'sign:원',
      'word:and',
      'number:3',
      'sign:원',
    ]);
  });
});
