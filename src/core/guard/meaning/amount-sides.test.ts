/**
 * The side of an amount's change a text says (amount-sides.ts), in English and the languages whose
 * direction stems the guard holds. Every text here is synthetic, written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { amountSide } from './amount-sides.ts';

describe('amountSide', () => {
  it('reads a rise, a fall, and neither', () => {
    expect(amountSide('Pass rates rose to 78% from 71%.', [])).toBe(1);
    expect(amountSide('The jobless rate edged down to 4.1%.', [])).toBe(-1);
    expect(amountSide('Labour polled 41% and the Conservatives 34%.', [])).toBe(0);
  });

  it("reads a language's stems only where it is asked", () => {
    expect(amountSide('Die Arbeitslosenquote stieg um 0,4 Prozentpunkte.', ['de'])).toBe(1);
    expect(amountSide('Le chômage recule de 0,2 point.', ['fr'])).toBe(-1);
    expect(amountSide('Le chômage recule de 0,2 point.', [])).toBe(0);
  });

  it('reads a text that says both ways as neither', () => {
    expect(amountSide('Sales rose in May and fell in June.', [])).toBe(0);
  });
});
