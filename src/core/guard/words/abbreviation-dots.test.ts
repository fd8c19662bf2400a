/**
 * An abbreviation's dot (abbreviation-dots.ts) ends no sentence: "St. Pauli", "Dr. Anna Weber",
 * "J. K. Rowling" are one name each; a sentence's last word before its full stop is not taken for
 * an abbreviation.
 */
import { describe, expect, it } from 'vitest';
import { isAbbreviationDot } from './abbreviation-dots.ts';

const dots = (text: string) =>
  [...text].flatMap((char, at) => (char === '.' ? [isAbbreviationDot(text, at)] : []));

describe('isAbbreviationDot', () => {
  it('reads a title’s, a saint’s and an initial’s dot before a capital as inside a name', () => {
    expect(dots('Der FC St. Pauli gewinnt.')).toEqual([true, false]);
    expect(dots('Dr. Anna Weber und Mrs. Smith')).toEqual([true, true]);
    expect(dots('J. K. Rowling schreibt.')).toEqual([true, true, false]);
  });

  it('reads a sentence’s last word, a number or a dot before a small letter as a full stop', () => {
    expect(dots('Sie wohnt in Ulm. Das ist schön.')).toEqual([false, false]);
    expect(dots('Es gewinnt der HSV. Dann kommt Kiel.')).toEqual([false, false]);
    expect(dots('Es steht 2:0. Der HSV führt.')).toEqual([false, false]);
    expect(dots('Siehe Nr. 5 und St. georg')).toEqual([false, false]);
  });
});
