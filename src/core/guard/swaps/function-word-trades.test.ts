/**
 * A trade read at a function word (function-word-trades.ts): a preposition or conjunction that
 * holds one figure of a long source by chance pins no place while a figure stays beside its own.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const TEST_MATCH =
  'Set 534 to win, Australia were bowled out for 238. Bumrah finished with match figures of 8 for 72 and was named player of the match. Jaiswal made 161 in the second innings of 487 for 6 declared, after India were bowled out for 150 on the first day.';
const WASTE =
  'Packaging waste per person must fall 5% by 2030, 10% by 2035 and 15% by 2040 from 2018 levels.';

describe('keptBesideFunctionWord: a trade read at a function word', () => {
  it('keeps figures reworded around an "in" and an "and" that hold one figure each', () => {
    expect(
      stopped(
        'Bumrah took 8 for 72 in the match, while Jaiswal hit 161 and was not out.',
        TEST_MATCH,
      ),
    ).toEqual([]);
  });

  it('still stops two figures traded at a word that holds both in the source', () => {
    expect(
      stopped('Waste per person must fall 5% by 2030, 15% by 2035 and 10% by 2040.', WASTE),
    ).not.toEqual([]);
  });

  it('still stops two figures traded where neither stays beside its own words', () => {
    expect(
      stopped(
        'Bumrah took 8 wickets for 161 in the match, while Jaiswal hit 72 and was not out.',
        TEST_MATCH,
      ),
    ).not.toEqual([]);
  });
});
