/**
 * A short feminine name in its cases (a-stem-cases.ts), read by unsupportedClaims in a Normal line:
 * "Jany" of a Slovak source's "Jana", "Ниной" of a Russian "Нина"; a name that shares the stem with
 * another ending ("Janky") or none ("Jan"), and another name, stay claims.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { aStemCase } from './a-stem-cases.ts';

const NEMOCNICA =
  'Riaditeľka nemocnice Jana Kováčová povedala, že prví pacienti sa presťahujú 12. januára.';
const SHKOLA = 'Директор школы Нина Соколова сказала, что ремонт закончится в августе.';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('unsupportedClaims: a short a-stem name in another case', () => {
  it('keeps the source’s name in its cases', () => {
    expect(
      claims('Podľa riaditeľky Jany Kováčovej sa pacienti presťahujú v januári.', NEMOCNICA, 'sk'),
    ).toEqual([]);
    expect(claims('Ремонт закончится в августе, по словам Нины Соколовой.', SHKOLA, 'ru')).toEqual(
      [],
    );
  });

  it('stops another name sharing the stem, and another name in its place', () => {
    expect(
      claims('Podľa riaditeľky Janky Kováčovej sa pacienti presťahujú v januári.', NEMOCNICA, 'sk'),
    ).toEqual(['name:Janky']);
    expect(
      claims('Podľa riaditeľky Evy Kováčovej sa pacienti presťahujú v januári.', NEMOCNICA, 'sk'),
    ).toEqual(['name:Evy']);
  });

  it('reads a case’s ending only, after a stem of three letters or more', () => {
    expect(['jany', 'janou', 'janě', 'jane'].every((form) => aStemCase(form, 'jana'))).toBe(true);
    expect(aStemCase('ниной', 'нина')).toBe(true);
    expect(['janko', 'janka', 'jan', 'jana'].some((form) => aStemCase(form, 'jana'))).toBe(false);
    // A stem of two letters ("Eva", "Яна") would take in other short names.
    expect(aStemCase('evy', 'eva')).toBe(false);
  });
});
