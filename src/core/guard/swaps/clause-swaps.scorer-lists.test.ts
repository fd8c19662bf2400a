/**
 * A scorer list's bracketed count (clause-swaps.ts): "Tries to Max Jorgensen (2)", "Goles: Pérez
 * (2)" give the name its count of what the list heads, in the name's clause; a line that tells the
 * name's count with another value's verb is kept, the count given to another name still stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string, lang?: string) =>
  unsupportedClaims(line, claimSource({ text, ...(lang && { lang }) }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const RUGBY =
  'The Waratahs beat the Brumbies 31-24. Tries to Max Jorgensen (2), Jake Gordon and Langi Gleeson. The Brumbies scored three tries through Corey Toole, Rob Valetini and Tom Wright but missed two conversions.';
const FUTBOL =
  'El Betis gana 3-1 al Celta. Goles: Pérez (2) y García. El Celta marcó tres goles en la segunda parte y falló dos ocasiones claras.';

describe('clauseSwaps: a scorer list’s bracketed count', () => {
  it('keeps the name’s count told with the verb of another value’s clause', () => {
    expect(figures('Max Jorgensen scored two tries.', RUGBY)).toEqual([]);
    expect(figures('Pérez marcó dos goles.', FUTBOL, 'es')).toEqual([]);
  });

  it('still stops the count given to another name of the list', () => {
    expect(figures('Jake Gordon scored two tries.', RUGBY)).toEqual(['two']);
    expect(figures('García marcó dos goles.', FUTBOL, 'es')).toEqual(['dos']);
  });
});
