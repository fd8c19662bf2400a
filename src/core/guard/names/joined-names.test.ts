/**
 * A person made of two of the source's people (joined-names.ts): "Luis Becker" of "Tom Becker" and
 * "Luis Ferreira" is stopped; the source's own names, a title before a surname ("Trustee
 * Whitfield", "Mayor Smith") and two words the source writes together are kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const MEETING =
  'Attendees: Priya Raman (product lead), Tom Becker (engineering manager), Luis Ferreira (QA).\nTom: If Luis can start testing on Monday, we make June 28.';
const BOARD =
  'Present: Trustees Alan Becker, Dana Whitfield and Jerome Tate. Trustee Kowalski said the increase was too steep. Trustee Lopez moved to approve it. Mayor Jane Smith signed it.';

const names = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('unsupportedClaims: two of the source’s names joined into a new person', () => {
  it('stops a first name of one person with the surname of another', () => {
    expect(
      names('Engineering manager Luis Becker said June 28 is still possible.', MEETING),
    ).toEqual(['Luis Becker']);
    expect(names('Priya Ferreira leads the product.', MEETING)).toEqual(['Priya Ferreira']);
  });

  it('keeps the source’s names, alone or whole', () => {
    expect(
      names('Engineering manager Tom Becker said June 28 is still possible.', MEETING),
    ).toEqual([]);
    expect(names('Testing starts Monday if Luis can, Becker said.', MEETING)).toEqual([]);
  });

  it('keeps a title before a surname', () => {
    expect(names('The increase passed, with Trustee Whitfield in favour.', BOARD)).toEqual([]);
    expect(names('The plan was signed by Mayor Smith.', BOARD)).toEqual([]);
  });
});
