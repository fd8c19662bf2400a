/**
 * A rank said as a plain number after its word of rank (rank-counts.ts, round fifty): "auf Platz
 * drei" of a source's "Dritter wird …" was stopped as a count the source never gives.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const RACE =
  'Doppelsieg in Schladming: Lukas Brandstätter gewinnt vor Florian Wimmer. Dritter wird der Norweger Henrik Aasheim mit 0,61 Sekunden Rückstand. Brandstätter war nach dem ersten Durchgang noch Fünfter.';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('a rank said as a number after its word', () => {
  it('keeps the ranks the source states as ordinals', () => {
    expect(claims('Henrik Aasheim kam mit 0,61 s Rückstand auf Platz drei.', RACE, 'de')).toEqual(
      [],
    );
    expect(claims('Nach dem ersten Durchgang lag Brandstätter auf Rang fünf.', RACE, 'de')).toEqual(
      [],
    );
  });

  it('stops a rank the source does not state', () => {
    expect(claims('Henrik Aasheim kam mit 0,61 s Rückstand auf Platz vier.', RACE, 'de')).toEqual([
      'figure:vier',
    ]);
  });

  it('reads no rank into a count away from a word of rank', () => {
    expect(claims('Henrik Aasheim fuhr drei Sekunden schneller.', RACE, 'de')).toEqual([
      'figure:drei Sekunden',
    ]);
  });
});
