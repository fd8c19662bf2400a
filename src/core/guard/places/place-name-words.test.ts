/** isPlaceNameWord (place-name-words.ts): the words of countries' and capitals' English names. */
import { describe, expect, it } from 'vitest';
import { isPlaceNameWord } from './place-name-words.ts';

describe('isPlaceNameWord', () => {
  it("holds every word of a country's or a capital's name, and no other word", () => {
    expect(isPlaceNameWord('kong')).toBe(true);
    expect(isPlaceNameWord('taipei')).toBe(true);
    expect(isPlaceNameWord('brazil')).toBe(true);
    expect(isPlaceNameWord('tuesday')).toBe(false);
    expect(isPlaceNameWord('sato')).toBe(false);
  });
});
