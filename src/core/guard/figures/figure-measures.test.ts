/**
 * Units of measure after a number (figure-measures.ts), round fifteen: a Finnish "30 metriin
 * sekunnissa" told as "30 kilometriin tunnissa" was kept, the declined unit words read as none;
 * and a Thai "12 ก.ค." (12 July) was read as 12 grams ("ก.").
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { measureAfter } from './figure-measures.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('measureAfter', () => {
  it('reads a unit word with a case’s ending where the language declines its units', () => {
    expect(measureAfter(' metriin sekunnissa', ['fi'])?.unit).toBe('meter');
    expect(measureAfter(' kilometriin tunnissa', ['fi'])?.unit).toBe('kilometer');
    // English writes no such ending: "30 metresque" is no unit.
    expect(measureAfter(' metresque', ['en'])).toBeUndefined();
  });

  it('reads no gram in the first letters of a dotted abbreviation', () => {
    expect(measureAfter(' ก.ค. เวลา', ['th'])).toBeUndefined();
    expect(measureAfter(' ก. ต่อวัน', ['th'])?.unit).toBe('gram');
  });
});

describe('unsupportedClaims: a declined unit changed', () => {
  const storm = 'Tuuli voi puuskissa nousta 30 metriin sekunnissa, ja lunta voi sataa 25 senttiä.';

  it('stops kilometres for the source’s metres and keeps the source’s unit', () => {
    expect(claims('Tuuli voi puuskissa nousta 30 kilometriin tunnissa.', storm, 'fi')).toEqual([
      'figure:30 kilometriin',
    ]);
    expect(claims('Puuskat voivat nousta 30 metriin sekunnissa.', storm, 'fi')).toEqual([]);
    expect(claims('Puuskat voivat olla 30 m/s.', storm, 'fi')).toEqual([]);
  });
});
