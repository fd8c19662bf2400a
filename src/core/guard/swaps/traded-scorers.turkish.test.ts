/**
 * A Turkish report's scorer traded (round forty-two): the minute after "dakika" read, and a side
 * in the genitive ("Samsunspor'un tek golünü") read as the goal's owner, not its scorer.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const MATCH = claimSource({
  text: "Trabzonspor, sahasında Samsunspor'u 3-1 yendi. Golleri 12. dakikada Edin Višća, 57. dakikada Paul Onuachu ve 81. dakikada Ozan Tufan attı; Samsunspor'un tek golü 66. dakikada Marius Mouandilmadji'den geldi.",
  lang: 'tr',
});
const claimsOf = (line: string) =>
  unsupportedClaims(line, MATCH, 'normal').map((claim) => claim.text);

describe("a Turkish scorer's minute given to another", () => {
  it("stops another scorer given the side's goal, its side named in the genitive before", () => {
    expect(claimsOf("Samsunspor'un tek golünü 66. dakikada Paul Onuachu attı.")).toContain('66');
    expect(claimsOf('Paul Onuachu 66. dakikada gol attı.')).toContain('66');
  });

  it('keeps the scorer the post names, and the side credited with its goal', () => {
    expect(claimsOf("Samsunspor'un tek golünü 66. dakikada Mouandilmadji attı.")).toEqual([]);
    expect(claimsOf("Samsunspor'un tek golü 66. dakikada geldi.")).toEqual([]);
    expect(claimsOf('57. dakikada Paul Onuachu gol attı.')).toEqual([]);
  });
});
