/**
 * Two of the post's names traded between the words after each (trailing-role-names.ts). Every
 * text here is synthetic.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { trailingRoleNames } from './trailing-role-names.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);
const trades = (line: string, text: string, lang: string) =>
  trailingRoleNames(line, claimSource({ text, lang }));

const CLUB = 'María García fue elegida presidenta y Juan López vicepresidente del club.';
const BOARD = 'Sarah Lee was named CEO and Tom Reed CFO.';
const RAAD = 'Jan de Vries wordt directeur, Anna Bakker wordt voorzitter.';
const DIMOS = 'Ο Γιώργος Παπαδόπουλος εξελέγη δήμαρχος και η Μαρία Νικολάου αντιδήμαρχος.';
const STYRELSE = 'Anna Berg blir VD och Erik Lund styrelseordförande.';

describe('two names whose roles after them the line trades', () => {
  it.each([
    [
      'Juan López es el nuevo presidente del club y María García su vicepresidenta.',
      CLUB,
      'es',
      'Juan López',
    ],
    ['Tom Reed is the new CEO and Sarah Lee the new CFO.', BOARD, 'en', 'Tom Reed'],
    ['Anna Bakker wordt directeur en Jan de Vries voorzitter.', RAAD, 'nl', 'Anna Bakker'],
    [
      'Η Μαρία Νικολάου είναι δήμαρχος και ο Γιώργος Παπαδόπουλος αντιδήμαρχος.',
      DIMOS,
      'el',
      'Μαρία Νικολάου',
    ],
    ['Erik Lund blir VD och Anna Berg styrelseordförande.', STYRELSE, 'sv', 'Erik Lund'],
  ])('stops it: %#', (line, text, lang, name) => {
    expect(stopped(line, text, lang)).toContain(name);
  });
});

describe('the roles kept, in another order, or one name alone', () => {
  it.each([
    ['Juan López es el nuevo vicepresidente del club y María García su presidenta.', CLUB, 'es'],
    ['Tom Reed is the new CFO and Sarah Lee the new CEO.', BOARD, 'en'],
    ['Anna Bakker wordt voorzitter en Jan de Vries directeur.', RAAD, 'nl'],
    ['Η Μαρία Νικολάου είναι αντιδήμαρχος και ο Γιώργος Παπαδόπουλος δήμαρχος.', DIMOS, 'el'],
    ['Erik Lund blir styrelseordförande och Anna Berg VD.', STYRELSE, 'sv'],
    ['Sarah Lee is the new CEO.', BOARD, 'en'],
  ])('keeps it: %#', (line, text, lang) => {
    expect(trades(line, text, lang)).toEqual([]);
  });

  it('reads no source for a line of fewer than two names', () => {
    expect(trades('The club has a new president.', CLUB, 'es')).toEqual([]);
  });
});

describe('any two names and two roles', () => {
  const names = ['Ana Ruiz', 'Tom Berg', 'Lena Vogt', 'Omar Sy', 'Ines Costa'];
  const roles = ['chair', 'treasurer', 'secretary', 'captain', 'coach'];
  it('stops the trade and keeps the pairs in either order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...names), { minLength: 2, maxLength: 2 }),
        fc.uniqueArray(fc.constantFrom(...roles), { minLength: 2, maxLength: 2 }),
        ([a, b], [x, y]) => {
          const text = `${a} becomes ${x} and ${b} ${y} of the club.`;
          expect(trades(`${b} becomes ${y} and ${a} ${x}.`, text, 'en')).toEqual([]);
          expect(trades(`${a} becomes ${x}.`, text, 'en')).toEqual([]);
          expect(trades(`${b} becomes ${x} and ${a} ${y}.`, text, 'en')).toEqual([b, a]);
        },
      ),
      { numRuns: 40 },
    );
  });
});
