import { describe, expect, it } from 'vitest';
import { segmentTokens } from './clause-words.ts';

describe('segmentTokens', () => {
  it('cuts a text at its sentences and reads "n\'t" as "not", asked once or again', () => {
    const text = "Prices didn't rise. The fix took 2 minutes, then 45";
    const words = () => segmentTokens(text).map((tokens) => tokens.map(({ word }) => word));
    const first = words();
    expect(first).toEqual([
      ['prices', 'not', 'rise'],
      ['the', 'fix', 'took', '2', 'minutes', ',', 'then', '45'],
    ]);
    expect(words()).toEqual(first);
    expect(segmentTokens(text)[0]?.[1]?.negation).toBe(true);
  });

  it('reads another text as its own, after many others were read', () => {
    for (let i = 0; i < 100; i++) segmentTokens(`line ${i} rose`);
    expect(segmentTokens('Costs fell').map((tokens) => tokens.map(({ word }) => word))).toEqual([
      ['costs', 'fell'],
    ]);
    expect(segmentTokens('line 3 rose')[0]?.map(({ word }) => word)).toEqual(['line', '3', 'rose']);
  });
});
