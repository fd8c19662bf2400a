import { describe, expect, it } from 'vitest';
import { claimSource } from '../claim-source.ts';
import { figuresOf } from './claim-figures.ts';
import { sourceDerivedCount } from './source-derived-counts.ts';

/** Whether the line's first figure is held as a count, rate or product worked out of `text`. */
const held = (line: string, text: string) => {
  const [figure] = figuresOf(line, ['en']);
  if (!figure) throw new Error(`no figure in ${line}`);
  return sourceDerivedCount(figure, line, claimSource({ text, lang: 'en' }));
};

describe('a count, rate or product a reader works out of the source', () => {
  it('asks each reader', () => {
    expect(
      held('Four headliners are booked.', 'Acts: Arctic Monkeys, Dua Lipa, Stormzy and Lorde.'),
    ).toBe(true);
    expect(held('It costs $240 a year.', 'The price is $20 a month.')).toBe(true);
    expect(held('60 books will be handed out.', 'Each of the 30 pupils gets two books.')).toBe(
      true,
    );
  });

  it('holds none of another value', () => {
    expect(
      held('Five headliners are booked.', 'Acts: Arctic Monkeys, Dua Lipa, Stormzy and Lorde.'),
    ).toBe(false);
    expect(held('It costs $250 a year.', 'The price is $20 a month.')).toBe(false);
    expect(held('61 books will be handed out.', 'Each of the 30 pupils gets two books.')).toBe(
      false,
    );
  });
});
