/**
 * A vote's other side told beside its part (tally-sides.ts): "rejected by 5 votes to 4" of "Of
 * the 9 board members, 5 voted against" kept, in several languages; a rest that does not make the
 * whole, or a whole the source does not mark, still stopped.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string, lang = 'en') =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const BOARD = 'Of the 9 board members, 5 voted against the plan.';

describe('heldTallySide: the part and the rest of a whole, as one tally', () => {
  it('keeps the rest told beside the part, as words or a score', () => {
    expect(figures('The plan was rejected by 5 votes to 4.', BOARD)).toEqual([]);
    expect(figures('The plan was rejected 5-4.', BOARD)).toEqual([]);
    expect(
      figures('The jury voted 10-2 to convict.', 'Of the 12 jurors, 10 voted to convict.'),
    ).toEqual([]);
    const DE = 'Von den 20 Abgeordneten stimmten 14 für den Antrag.';
    expect(figures('Der Antrag wurde mit 14 zu 6 Stimmen angenommen.', DE, 'de')).toEqual([]);
    const ES = 'De los 15 concejales, 9 votaron a favor.';
    expect(figures('La moción se aprobó por 9 votos a 6.', ES, 'es')).toEqual([]);
    const FR = 'Sur les 11 membres du jury, 7 ont voté pour.';
    expect(figures('Le jury a voté à 7 contre 4.', FR, 'fr')).toEqual([]);
  });

  it('still stops a rest that does not make the whole, and a sum the source marks as no whole', () => {
    expect(figures('The plan was rejected by 5 votes to 3.', BOARD)).toEqual(['3']);
    expect(figures('The plan was rejected 5-3.', BOARD)).toEqual(['5-3']);
    const TEAM = 'The team had 9 shots and scored 5 goals.';
    expect(figures('The team won 5-4.', TEAM)).toEqual(['5-4']);
  });

  it('keeps the right rest and stops a wrong one, whatever the counts', () => {
    const counts = fc
      .tuple(fc.integer({ min: 3, max: 60 }), fc.integer({ min: 1, max: 40 }))
      .filter(([part, rest]) => part > rest);
    fc.assert(
      fc.property(counts, ([part, rest]) => {
        const source = `Of the ${part + rest} members, ${part} voted for the motion.`;
        expect(figures(`The motion passed by ${part} votes to ${rest}.`, source)).toEqual([]);
        const wrong = rest + 1 === part ? rest + 2 : rest + 1;
        if (wrong !== part + rest) {
          expect(figures(`The motion passed by ${part} votes to ${wrong}.`, source)).toEqual([
            String(wrong),
          ]);
        }
      }),
      { numRuns: 30 },
    );
  });
});
