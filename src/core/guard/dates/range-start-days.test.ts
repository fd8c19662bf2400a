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

  it('reads a last day the line writes as a count’s "14.7" (h303)', () => {
    const text = 'Das Festival findet vom 12. bis 14. Juli in Leipzig statt.';
    expect(stopped('Festival: 12.-14.7. in Leipzig.', text, 'de')).toEqual([]);
    expect(stopped('Festival: 11.-14.7. in Leipzig.', text, 'de')).toEqual(['11']);
    expect(stopped('Festival: 12.-15.7. in Leipzig.', text, 'de')).toEqual(['15.7']);
  });

  it('reads Arabic’s "حتى" (until) as a range’s word, as "إلى" (h303)', () => {
    const text = 'يقام المعرض من 5 إلى 20 مايو.';
    expect(stopped('المعرض من 5 حتى 20 مايو.', text, 'ar')).toEqual([]);
    expect(stopped('المعرض من 6 حتى 20 مايو.', text, 'ar')).toEqual(['6']);
  });
});
