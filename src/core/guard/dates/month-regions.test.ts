/**
 * A region's own month names read as its language's (month-regions.ts): Austrian German's
 * "Jänner" for "Januar" (issue 44, item 4), Levantine Arabic's "كانون الأول" for "ديسمبر".
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { monthRegions } from './month-regions.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('monthRegions', () => {
  const fair = 'Die Messe beginnt am 3. Januar in Graz.';

  it('keeps an Austrian "3. Jänner", "3. Jän." of "3. Januar"', () => {
    expect(stopped('Messe ab 3. Jänner in Graz.', fair, 'de')).toEqual([]);
    expect(stopped('Messe ab 3. Jän. in Graz.', fair, 'de')).toEqual([]);
  });

  it('stops another day of Jänner, and Jänner of another month', () => {
    expect(stopped('Messe ab 4. Jänner in Graz.', fair, 'de')).toEqual(['4']);
    expect(
      stopped('Messe ab 3. Jänner in Graz.', 'Die Messe beginnt am 3. März in Graz.', 'de'),
    ).not.toEqual([]);
  });

  it('reads no region for a language that has none', () => {
    expect(monthRegions('fr')).toEqual([]);
    expect(monthRegions('de')).toEqual(['AT']);
  });
});
