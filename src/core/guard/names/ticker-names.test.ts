/**
 * A coin or a firm the post gives by its code, written out by the card (round twenty-seven): the
 * name opens on the code's letters; a name the code does not open is another coin.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { writesOutSourceCode } from './ticker-names.ts';

const POST =
  'Crypto update: SOL jumped 9% overnight to $210 while DOGE slipped 3%. Weekend volumes stay thin. #crypto';

const names = (line: string) =>
  unsupportedClaims(line, claimSource({ text: POST, lang: 'en' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('unsupportedClaims: a code written out as its name', () => {
  it('keeps "Solana" of "SOL" and "Dogecoin" of "DOGE"', () => {
    expect(names('Overnight, Solana jumped 9% to $210 while Dogecoin slipped 3%.')).toEqual([]);
  });

  it('stops a coin the post never gives', () => {
    expect(names('Overnight, Cardano jumped 9% to $210 while Dogecoin slipped 3%.')).toEqual([
      'Cardano',
    ]);
  });

  it('reads no shouted word as a code: "BITCOIN JUST BROKE" gives no "JUST"', () => {
    expect(writesOutSourceCode('Justus', { text: 'BITCOIN JUST BROKE $100K this week.' })).toBe(
      false,
    );
    expect(writesOutSourceCode('Justus', { text: 'Shares of JUST rose 4% this week.' })).toBe(true);
  });
});
