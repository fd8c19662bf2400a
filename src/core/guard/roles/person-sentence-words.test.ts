/**
 * An action the source tells of a person in another form (round fifty-one): "Meskerem Alemu won"
 * where her sentence says "her first marathon win" is kept; where her sentence tells no win, the
 * men's winner's "won" given to her is still stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { toldOfPerson } from './person-sentence-words.ts';
import { actionStem } from './traded-actions.ts';

const names = (text: string, line: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

const MEN = "Kenyan runner Daniel Kipchirchir won the men's race in 2:11:48, ahead of the field.";

describe('unsupportedClaims: an action the source tells of the person in another form', () => {
  it('keeps "won" where her own sentence says "her first marathon win"', () => {
    const text = `${MEN} Ethiopia's Meskerem Alemu took the women's title in 2:26:05, her first marathon win in the US.`;
    expect(names(text, "Ethiopian Meskerem Alemu won the women's race in 2:26:05.")).toEqual([]);
  });

  it('still stops the winner’s "won" given to one whose sentence tells no win', () => {
    const text = `${MEN} Ethiopia's Meskerem Alemu took second place in the women's race in 2:26:05.`;
    expect(names(text, "Meskerem Alemu won the women's race.")).toEqual(['Meskerem Alemu']);
  });

  it('reads no sentence that names the one the word is bound to', () => {
    const text = 'Daniel Kipchirchir won the race ahead of Tyler Brandt.';
    expect(toldOfPerson(text, 'brandt', 'kipchirchir', 'won', actionStem)).toBe(false);
    expect(toldOfPerson('Tyler Brandt won too.', 'brandt', 'kipchirchir', 'win', actionStem)).toBe(
      true,
    );
  });
});
