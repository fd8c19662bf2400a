/**
 * Opening hours on a twelve-hour clock with no "am" or "pm" (twelve-hour-ranges.ts): "Open 9 to 5"
 * of "closes at 17" kept, an afternoon hour the source lacks still stopped.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string, lang = 'en') =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const STORE = 'The store opens at 9 and closes at 17.';
const MUSEUM = 'The museum is open Tuesday to Sunday, 10 am to 6 pm.';

describe('heldTwelveHourRange: a range of hours past noon', () => {
  it('keeps the afternoon hour written as its twelve-hour number', () => {
    expect(figures('Open 9 to 5.', STORE)).toEqual([]);
    expect(figures('Open from 9-5 on weekdays.', STORE)).toEqual([]);
    expect(figures('Open 10-6 Tuesday to Sunday.', MUSEUM)).toEqual([]);
    expect(figures('Abierto de 9 a 5.', 'La tienda abre a las 9 y cierra a las 17.', 'es')).toEqual(
      [],
    );
  });

  it('still stops an hour the source does not give', () => {
    expect(figures('Open 9 to 4.', STORE)).toEqual(['9 to 4']);
    expect(figures('Open 10-7 Tuesday to Sunday.', MUSEUM)).toEqual(['10-7']);
  });

  it('keeps the source’s closing hour and stops any other, whatever the hours', () => {
    // An afternoon's hour smaller than the morning's: "7 to 6" runs past noon, "6 to 7" need not.
    const hours = fc
      .tuple(fc.integer({ min: 6, max: 11 }), fc.integer({ min: 13, max: 20 }))
      .filter(([open, close]) => close - 12 < open);
    fc.assert(
      fc.property(hours, fc.integer({ min: 1, max: 4 }), ([open, close], off) => {
        const source = `The shop opens at ${open} and closes at ${close}.`;
        expect(figures(`Open ${open} to ${close - 12}.`, source)).toEqual([]);
        const wrong = ((close - 12 + off - 1) % 12) + 1;
        if (wrong !== close - 12 && wrong < open) {
          expect(figures(`Open ${open} to ${wrong}.`, source)).toEqual([`${open} to ${wrong}`]);
        }
      }),
      { numRuns: 30 },
    );
  });
});
