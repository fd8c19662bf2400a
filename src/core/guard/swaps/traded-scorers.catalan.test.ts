/**
 * A Catalan report's goals given to another (round forty-eight): "i" ends a clause, so a keeper's
 * saves after it are not the scorer's; and a line's clause that opens on its one name owns its one
 * figure however far after it ("… va ser el màxim golejador de la final amb 9 gols").
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const FINAL = claimSource({
  text: "El Barça ha guanyat la final de la Copa del Rei d'handbol contra el Fraikin BM Granollers per 34-29. Dika Mem va ser el màxim golejador amb 9 gols i el porter Emil Nielsen va aturar 14 llançaments.",
  lang: 'ca',
});
const claimsOf = (line: string) =>
  unsupportedClaims(line, FINAL, 'normal').map((claim) => claim.text);

describe("a Catalan scorer's goals given to another of the match's people", () => {
  it("stops the keeper given the scorer's goals, near them or opening the clause", () => {
    expect(claimsOf('Emil Nielsen va marcar 9 gols a la final.')).not.toEqual([]);
    expect(claimsOf('Emil Nielsen va ser el màxim golejador de la final amb 9 gols.')).not.toEqual(
      [],
    );
  });

  it('keeps the scorer the post names, said either way, and the keeper with his saves', () => {
    expect(claimsOf('Dika Mem va marcar 9 gols a la final.')).toEqual([]);
    expect(claimsOf('Dika Mem va ser el màxim golejador de la final amb 9 gols.')).toEqual([]);
    expect(claimsOf('Dika Mem va marcar nou gols i Emil Nielsen va fer 14 aturades.')).toEqual([]);
  });
});
