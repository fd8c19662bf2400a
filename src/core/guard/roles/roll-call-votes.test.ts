import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';
import { rollCall, rollCallVotes } from './roll-call-votes.ts';

const MINUTES = {
  text: 'Trustee Kowalski said the increase was too steep. Trustee Lopez moved to adopt Option B; seconded by Trustee Tate. Roll call: Becker yes, Lopez yes, Kowalski no, Whitfield yes, Tate yes, Grant yes. Motion carried 5-1. Trustee Becker moved to adjourn; seconded by Whitfield.',
};

describe('rollCallVotes', () => {
  it('stops a member told to vote against where the roll call has them for', () => {
    expect(
      rollCallVotes(
        'Trustees voted 5-1 for the increase, with Trustee Whitfield opposed.',
        MINUTES,
      ),
    ).toEqual(['Whitfield']);
    expect(
      rollCallVotes('Trustees voted 5-1 for the increase, with Trustee Kowalski opposed.', MINUTES),
    ).toEqual([]);
  });

  it('reads for and against both ways, as a summary words them', () => {
    expect(rollCallVotes('Kowalski voted in favour.', MINUTES)).toEqual(['Kowalski']);
    expect(rollCallVotes('Kowalski dissented.', MINUTES)).toEqual([]);
    expect(rollCallVotes('Lopez and Tate voted yes; Becker voted no.', MINUTES)).toEqual([
      'Becker',
    ]);
  });

  it('reads German, Spanish and French roll calls and lines', () => {
    const german = { text: 'Abstimmung: Meier ja, Schulz nein, Wagner ja.' };
    expect(rollCallVotes('Nur Wagner stimmte dagegen.', german)).toEqual(['Wagner']);
    expect(rollCallVotes('Nur Schulz stimmte dagegen.', german)).toEqual([]);
    const spanish = { text: 'Votación: García sí, Pérez no, Ruiz sí.' };
    expect(rollCallVotes('Ruiz votó en contra.', spanish)).toEqual(['Ruiz']);
    const french = { text: 'Vote : Martin oui, Bernard non.' };
    expect(rollCallVotes('Bernard a voté pour.', french)).toEqual(['Bernard']);
  });

  it('holds no vote where the document lists none, or a name it does not poll', () => {
    expect(rollCall('Kowalski said no to the plan, and the motion carried.').size).toBe(0);
    expect(rollCallVotes('Hendricks opposed the increase.', MINUTES)).toEqual([]);
    expect(rollCallVotes('Whitfield opposed.', { text: 'The motion carried 5-1.' })).toEqual([]);
  });

  it('stops the line in the guard as a name, in Normal lines only', () => {
    const source = claimSource({ text: MINUTES.text });
    const line = 'The motion carried 5-1, with Trustee Whitfield opposed.';
    expect(unsupportedClaims(line, source, 'normal')).toEqual([
      { kind: 'name', text: 'Whitfield' },
    ]);
    expect(unsupportedClaims(line, source, 'troll')).toEqual([]);
  });
});
