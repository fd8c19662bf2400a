/**
 * Per mille in words after a number (per-mille-words.ts): "pour mille", "por mil", "per mille"
 * read as "‰", not as the number 1,000; a price "por mil euros" left as it is. Every text here is
 * synthetic.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { withPerMilleSigns } from './per-mille-words.ts';

const figures = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

describe('withPerMilleSigns: per mille in words as its sign', () => {
  it('writes the sign at an end, a mark or a preposition, not before a noun', () => {
    expect(withPerMilleSigns('Natalité à 17,5 pour mille.')).toBe('Natalité à 17,5 ‰.');
    expect(withPerMilleSigns('Natalidad del 8,9 por mil en 2025')).toBe(
      'Natalidad del 8,9 ‰ en 2025',
    );
    expect(withPerMilleSigns('tasso del 3 per mille')).toBe('tasso del 3 ‰');
    expect(withPerMilleSigns('vendió 5 por mil euros')).toBe('vendió 5 por mil euros');
    expect(withPerMilleSigns('Mille personnes')).toBe('Mille personnes');
  });

  it('keeps the source’s "‰" said in words, and stops another value', () => {
    const fr = 'Le taux de natalité est de 17,5 ‰ cette année.';
    expect(figures('Natalité à 17,5 pour mille.', fr, 'fr')).toEqual([]);
    expect(figures('Natalité à 19,5 pour mille.', fr, 'fr')).toEqual(['19,5']);
    const es = 'La tasa de mortalidad es del 10,1 ‰.';
    expect(figures('Mortalidad del 10,1 por mil.', es, 'es')).toEqual([]);
    expect(figures('Mortalidad del 11,1 por mil.', es, 'es')).toEqual(['11,1']);
    // The other way round: the source in words, the line with the sign.
    expect(figures('Natalité : 17,5 ‰.', 'La natalité est de 17,5 pour mille.', 'fr')).toEqual([]);
  });
});
