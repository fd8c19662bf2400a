/**
 * A unit's long name after a number where the source writes the same unit's symbol
 * (source-unit-names.ts): "28 degrees Celsius" of "28 °C" is no name; a unit the source does not
 * write is read by the names readers as before.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string, lineLang?: string) =>
  unsupportedClaims(
    line,
    claimSource({ text, lang, ...(lineLang ? { lineLang } : {}) }),
    'normal',
  ).map((claim) => `${claim.kind}:${claim.text}`);

const HEAT = 'Heute Nachmittag werden in Köln 28 °C erwartet, der Regen misst 8 mm.';

describe('unsupportedClaims: a unit’s long name of the source’s symbol', () => {
  it('keeps the long names of the units the post writes as symbols', () => {
    expect(
      claims('In Köln werden 28 Grad Celsius erwartet, der Regen misst 8 Millimeter.', HEAT, 'de'),
    ).toEqual([]);
    expect(claims('Cologne expects 28 degrees Celsius this afternoon.', HEAT, 'de', 'en')).toEqual(
      [],
    );
  });

  it('still stops the figure beside the name when it changes', () => {
    expect(claims('In Köln werden 31 Grad Celsius erwartet.', HEAT, 'de')).toEqual([
      'figure:31 Grad Celsius',
    ]);
  });

  it('reads a unit the post does not write as before', () => {
    expect(
      claims('Cologne expects 28 degrees Fahrenheit this afternoon.', HEAT, 'de', 'en'),
    ).toContain('name:Fahrenheit');
  });

  it('keeps a digital unit’s symbol of the source’s long name, and stops another value', () => {
    const PLAN =
      'Storage doubles from 1 terabyte to 2 terabytes, and a backup dongle comes with 50 gigabytes of data.';
    expect(
      claims('Storage doubles to 2 TB, and the dongle has 50 GB of data.', PLAN, 'en'),
    ).toEqual([]);
    expect(claims('The dongle has 80 GB of data.', PLAN, 'en')).toEqual(['figure:80 GB']);
  });
});
