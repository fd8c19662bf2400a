/**
 * "May" the month is no hedge (clause-words.ts, the sixth set of documents): "the council will
 * finish work in May" of "work is expected to finish in May" is an expectation stated as settled,
 * and the month is a word the two share; the expectation kept, or a source that states it, keeps
 * the line.
 */
import { describe, expect, it } from 'vitest';
import { claimSource } from '../index.ts';
import { hedgeClaims } from './hedge-claims.ts';

const stated = (text: string, line: string) => hedgeClaims(line, claimSource({ text, lang: 'en' }));

const WORKS =
  'The pool will close from Monday. Work is expected to finish in May, although the manager said the date could slip.';

describe('a line that states what the source expects in May', () => {
  it('stops it', () => {
    expect(
      stated(WORKS, 'The pool closes on Monday, and the council will finish work in May.'),
    ).toEqual(['finish work may']);
  });

  it('keeps the expectation, and a source that states it', () => {
    expect(
      stated(WORKS, 'The council expects to finish work in May, though it could slip.'),
    ).toEqual([]);
    expect(
      stated(
        'The pool will close from Monday. Work will finish in May, the manager said.',
        'The council will finish work in May.',
      ),
    ).toEqual([]);
  });
});
