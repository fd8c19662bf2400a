import { describe, expect, it } from 'vitest';
import { saysInOtherWords } from './negation-phrase-patterns.ts';

describe('English negations in other words', () => {
  it('sees a refusal, a failure, "unable to", "no longer", a stop, "no trace of", a vote against', () => {
    for (const text of [
      'The council refused to approve the plan.',
      'The company failed to release its phone.',
      'Rescuers were unable to reach the village.',
      'The shop no longer sells tickets.',
      'The plant stopped making cars.',
      'Inspectors found no trace of the strain.',
      'The board voted 5-2 against closing the pool.',
    ]) {
      expect(saysInOtherWords(text), text).toBe(true);
    }
  });

  it('reads a fall "to" a level and a plain statement as none', () => {
    expect(saysInOtherWords('Unemployment declined to 3.1% in May.')).toBe(false);
    expect(saysInOtherWords('Shares fell to record lows.')).toBe(false);
    expect(saysInOtherWords('The council approved the plan.')).toBe(false);
  });
});
