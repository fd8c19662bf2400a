/** A Malay preposition before a name is no role (role-function-words.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isRoleFunctionWord } from './role-function-words.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('isRoleFunctionWord', () => {
  const race =
    'Peringkat keempat dimenangi pelumba Itali, Matteo Rossi, dengan catatan 4 jam. Jersi kuning kekal milik Tom Becker dari Jerman.';

  it('keeps "Matteo Rossi dari Itali" of the source\'s "pelumba Itali, Matteo Rossi"', () => {
    expect(stopped('Matteo Rossi dari Itali memenangi peringkat keempat.', race, 'ms')).toEqual([]);
  });

  it("still stops a role given to another of the source's people", () => {
    expect(stopped('Jersi kuning kekal milik pelumba Becker.', race, 'ms')).not.toEqual([]);
  });

  it("reads Malay's function words, and leaves its content words", () => {
    expect(isRoleFunctionWord('dari', 'ms')).toBe(true);
    expect(isRoleFunctionWord('pelumba', 'ms')).toBe(false);
    expect(isRoleFunctionWord('the', 'en')).toBe(true);
  });
});
