/**
 * A rate told bare and the same rate with its percent (bare-rates.ts): held where the bare side
 * stands after a rate's word in its sentence, with the same value and on the same side of a
 * comparison. Every text here is synthetic, written for these tests.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang = 'en') =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

describe('bareRate: a rate told bare and with its percent', () => {
  it('keeps the percent of a rate the source writes bare, and stops another value', () => {
    const sv = 'Räntan på lånet är 9,9.';
    expect(stopped('Lånet har en ränta på 9,9 %', sv, 'sv')).toEqual([]);
    expect(stopped('Lånet har en ränta på 9,5 %', sv, 'sv')).toEqual(['9,5 %']);
    const fr = 'Le taux directeur est fixé à 3,5.';
    expect(stopped('La banque fixe son taux directeur à 3,5 %', fr, 'fr')).toEqual([]);
    const tr = "Merkez Bankası politika faizini 50'ye çıkardı.";
    expect(stopped("Merkez Bankası faizi yüzde 50'ye çıkardı", tr, 'tr')).toEqual([]);
    expect(stopped("Merkez Bankası faizi yüzde 45'e çıkardı", tr, 'tr')).toEqual(['yüzde 45']);
    expect(
      stopped('Unemployment was 4.1% in March', 'Unemployment stood at 4.1 in March.'),
    ).toEqual([]);
  });

  it('keeps a bare rate of a percent the source writes, after a rate word', () => {
    const hi = 'खुदरा महंगाई 9% रही।';
    expect(stopped('खुदरा महंगाई दर 9 रही', hi, 'hi')).toEqual([]);
    expect(stopped('खुदरा महंगाई दर 8 रही', hi, 'hi')).toEqual(['8']);
    const en = 'Unemployment is 4.1% (up from 3.9%).';
    expect(stopped('Unemployment at 4.1, up from 3.9', en)).toEqual([]);
    expect(stopped('Unemployment at 3.9, up from 4.1', en)).toEqual(['3.9', '4.1']);
  });

  it('stops a count the source tells of something else, or past another figure', () => {
    const sv = 'Riksbanken höjer räntan till 4,1. 12 banker följer.';
    expect(stopped('Räntan höjs till 12 %', sv, 'sv')).toEqual(['12 %']);
    expect(stopped('A 40% tax rate', 'The tax rate applies to 40 firms.')).toEqual(['40%']);
    expect(stopped('Tax rate of 40%', 'The tax rate is 21 and 40 firms pay it.')).toEqual(['40%']);
    expect(
      stopped('Unemployment at 200%', 'Unemployment is 4.1%, and 200 jobs were lost.'),
    ).toEqual(['200%']);
  });

  it('stops a swap of a rate and the one it is compared with', () => {
    const fr = 'Le taux de participation atteint 68 (contre 61 en 2019).';
    expect(stopped('La participation atteint 68 %, contre 61 % en 2019', fr, 'fr')).toEqual([]);
    expect(stopped('La participation atteint 61 %, contre 68 % en 2019', fr, 'fr')).toEqual([
      '61 %',
      '68 %',
    ]);
    const id = 'Tingkat pengangguran 5,3 (turun dari 5,8).';
    expect(stopped('Pengangguran 5,3 persen, turun dari 5,8 persen', id, 'id')).toEqual([]);
    expect(stopped('Pengangguran 5,8 persen, turun dari 5,3 persen', id, 'id')).toEqual([
      '5,8 persen',
      '5,3 persen',
    ]);
    const tr = 'İşsizlik oranı 9,2 (önceki ay 9,4).';
    expect(stopped('İşsizlik yüzde 9,2, önceki ay yüzde 9,4', tr, 'tr')).toEqual([]);
    expect(stopped('İşsizlik yüzde 9,4, önceki ay yüzde 9,2', tr, 'tr')).toEqual([
      'yüzde 9,4',
      'yüzde 9,2',
    ]);
  });

  it('holds a rate only at its own value (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        (whole, tenth, step) => {
          const text = `The central bank kept its interest rate at ${whole},${tenth}.`;
          expect(stopped(`Interest rate kept at ${whole},${tenth} %`, text, 'es')).toEqual([]);
          const other = `${whole + step},${tenth} %`;
          expect(stopped(`Interest rate kept at ${other}`, text, 'es')).toEqual([other]);
        },
      ),
      { numRuns: 40 },
    );
  });
});
