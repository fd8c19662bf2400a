/** A percentage a change in points starts or ends at (point-starts.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (text: string, line: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('pointStart', () => {
  it('keeps the start of a rise told by its step and its end', () => {
    const text = 'Riksbanken höjde styrräntan med 0,25 procentenheter till 4 procent.';
    expect(claims(text, 'Räntan var 3,75 procent före höjningen.', 'sv')).toEqual([]);
    expect(claims(text, 'Räntan höjdes med 0,25 procentenheter.', 'sv')).toEqual([]);
    const cut = 'The central bank cut its rate by 0.25 percentage points to 4%.';
    expect(claims(cut, 'The rate was 4.25% before the cut.', 'en')).toEqual([]);
  });

  it('stops the end plus the step of a rise, and the end less the step of a cut', () => {
    const text = 'Riksbanken höjde styrräntan med 0,25 procentenheter till 4 procent.';
    expect(claims(text, 'Räntan var 4,25 procent före höjningen.', 'sv')).toEqual(['4,25 procent']);
    expect(claims(text, 'Räntan höjdes med 0,5 procentenheter.', 'sv')).toEqual(['0,5']);
    const cut = 'The central bank cut its rate by 0.25 percentage points to 4%.';
    expect(claims(cut, 'The rate was 3.75% before the cut.', 'en')).toEqual(['3.75%']);
  });

  it('keeps a change in points across a semicolon (point-changes.ts)', () => {
    const text = "Yıllık enflasyon ekimde yüzde 61,4'e geriledi; eylülde yüzde 61,5'ti.";
    expect(claims(text, 'Enflasyon eylüle göre 0,1 puan düştü.', 'tr')).toEqual([]);
    expect(claims(text, 'Enflasyon eylüle göre 0,3 puan düştü.', 'tr')).toEqual(['0,3']);
  });
});
