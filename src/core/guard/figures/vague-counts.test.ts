/**
 * A vague count (vague-counts.ts): "Kilkanaście szkół" of "14 szkół" is kept, not a name;
 * "Kilkadziesiąt szkół" of 14 and "dozens" of four are counts the source never gave, stopped.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { vagueCountRange } from './vague-counts.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

const HEAT = 'Zamknięto 14 szkół z powodu upałów.';

describe('a vague count', () => {
  it('keeps a vague count the source’s figure lies in, as a first word too, and no name', () => {
    expect(claims('Kilkanaście szkół zamknięto z powodu upałów.', HEAT, 'pl')).toEqual([]);
    expect(claims('Zamknięto kilkanaście szkół.', HEAT, 'pl')).toEqual([]);
    expect(claims('Decenas de escuelas cerraron.', 'Se cerraron 40 escuelas.', 'es')).toEqual([]);
    expect(claims('Десятки школ закрыли.', 'Закрыли 40 школ из-за жары.', 'ru')).toEqual([]);
    expect(
      claims('Dozens of protesters gathered.', 'Dozens of protesters gathered.', 'en'),
    ).toEqual([]);
  });

  it('stops a vague count whose range holds none of the source’s counts', () => {
    expect(claims('Kilkadziesiąt szkół zamknięto z powodu upałów.', HEAT, 'pl')).toEqual([
      'Kilkadziesiąt',
    ]);
    expect(claims('Dozens of schools closed.', 'Four schools closed.', 'en')).toEqual(['Dozens']);
    expect(claims('Des dizaines d’écoles ont fermé.', '4 écoles ont fermé.', 'fr')).toEqual([
      'dizaines',
    ]);
    expect(
      claims('Tientallen scholen gingen dicht.', 'Er werden 4 scholen gesloten.', 'nl'),
    ).toEqual(['Tientallen']);
  });

  it('reads the forms the words take, and no other word', () => {
    expect(vagueCountRange('kilkunastu')).toEqual([11, 19]);
    expect(vagueCountRange('десятков')).toEqual([20, 99]);
    expect(vagueCountRange('Dutzende')).toEqual([24, 99]);
    expect(vagueCountRange('schools')).toBeUndefined();
    expect(vagueCountRange('dozen')).toBeUndefined();
  });

  it('keeps "kilkanaście" of any count from 11 to 19, and stops it of any other', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 120 }), (count) => {
        const found = claims('Zamknięto kilkanaście szkół.', `Zamknięto ${count} szkół.`, 'pl');
        expect(found).toEqual(count >= 11 && count <= 19 ? [] : ['kilkanaście']);
      }),
      { numRuns: 40 },
    );
  });
});
