/** A gap named (gap-nouns.ts): the difference of two of the source's figures, kept where exact. */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { namesGap } from './gap-nouns.ts';

const claims = (text: string, line: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

/** Each source, a faithful gap and its invented twin (the gap changed). */
const CASES: ReadonlyArray<readonly [string, string, string, string]> = [
  [
    'en',
    'Bus routes carried 742,500 of those trips and light rail the other 440,500.',
    'The gap between bus and light rail was 302,000 trips.',
    'The gap between bus and light rail was 320,000 trips.',
  ],
  [
    'en',
    'Bus routes carried 742,500 of those trips and light rail the other 440,500.',
    'Buses and light rail differ by 302,000 weekday trips.',
    'Buses and light rail differ by 312,000 weekday trips.',
  ],
  [
    'fr',
    'Le loyer moyen atteint 24,70 € le m² dans la capitale, contre 17,30 € en petite couronne.',
    'Un écart de 7,40 € le m² sépare la capitale de la petite couronne.',
    'Un écart de 4,70 € le m² sépare la capitale de la petite couronne.',
  ],
  [
    'fr',
    'Le loyer moyen atteint 24,70 € le m² dans la capitale, contre 17,30 € en petite couronne.',
    'La différence de loyer atteint 7,40 € le m².',
    'La différence de loyer atteint 7,70 € le m².',
  ],
  [
    'es',
    'El litro de gasolina cuesta 1,62 € en Madrid y 1,48 € en Andorra.',
    'La diferencia entre Madrid y Andorra es de 0,14 € por litro.',
    'La diferencia entre Madrid y Andorra es de 0,41 € por litro.',
  ],
  [
    'de',
    'Ein Liter Benzin kostet in München 1,89 Euro, in Salzburg 1,61 Euro.',
    'Der Unterschied zwischen München und Salzburg beträgt 28 Cent.',
    'Der Unterschied zwischen München und Salzburg beträgt 38 Cent.',
  ],
  [
    'hi',
    'दिल्ली में औसत किराया ₹32,000 और लखनऊ में ₹14,500 है।',
    'दिल्ली और लखनऊ के किराए में ₹17,500 का अंतर है।',
    'दिल्ली और लखनऊ के किराए में ₹15,700 का अंतर है।',
  ],
];

describe('namesGap', () => {
  it('reads a gap’s word in each language, spaced or not', () => {
    expect(namesGap('Un écart de 7,40 €', ['fr'])).toBe(true);
    expect(namesGap('The gap was 302,000 trips', [])).toBe(true);
    expect(namesGap('北京与成都房租相差3900元', ['zh'])).toBe(true);
    expect(namesGap('Le loyer atteint 7,40 €', ['fr'])).toBe(false);
    // A language not asked for is not read: "fark" is no English word.
    expect(namesGap('Fark 11.300 TL', [])).toBe(false);
  });

  it('keeps a gap the source’s two figures make, and stops one they do not', () => {
    for (const [lang, text, kept, changed] of CASES) {
      expect(claims(text, kept, lang), kept).toEqual([]);
      expect(claims(text, changed, lang), changed).not.toEqual([]);
    }
  });

  it('keeps no end of the two in the gap’s place without a gap’s word', () => {
    const text = CASES[3]?.[1] ?? '';
    expect(claims(text, 'Le loyer parisien atteint 7,40 € le m².', 'fr')).toEqual(['7,40 €']);
  });
});
