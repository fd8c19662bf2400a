/** A Turkish scale with its case ending joined on (turkish-scale-endings.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { turkishScaleStem } from './turkish-scale-endings.ts';

const stopped = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'tr' }), 'normal').map((claim) => claim.text);

describe('turkishScaleStem', () => {
  const census = "Türkiye'nin nüfusu 86 milyon 240 bin kişiye ulaştı.";

  it('keeps "86,24 milyona" of the source\'s "86 milyon 240 bin"', () => {
    expect(stopped("Türkiye'nin nüfusu 86,24 milyona ulaştı.", census)).toEqual([]);
  });

  it('stops another figure with the same ending', () => {
    expect(stopped("Türkiye'nin nüfusu 86,42 milyona ulaştı.", census)).toEqual(['86,42 milyona']);
    expect(stopped("Türkiye'nin nüfusu 86,24 milyara ulaştı.", census)).toEqual(['86,24 milyara']);
  });

  it('reads only the endings vowel harmony gives', () => {
    expect(turkishScaleStem('milyona')).toBe('milyon');
    expect(turkishScaleStem('milyondan')).toBe('milyon');
    expect(turkishScaleStem('bine')).toBe('bin');
    expect(turkishScaleStem("milyar'dan")).toBe('milyar');
    expect(turkishScaleStem('milyone')).toBeUndefined();
    expect(turkishScaleStem('milyonlarca')).toBeUndefined();
  });
});
