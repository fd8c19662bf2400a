import { describe, expect, it } from 'vitest';
import { addAgeDecades } from './age-decades.ts';

const keysOf = (text: string) => {
  const keys = new Set<string>();
  addAgeDecades(text, keys);
  return [...keys];
};

describe('addAgeDecades', () => {
  it('reads both ends of a Japanese or Korean range of a life decade as decades', () => {
    expect(keysOf('20〜30代の女性に人気')).toEqual(['dec20', 'dec30']);
    expect(keysOf('30대 직장인')).toEqual(['dec30']);
  });

  it('reads no decade from a count that is no ten or a text with no decade mark', () => {
    expect(keysOf('35代')).toEqual([]);
    expect(keysOf('in their 30s')).toEqual([]);
  });
});
