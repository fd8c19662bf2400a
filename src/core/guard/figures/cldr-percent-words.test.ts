/**
 * The percent's words CLDR gives each language (cldr-percent-words.ts): a source's "3.2 peratus",
 * "asilimia 6" or "4 százalékkal" is the line's "3.2%", "6%" or "4%-kal"; another share still stops.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const MALAY = 'Kadar pengangguran turun kepada 3.2 peratus pada bulan Mei.';
const SWAHILI = 'Bei ya mafuta ilipanda kwa asilimia 6 mwezi Machi.';
const HUNGARIAN = 'A benzin ára 4 százalékkal, a gázolajé 9 százalékkal drágult.';
const LISTED = 'A bérletek és a jegyek ára 6, illetve 9 százalékos emelést jelent.';

describe('unsupportedClaims: a percent written in its language’s words', () => {
  it.each([
    ['Pengangguran turun kepada 3.2% pada Mei.', MALAY, 'ms'],
    ['Bei ya mafuta ilipanda 6% mwezi Machi.', SWAHILI, 'sw'],
    ['A benzin 4%-kal, a gázolaj 9%-kal drágult.', HUNGARIAN, 'hu'],
    // "6, illetve 9 százalékos": the first number shares the second's percent.
    ['A bérletek 6%-kal drágulnak.', LISTED, 'hu'],
  ])('keeps %s', (line, text, lang) => {
    expect(claims(line, text, lang)).toEqual([]);
  });

  it.each([
    ['Pengangguran turun kepada 3.5% pada Mei.', MALAY, 'ms', 'figure:3.5%'],
    ['Bei ya mafuta ilipanda 8% mwezi Machi.', SWAHILI, 'sw', 'figure:8%'],
    ['A benzin 5%-kal drágult.', HUNGARIAN, 'hu', 'figure:5%'],
    ['A bérletek 8%-kal drágulnak.', LISTED, 'hu', 'figure:8%'],
  ])('still stops another share: %s', (line, text, lang, claim) => {
    expect(claims(line, text, lang)).toEqual([claim]);
  });

  it('reads the press’s abbreviations: Polish and Czech "proc.", Danish "pct.", Norwegian "pst."', () => {
    const pl = 'W trzecim kwartale sprzedaż wzrosła o 12% do 4,2 mld zł.';
    expect(claims('Sprzedaż wzrosła o 12 proc.', pl, 'pl')).toEqual([]);
    expect(claims('Sprzedaż wzrosła o 14 proc.', pl, 'pl')).not.toEqual([]);
    const plShort = 'Sprzedaż wzrosła o 12 proc. do 4,2 mld zł.';
    expect(claims('Sprzedaż wzrosła o 12%.', plShort, 'pl')).toEqual([]);
    expect(claims('Sprzedaż wzrosła o 12 zł.', plShort, 'pl')).not.toEqual([]);
    const da = 'Priserne steg med 3 pct. i marts.';
    expect(claims('Priserne steg 3 procent i marts.', da, 'da')).toEqual([]);
    expect(claims('Priserne steg 4 pct. i marts.', da, 'da')).not.toEqual([]);
    const nb = 'Prisene steg med 4,5 prosent i mars.';
    expect(claims('Prisene steg 4,5 pst. i mars.', nb, 'nb')).toEqual([]);
  });

  it('reads the Romanian press’s "la sută" (h269)', () => {
    const ro = 'Inflația a ajuns la 9%.';
    expect(claims('Inflația a ajuns la 9 la sută.', ro, 'ro')).toEqual([]);
    expect(claims('Inflația a ajuns la 8 la sută.', ro, 'ro')).not.toEqual([]);
  });
});
