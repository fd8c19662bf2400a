/**
 * A change's clause after a comma goes on with the clause before it (elliptical-clauses.ts, read
 * by traded-entries.ts). Every text here is synthetic, written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang = 'en') =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const ADMISSIONS =
  '2. Admissions\nSandra Kim reported 58 applications for the 60 reception places in September, down from 71 last year. She said two new housing estates should bring more families.';

describe('continuesClause: a change clause is the clause before it', () => {
  it("keeps a change's old value told with the clause before's words", () => {
    expect(
      stopped('Applications for reception fell to 58 from 71, for 60 places.', ADMISSIONS),
    ).toEqual([]);
  });

  it('still stops the places traded with the old value', () => {
    expect(
      stopped('Applications for the 71 reception places fell from 60 to 58.', ADMISSIONS),
    ).toEqual(['71']);
  });

  it("still reads a list's second entry after its conjunction as its own", () => {
    const coffee =
      'Colombia exportó 12,6 millones de sacos: el 41% fue a Estados Unidos y el 21% a la Unión Europea.';
    expect(
      stopped('Exportó 12,6 millones de sacos, el 21% a EE. UU. y el 41% a la UE.', coffee, 'es')
        .length,
    ).toBeGreaterThan(0);
  });
});
