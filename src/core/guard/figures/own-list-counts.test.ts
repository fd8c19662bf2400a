import { describe, expect, it } from 'vitest';
import { claimSource } from '../claim-source.ts';
import { unsupportedClaims } from '../unsupported-claims.ts';

const QUESO = claimSource({
  text: 'La AESAN alerta de Listeria en un queso fresco de la marca Campo Real. El producto se ha distribuido en Andalucía, Extremadura y Castilla-La Mancha.',
});
const PARKS = claimSource({
  text: 'The trail links Hollow Park, Mill Park and Ridge Park, and opens on Saturday.',
});
const figures = (line: string, source = QUESO) =>
  unsupportedClaims(line, source, 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

describe('a count of the names the line lists', () => {
  it('keeps a count the line spells out item for item, in several wordings', () => {
    expect(
      figures(
        'El queso se ha vendido en tres comunidades: Andalucía, Extremadura y Castilla-La Mancha.',
      ),
    ).toEqual([]);
    expect(
      figures('Se vendió en 3 comunidades autónomas: Andalucía, Extremadura y Castilla-La Mancha.'),
    ).toEqual([]);
    expect(
      figures('The trail links three parks: Hollow Park, Mill Park and Ridge Park.', PARKS),
    ).toEqual([]);
    expect(
      figures('The trail links three parks — Hollow Park, Mill Park, and Ridge Park.', PARKS),
    ).toEqual([]);
  });

  it('still stops a count the list does not bear out, or one with no list after it', () => {
    expect(
      figures(
        'El queso se ha vendido en cuatro comunidades: Andalucía, Extremadura y Castilla-La Mancha.',
      ),
    ).toEqual(['cuatro']);
    // With no list in the line, the count is the source's list's (listed-counts.ts): three, not four.
    expect(figures('El queso se ha vendido en tres comunidades.')).toEqual([]);
    expect(figures('El queso se ha vendido en cuatro comunidades.')).toEqual(['cuatro']);
    expect(
      figures('The trail links four parks: Hollow Park, Mill Park and Ridge Park.', PARKS),
    ).toEqual(['four']);
    expect(
      figures(
        'The trail links three parks and opens on Saturday with Hollow Park, Mill Park and Ridge Park.',
        // A source that lists no parks: the line's list is not right after its count.
        claimSource({ text: 'The new trail opens on Saturday.' }),
      ),
    ).toEqual(['three']);
  });
});
