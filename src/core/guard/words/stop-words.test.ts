import { describe, expect, it } from 'vitest';
import { isStopWord } from './stop-words.ts';

describe('isStopWord', () => {
  it("finds a language's function words in any case, and not its content words", () => {
    expect(isStopWord('The', 'en')).toBe(true);
    expect(isStopWord('the', 'en-GB')).toBe(true);
    expect(isStopWord('database', 'en')).toBe(false);
    expect(isStopWord('the', 'xx')).toBe(false);
  });

  it('finds a word written with a combining mark as its composed form (ASCII is looked up as is)', () => {
    // "für" and "über" typed with U+0308 after the vowel, as some keyboards and PDFs give them.
    expect(isStopWord('fu\u0308r', 'de')).toBe(true);
    expect(isStopWord('U\u0308ber', 'de')).toBe(true);
    expect(isStopWord('uber', 'de')).toBe(false);
  });
});
