/**
 * A figure kept in its own phrase (own-phrase-trades.ts), and a figure that borrows the noun of the
 * figure before it in a parallel clause (figure-ties.ts): a summary that reorders a source's two
 * clauses is kept; the two figures traded in the source's own order are still stopped.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string, lang?: string) =>
  unsupportedClaims(line, claimSource({ text, ...(lang && { lang }) }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const GOALS = 'The team scored 3 goals in the first half and 2 in the second.';
const PT = 'O hospital atendeu 120 pacientes no sábado e 95 no domingo.';
const SALES = 'The company sold 40,000 phones in Texas and 55,000 in Ohio.';

describe('keptInOwnPhrase: the two clauses told the other way round', () => {
  it('keeps each figure with the words the source writes after it', () => {
    expect(figures('Two second-half goals followed three in the first half.', GOALS)).toEqual([]);
    expect(figures('No domingo foram 95 atendimentos, contra 120 no sábado.', PT, 'pt')).toEqual(
      [],
    );
  });

  it('keeps a figure whose noun the source lends it in a parallel clause', () => {
    expect(figures('Ohio sales reached 55,000 phones, up from 40,000 in Texas.', SALES)).toEqual(
      [],
    );
  });

  it('still stops the two figures traded in the source order', () => {
    expect(
      figures('The team scored 2 goals in the first half and 3 in the second.', GOALS),
    ).toEqual(['2', '3']);
    expect(
      figures('O hospital atendeu 95 pacientes no sábado e 120 no domingo.', PT, 'pt'),
    ).toEqual(['95', '120']);
  });

  it('keeps the reordered line and stops the traded one, whatever the two counts', () => {
    const counts = fc
      .tuple(fc.integer({ min: 2, max: 999 }), fc.integer({ min: 2, max: 999 }))
      .filter(([a, b]) => a !== b);
    fc.assert(
      fc.property(counts, ([a, b]) => {
        const source = `The team scored ${a} goals in the first half and ${b} in the second.`;
        expect(figures(`${b} second-half goals followed ${a} in the first half.`, source)).toEqual(
          [],
        );
        const traded = `The team scored ${b} goals in the first half and ${a} in the second.`;
        expect(figures(traded, source).length).toBeGreaterThan(0);
      }),
      { numRuns: 40 },
    );
  });
});
