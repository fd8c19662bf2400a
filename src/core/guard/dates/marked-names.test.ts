/**
 * A word with a mark the month's name lacks is no month (marked-names.ts, round thirty-seven):
 * Polish "mają" (they have) was read as "maja" (of May).
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { marksAgree } from './marked-names.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const SCHOOL =
  'Zebrania z wychowawcami odbędą się we wtorek 17 września o godz. 17:30. Klasy 1–3 spotykają się w budynku przy ul. Kartuskiej, klasy 4–8 w budynku głównym.';

describe('a word marked otherwise than a calendar name', () => {
  it("keeps Polish 'mają' after a number, and with none", () => {
    expect(claims('Klasy 1–3 mają zebranie przy Kartuskiej.', SCHOOL, 'pl')).toEqual([]);
    expect(claims('Wszystkie klasy mają zebranie we wtorek 17 września.', SCHOOL, 'pl')).toEqual(
      [],
    );
  });

  it('still reads the month and weekday as written, or with their marks dropped', () => {
    expect(claims('Klasy 1–3 mają zebranie 3 maja.', SCHOOL, 'pl')).toEqual([
      'figure:3',
      'figure:maja',
    ]);
    expect(claims('Zebranie w srode 3 maja.', 'Zebranie w środę 3 maja.', 'pl')).toEqual([]);
    expect(claims('Zebranie w czwartek 3 maja.', 'Zebranie w środę 3 maja.', 'pl')).toEqual([
      'figure:czwartek',
    ]);
    expect(claims('Das Fest ist am 4. Marz.', 'Das Fest ist am 3. März.', 'de')).toEqual([
      'figure:4',
    ]);
  });

  it('compares a marked letter with the spellings', () => {
    expect(marksAgree('mają', new Set(['maja']))).toBe(false);
    expect(marksAgree('maja', new Set(['maja']))).toBe(true);
    expect(marksAgree('środę', new Set(['środ']))).toBe(true);
    expect(marksAgree('marz', new Set(['märz']))).toBe(true);
  });
});
