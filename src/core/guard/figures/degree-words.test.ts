/**
 * A temperature's degrees written without their scale (degree-words.ts; round forty-five).
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { addDegreeWords } from './degree-words.ts';

const figures = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const HEAT =
  'Se esperan temperaturas máximas de 40 a 45 grados, y en Hermosillo podrían superar los 47.';

describe('addDegreeWords', () => {
  it('reads a range and a lone figure before a word of degree, in either scale', () => {
    const keys = new Set<string>();
    addDegreeWords('máximas de 40 a 45 grados; 30 Grad am Rhein', keys);
    expect(keys).toContain('r:u:celsius:40-45');
    expect(keys).toContain('u:fahrenheit:45');
    expect(keys).toContain('u:celsius:30');
  });

  it('reads nothing where the scale is named after the word, or no degree is written', () => {
    const keys = new Set<string>();
    addDegreeWords('40 a 45 grados Celsius; 5 a 7 días hábiles', keys);
    expect([...keys]).toEqual([]);
  });

  it('keeps "entre 40 y 45 °C" of "de 40 a 45 grados", and stops another range', () => {
    expect(figures('Se prevén máximas de entre 40 y 45 °C.', HEAT, 'es')).toEqual([]);
    expect(figures('Se prevén máximas de 40 a 45 °C.', HEAT, 'es')).toEqual([]);
    expect(figures('Se prevén máximas de entre 40 y 48 °C.', HEAT, 'es')).toEqual(['40 y 48 °C']);
    expect(figures('Se prevén máximas de entre 40 y 45 km.', HEAT, 'es')).toEqual(['40 y 45 km']);
  });
});
