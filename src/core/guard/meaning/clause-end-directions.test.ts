import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { clauseEndDirections } from './clause-end-directions.ts';

const turned = (text: string, line: string) =>
  clauseEndDirections(line, claimSource({ text, lang: 'en' }));

const MARKETS =
  'The Federal Reserve held rates steady on Wednesday. Stocks rose, with the S&P 500 up 0.8% at the close.';

describe('a direction word that ends its clause, said the other way', () => {
  it.each([
    [MARKETS, 'Stocks fell, with the S&P 500 down 0.8% at the close.', 'stocks fell'],
    [MARKETS, 'After the decision, US stocks dropped.', 'stocks dropped'],
    [
      'Ticket sales grew, the organisers said, and 40,000 fans came.',
      'Ticket sales shrank, organisers said.',
      'sales shrank',
    ],
  ])('stops "%s" → "%s"', (text, line, words) => {
    expect(turned(text, line)).toEqual([words]);
    expect(unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal')).toContainEqual({
      kind: 'negation',
      text: words,
    });
  });

  it.each([
    [MARKETS, 'Stocks rose, and the S&P 500 closed 0.8% higher.'],
    [MARKETS, 'Stocks climbed.'],
    [MARKETS, 'Shares fell.'],
    [MARKETS, 'Stocks did not fall.'],
    ['Prices rose in March, then fell, the agency said.', 'Prices fell, the agency said.'],
  ])('keeps "%s" → "%s"', (text, line) => {
    expect(turned(text, line)).toEqual([]);
  });

  it('reads English only', () => {
    expect(turned('Les actions ont monté, dit-il.', 'Stocks fell.')).toEqual([]);
  });
});
