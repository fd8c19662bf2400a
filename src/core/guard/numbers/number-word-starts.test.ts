import { describe, expect, it } from 'vitest';
import { mayBecomeNumberWord } from './number-word-starts.ts';

describe('mayBecomeNumberWord', () => {
  it('is true for the start of a number word of any language, and for a number word itself', () => {
    for (const half of [
      'twen',
      'twenty',
      'se',
      'quar',
      'vingt',
      'ochen',
      'сор',
      'сорок',
      'pię',
      'mil',
    ]) {
      expect(mayBecomeNumberWord(half), half).toBe(true);
    }
  });

  it('is true for a word a joined number grows from', () => {
    for (const half of ['zweiund', 'zweihun', 'dreißigtau', 'kétezer', 'kaksisataa']) {
      expect(mayBecomeNumberWord(half), half).toBe(true);
    }
  });

  it('is false for the start of an everyday word no number begins', () => {
    for (const half of ['libr', 'pac', 'hall', 'stays', 'ciudad', 'горо', 'городской', 'ership']) {
      expect(mayBecomeNumberWord(half), half).toBe(false);
    }
  });
});
