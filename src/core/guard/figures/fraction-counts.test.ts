/**
 * The count a source's fraction of a numbered whole comes to (fraction-counts.ts), read by
 * unsupportedClaims: the exact count is kept in each language; another count, an inexact one and
 * a fraction of no number stay stopped.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { addFractionCounts } from './fraction-counts.ts';

const stopped = (line: string, text: string, lang = 'en') =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

/** A reader of a whole's number: its digits as one count. */
const readDigits = (part: string) => new Set([`n${part.replace(/\D/gu, '')}`]);

describe('addFractionCounts', () => {
  it('adds the exact count of a fraction before its whole', () => {
    const keys = new Set<string>();
    addFractionCounts('A quarter of the 1,200 staff will retire.', keys, readDigits);
    expect([...keys]).toEqual(['n300']);
  });

  it('adds none of an inexact count, of a fraction far from its number, or of no number', () => {
    const keys = new Set<string>();
    addFractionCounts('A third of the 200 flats are empty.', keys, readDigits);
    addFractionCounts(
      'A third of the flats in the old town of Leeds, 300 in all.',
      keys,
      readDigits,
    );
    addFractionCounts('A third of voters are undecided.', keys, readDigits);
    expect([...keys]).toEqual([]);
  });
});

describe('a count of a fraction of the source', () => {
  it('keeps the exact count in each language', () => {
    expect(stopped('30 staff will retire.', 'A quarter of the 120 staff will retire.')).toEqual([]);
    const it_ = 'Un terzo dei 300 dipendenti lavora da casa.';
    expect(stopped('100 dipendenti lavorano da casa.', it_, 'it')).toEqual([]);
    const cs = 'Polovina z 200 zaměstnanců přijde o práci.';
    expect(stopped('O práci přijde 100 zaměstnanců.', cs, 'cs')).toEqual([]);
    const fi = 'Puolet 200 työntekijästä menettää työnsä.';
    expect(stopped('100 työntekijää menettää työnsä.', fi, 'fi')).toEqual([]);
    const de = 'Ein Viertel der 200 Mitglieder sind Kinder.';
    expect(stopped('50 Mitglieder sind Kinder.', de, 'de')).toEqual([]);
  });

  it('stops another count and an inexact one', () => {
    expect(stopped('40 staff will retire.', 'A quarter of the 120 staff will retire.')).toEqual([
      '40',
    ]);
    expect(stopped('67 flats are empty.', 'A third of the 200 flats are empty.')).toEqual(['67']);
    const it_ = 'Un terzo dei 300 dipendenti lavora da casa.';
    expect(stopped('150 dipendenti lavorano da casa.', it_, 'it')).toEqual(['150']);
  });

  it('holds a quarter of any whole of four only (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 2_000 }), (whole) => {
        const keys = new Set<string>();
        addFractionCounts(`A quarter of the ${whole} staff retire.`, keys, readDigits);
        return whole % 4 === 0 ? keys.has(`n${whole / 4}`) && keys.size === 1 : keys.size === 0;
      }),
      { numRuns: 200 },
    );
  });
});
