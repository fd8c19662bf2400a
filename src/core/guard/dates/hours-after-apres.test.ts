import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

/** What the guard stops in a Normal line of a French post. */
const stops = (text: string, line: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'fr' }), 'normal').map((claim) => claim.text);

const TERRASSES =
  "Le tribunal administratif de Lyon a annulé jeudi l'arrêté du maire de Villeurbanne interdisant les terrasses après 22 heures.";

describe("'après 22 heures' is a clock's hour, as 'à 22 heures' is (figure-clock.ts)", () => {
  it("keeps '22 h' and '22h' of 'après 22 heures', stops another hour", () => {
    expect(stops(TERRASSES, "L'arrêté interdisait les terrasses après 22 h.")).toEqual([]);
    expect(stops(TERRASSES, "L'arrêté interdisait les terrasses après 22h.")).toEqual([]);
    expect(stops(TERRASSES, "L'arrêté interdisait les terrasses après 23 h.")).not.toEqual([]);
  });

  it("keeps 'vers 19 heures' said with 'h'", () => {
    expect(stops('Le cortège partira vers 19 heures.', 'Départ du cortège vers 19h.')).toEqual([]);
    expect(stops('Le cortège partira vers 19 heures.', 'Départ du cortège vers 21h.')).not.toEqual(
      [],
    );
  });

  it("reads 'après 22 heures de négociations' as a duration, no clock's hour", () => {
    expect(
      stops(
        'Un accord a été trouvé après 22 heures de négociations.',
        'Un accord a été trouvé à 22 h.',
      ),
    ).not.toEqual([]);
  });
});
