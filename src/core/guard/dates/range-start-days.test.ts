/** A range's first day alone before a numeric date written day first (range-start-days.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

const MESSE = 'Die Buchmesse in Leipzig läuft vom 14.–17. März, der Eintritt kostet 20 Euro.';
const FESTIVAL = 'Festival v Brně proběhne 14.–17. 3. a vstupné stojí 500 Kč.';

describe('range start days', () => {
  it('keeps a range whose first day stands alone before the last day and month', () => {
    expect(stopped('Die Buchmesse in Leipzig läuft vom 14.–17.03.', MESSE, 'de')).toEqual([]);
    // The source's first day alone is the 14th of March a line writes in full.
    expect(stopped('Festival v Brně proběhne 14. 3. – 17. 3.', FESTIVAL, 'cs')).toEqual([]);
  });

  it('stops the range with its first day changed', () => {
    expect(stopped('Die Buchmesse in Leipzig läuft vom 12.–17.03.', MESSE, 'de')).toEqual(['12']);
    expect(stopped('Festival v Brně proběhne 12. 3. – 17. 3.', FESTIVAL, 'cs')).toEqual(['12. 3.']);
  });
});
