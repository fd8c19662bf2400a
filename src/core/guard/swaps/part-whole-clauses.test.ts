/**
 * A part and its whole in one clause (part-whole-clauses.ts, read by clause-held-figures.ts).
 * Every text here is synthetic, written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const RULING =
  "The judge rejected the argument about access, noting that the company's own records showed only two missed appointments out of nine.";

describe("partOwnWords: a whole counts its part's noun", () => {
  it('keeps the whole told with the noun and the verb of the clause', () => {
    expect(
      stopped("The company's records showed nine appointments, two of them missed.", RULING),
    ).toEqual([]);
  });

  it("still stops the whole told with the part's own word, and the two traded", () => {
    expect(
      stopped("The company's records showed nine missed appointments out of two.", RULING),
    ).toEqual(['two', 'nine']);
  });
});
