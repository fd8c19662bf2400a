/**
 * A compact amount's scale after its digits (compact-scale-names.ts): Italian "4,5 Mln €" and
 * Turkish "₺4,5 Mn" are the post's full sums, no names; a changed sum still stops, and so does a
 * capitalised word after a number that is no scale.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const ITALIAN = 'Il comune ha stanziato 4.500.000 € per la nuova piscina.';
const TURKISH = 'Belediye yeni havuz için ₺4.500.000 ayırdı.';

describe('unsupportedClaims: a compact scale after the digits is no name', () => {
  it('keeps the post’s sum written with CLDR’s capitalised scale', () => {
    expect(claims('Il comune ha stanziato 4,5 Mln € per la nuova piscina.', ITALIAN, 'it')).toEqual(
      [],
    );
    expect(claims('Belediye yeni havuz için ₺4,5 Mn ayırdı.', TURKISH, 'tr')).toEqual([]);
  });

  it('stops a changed sum or scale so written', () => {
    expect(
      claims('Il comune ha stanziato 6,5 Mln € per la nuova piscina.', ITALIAN, 'it'),
    ).not.toEqual([]);
    expect(
      claims('Il comune ha stanziato 4,5 Mrd € per la nuova piscina.', ITALIAN, 'it'),
    ).not.toEqual([]);
    expect(claims('Belediye yeni havuz için ₺6,5 Mn ayırdı.', TURKISH, 'tr')).not.toEqual([]);
  });

  it('reads a capitalised word after a number that is no scale as the names readers do', () => {
    expect(
      claims('Il comune ha stanziato 4.500.000 € e 2 Ferrari per la piscina.', ITALIAN, 'it'),
    ).toContain('name:Ferrari');
  });
});
