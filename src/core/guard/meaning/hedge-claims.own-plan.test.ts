/**
 * A subject's own plan told as a report tells it (h265, hedge-claims.ts ownPlan): "the council
 * expects to draw £6 million from its reserves" summarised "the council will draw on reserves" is
 * kept; an expectation of the world ("is expected to", "expects prices to") and a strong hedge
 * stay stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource } from '../index.ts';
import { hedgeClaims } from './hedge-claims.ts';

const stated = (text: string, line: string) => hedgeClaims(line, claimSource({ text, lang: 'en' }));

const BUDGET =
  'The council expects to draw £6 million from its reserves to balance the budget, leaving reserves of £31 million.';

describe('hedgeClaims: a subject’s own plan after "expects to"', () => {
  it('keeps "will" of the subject’s "expects to" and its verb', () => {
    expect(stated(BUDGET, 'The council will draw on reserves, which fall to £31 million.')).toEqual(
      [],
    );
    expect(
      stated(
        'Brightway said it expects to complete replacements within eight weeks.',
        'Brightway will complete replacements within eight weeks.',
      ),
    ).toEqual([]);
  });

  it('still stops an expectation of the world and a strong hedge stated as fact', () => {
    expect(
      stated(
        'Rents are expected to rise further next year, the report said.',
        'Rents will rise further next year.',
      ),
    ).not.toEqual([]);
    expect(
      stated(
        'The bank expects inflation to fall below 3 percent by spring.',
        'Inflation will fall below 3 percent by spring.',
      ),
    ).not.toEqual([]);
    expect(
      stated(
        'The council may expect to draw £6 million from its reserves next year.',
        'The council will draw £6 million from its reserves next year.',
      ),
    ).not.toEqual([]);
  });
});
