import { describe, expect, it } from 'vitest';
import { DECISION_KEY, decisionKey } from './decision-words.ts';

describe('decisionKey', () => {
  it('gives one key to the English verbs of a decision', () => {
    for (const word of ['agreed', 'settled', 'decided', 'opted', 'chose']) {
      expect(decisionKey(word, ['en'])).toBe(DECISION_KEY);
    }
  });

  it('gives none to other words, or outside English', () => {
    expect(decisionKey('proposed', ['en'])).toBeUndefined();
    expect(decisionKey('agreed', ['de'])).toBeUndefined();
  });
});
