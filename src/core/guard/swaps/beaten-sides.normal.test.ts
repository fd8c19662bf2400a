/**
 * A Normal card's line that gives the post's winner and beaten side each other's places (round
 * fifty: "X gewann … vor Y", "X pokonał Y" where the post has Y first), read by beaten-sides.ts in
 * every mode; a win told as a noun ("the win lifts X") and a passive ("X battuto da Y") tell no one
 * beaten or winning. Every text here is synthetic, written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const SLALOM =
  'Sieg in Adelboden: Marco Keller gewinnt vor Jonas Huber, der 0,32 Sekunden zurückliegt.';
const FINAL = 'Asseco Resovia mistrzem! W finale pokonała Projekt Warszawa 3:1 i zdobyła puchar.';
const DERBY =
  'FULL TIME: Rovers 3-0 Wanderers. The win lifts Rovers to 4th in the table on 30 points.';
const CHESS = 'Dragan Petrović batte Lorenzo Conti in 41 mosse a Torino.';

describe("a Normal line's winner and beaten side traded", () => {
  it('stops the beaten side told as the winner, German and Polish', () => {
    expect(
      claims('Jonas Huber gewann in Adelboden, 0,32 Sekunden vor Marco Keller.', SLALOM, 'de'),
    ).toContain('figure:Huber');
    expect(claims('Projekt Warszawa pokonała Asseco Resovię 3:1.', FINAL, 'pl')).toContain(
      'figure:Warszawa',
    );
  });

  it('keeps the winner told winning, in the same shape', () => {
    expect(
      claims('Marco Keller gewann in Adelboden, 0,32 Sekunden vor Jonas Huber.', SLALOM, 'de'),
    ).toEqual([]);
    expect(claims('Asseco Resovia pokonała Projekt Warszawa 3:1.', FINAL, 'pl')).toEqual([]);
  });

  it('keeps a winner the post names after the noun "win", and a passive\'s beaten side', () => {
    expect(claims('Rovers beat Wanderers 3-0 and climb to 4th.', DERBY, 'en')).toEqual([]);
    expect(claims('Lorenzo Conti battuto da Dragan Petrović a Torino.', CHESS, 'it')).toEqual([]);
  });
});
