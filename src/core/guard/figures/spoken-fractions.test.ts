/**
 * A percentage a line writes as a fraction in words (spoken-fractions.ts, round forty): a
 * card's "more than three quarters" of a trial's 77% was stopped for its "three".
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const own = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

const TRIAL =
  'A new vaccine cut clinical cases by 77% in children aged 5 to 17 months, a trial in 450 children found.';
const VOTE = 'Members backed the strike by 66% on a turnout of 58%, the union said on Friday.';
const GREVE = 'Selon le rectorat, 67 % des enseignants du collège étaient en grève mardi.';

describe('unsupportedClaims: a fraction in words of a percentage', () => {
  it('keeps three quarters of 77%, two thirds of 66% and of 67 %, as a card says them', () => {
    expect(
      own('The vaccine cut cases by more than three quarters in young children.', TRIAL, 'en'),
    ).toEqual([]);
    expect(own('Two thirds of members backed the strike.', VOTE, 'en')).toEqual([]);
    expect(own('Nearly three-fifths of members voted.', VOTE, 'en')).toEqual([]);
    expect(
      own('Deux tiers des enseignants du collège étaient en grève mardi.', GREVE, 'fr'),
    ).toEqual([]);
  });

  it('stops a fraction no percentage of the source is near, or on the wrong side of its bound', () => {
    expect(own('The vaccine cut cases by two thirds in young children.', TRIAL, 'en')).toEqual([
      'two',
    ]);
    expect(own('Three quarters of members backed the strike.', VOTE, 'en')).toContain('Three');
    expect(own('More than two thirds of members backed the strike.', VOTE, 'en')).toEqual(['two']);
    expect(own('The vaccine cut cases by nearly three quarters.', TRIAL, 'en')).toEqual(['three']);
  });

  it('reads a count before another noun as a count still', () => {
    expect(own('The vaccine was tested in three countries.', TRIAL, 'en')).toEqual(['three']);
  });
});
