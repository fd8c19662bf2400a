/**
 * The words about a figure or an acronym that are no names (figure-name-words.ts): each blanked
 * where the source holds what it spells, left where it does not. Every text here is synthetic.
 */
import { describe, expect, it } from 'vitest';
import { withoutFigureNameWords } from './figure-name-words.ts';

describe('withoutFigureNameWords', () => {
  it("blanks a source acronym's spelled-out words and a compact scale", () => {
    const spelled = withoutFigureNameWords(
      'The Metropolitan Manila Development Authority closed the road.',
      'MMDA closed EDSA for the parade.',
      ['en'],
    );
    expect(spelled).not.toContain('Metropolitan');
    const scaled = withoutFigureNameWords(
      'Il fatturato sale a 4,5 Mln €.',
      'Ricavi a 4,5 milioni di euro.',
      ['en', 'it'],
    );
    expect(scaled).not.toContain('Mln');
  });

  it('leaves words the source holds nothing for', () => {
    const line = 'The Metropolitan Police closed the road.';
    expect(withoutFigureNameWords(line, 'MMDA closed EDSA for the parade.', ['en'])).toBe(line);
  });
});
