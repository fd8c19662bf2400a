/**
 * A vote's sides said in other words ("sì/no" of "favorevoli/contrari"; vote-sides.ts, read by
 * traded-entries.ts; round forty-three): kept as said, stopped when traded.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { voteSideKeys } from './vote-sides.ts';

const figures = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const COUNCIL =
  'Il Consiglio comunale di Parma ha approvato ieri con 21 voti favorevoli e 11 contrari il nuovo piano dei parcheggi.';

describe('voteSideKeys', () => {
  it('reads a side right after a number, or after a number and one word', () => {
    expect(voteSideKeys('24 sì e 13 no in Consiglio')).toEqual(['vote:for', 'vote:against']);
    expect(voteSideKeys('mit 31 Ja- gegen 12 Nein-Stimmen')).toEqual(['vote:for', 'vote:against']);
    expect(voteSideKeys('24 voti favorevoli, 3 astenuti')).toEqual(['vote:for', 'vote:abstain']);
    // "no" and "pour" elsewhere are everyday words.
    expect(voteSideKeys('no parking for 3 days')).toEqual([]);
    expect(voteSideKeys('12 millions pour les pistes')).toEqual([]);
  });

  it('keeps the votes said as yes and no, and stops them traded', () => {
    expect(
      figures(
        'Parma approva il piano dei parcheggi: 21 sì e 11 no in Consiglio comunale.',
        COUNCIL,
        'it',
      ),
    ).toEqual([]);
    expect(
      figures('Il piano dei parcheggi passa con 11 voti favorevoli e 21 contrari.', COUNCIL, 'it'),
    ).not.toEqual([]);
  });
});
