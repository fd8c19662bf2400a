/**
 * A name past a sentence's first word made of two of the source's words is the source's (h293):
 * "Latinoamérica" of "América Latina". A name with a part the source lacks still stops.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const names = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

const DENGUE =
  'La Organización Mundial de la Salud advirtió que los casos de dengue en América Latina se triplicaron en 2024. Brasil concentra la mayoría.';

describe('unsupportedLineNames: two source words made one name (h293)', () => {
  it('keeps "Latinoamérica" of "América Latina"', () => {
    expect(
      names('Los casos de dengue en Latinoamérica se triplicaron en 2024.', DENGUE, 'es'),
    ).toEqual([]);
  });
  it('still stops a name with a part the source lacks', () => {
    expect(
      names('Los casos de dengue en Centroamérica se triplicaron en 2024.', DENGUE, 'es'),
    ).not.toEqual([]);
  });
});
