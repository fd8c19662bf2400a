/**
 * A word a line makes of a source's name (stem-derived-names.ts), read where unsupportedClaims
 * reads a Normal line's names: "Alpine" of "the Alps" is kept; a name the
 * source lacks, or a longer word of the same start, still stops the line.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const ALPS =
  'New paper out 🧊 Across 214 glaciers in the Alps, ice volume fell 39% between 2000 and 2023. Led by Dr. Inés Moreno.';
const CRYPTO =
  'BITCOIN JUST BROKE $100K 🚀🚀 first time ever. Up 12% this week, ETH following at $3,900. My bags are finally green lol. #Bitcoin #crypto';

describe('unsupportedClaims: a word made of a source’s name', () => {
  it('keeps an adjective or a full word made of the source’s name', () => {
    expect(claims('The study of 214 Alpine glaciers was led by Dr. Inés Moreno.', ALPS)).toEqual(
      [],
    );
    expect(claims('Ice volume fell 39% across 214 Alpine glaciers.', ALPS)).toEqual([]);
  });

  it('still stops a new name, or a longer word of the same start', () => {
    expect(claims('The study of 214 glaciers was led by Dr. Inés Schmidt.', ALPS)).toEqual([
      'name:Schmidt',
    ]);
    expect(
      claims('The study of 214 glaciers in Berlin was led by Dr. Inés Moreno.', ALPS),
    ).toContain('name:Berlin');
    expect(claims('It gained 12% this week, with Solana following at $3,900.', CRYPTO)).toEqual([
      'name:Solana',
    ]);
    expect(claims('It gained 12% this week, with Ethiopia following at $3,900.', CRYPTO)).toEqual([
      'name:Ethiopia',
    ]);
  });
});
