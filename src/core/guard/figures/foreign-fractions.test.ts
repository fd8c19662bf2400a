/**
 * A share written as a fraction in words in another language than English (foreign-fractions.ts):
 * an invented "un quart" of a source's 100 of 300 passed, the faithful "三分之一" of it was stopped.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { foreignFractions, isFractionWord } from './foreign-fractions.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

/** [source, faithful line, the line with another fraction, language]. */
const PARTS: ReadonlyArray<readonly [string, string, string, string]> = [
  [
    'Sur les 300 salariés, 100 travaillent désormais à distance.',
    'Un tiers des salariés travaille désormais à distance.',
    'Un quart des salariés travaille désormais à distance.',
    'fr',
  ],
  [
    'Von den 400 Wohnungen sind 100 bereits vermietet.',
    'Ein Viertel der 400 Wohnungen ist bereits vermietet.',
    'Ein Drittel der 400 Wohnungen ist bereits vermietet.',
    'de',
  ],
  [
    'Van de 80 leerlingen haalden er 20 een voldoende.',
    'Een kwart van de 80 leerlingen haalde een voldoende.',
    'Een derde van de 80 leerlingen haalde een voldoende.',
    'nl',
  ],
  [
    'Из 600 участников 200 приехали из других городов.',
    'Треть из 600 участников приехала из других городов.',
    'Четверть из 600 участников приехала из других городов.',
    'ru',
  ],
  [
    'Dari 300 peserta, 100 orang berasal dari luar kota.',
    'Sepertiga peserta berasal dari luar kota.',
    'Seperempat peserta berasal dari luar kota.',
    'id',
  ],
  [
    "300 katılımcının 100'ü şehir dışından geldi.",
    'Katılımcıların üçte biri şehir dışından geldi.',
    'Katılımcıların dörtte biri şehir dışından geldi.',
    'tr',
  ],
  [
    '在300名员工中，有100人选择远程办公。',
    '三分之一的员工选择远程办公。',
    '四分之一的员工选择远程办公。',
    'zh',
  ],
  [
    '400명의 응답자 중 100명이 찬성했다.',
    '응답자의 4분의 1이 찬성했다.',
    '응답자의 3분의 1이 찬성했다.',
    'ko',
  ],
  [
    'Trong 300 học sinh, 100 em đạt điểm giỏi.',
    'Một phần ba trong 300 học sinh đạt điểm giỏi.',
    'Một phần tư trong 300 học sinh đạt điểm giỏi.',
    'vi',
  ],
];

describe('foreignFractions: a fraction in words where it says only a share', () => {
  it('reads each language’s fractions with their shares', () => {
    const shares = (text: string) => foreignFractions(text).map(({ text, share }) => [text, share]);
    expect(shares('Un quart des salariés')).toEqual([['Un quart', 25]]);
    expect(shares('Dwie trzecie mieszkań')).toEqual([['Dwie trzecie', 200 / 3]]);
    expect(shares('社員の3分の1が')).toEqual([['3分の1', 100 / 3]]);
    expect(shares('Katılımcıların dörtte biri')).toEqual([['dörtte biri', 25]]);
  });

  it('reads no quarter of an hour, rank, district or quarter-final', () => {
    for (const text of [
      "Le match commence dans un quart d'heure.",
      'Il Napoli è arrivato al quarto posto.',
      'Het is de derde keer dit jaar.',
      'في ربع النهائي',
      'в первой четверти матча',
    ]) {
      expect(foreignFractions(text)).toEqual([]);
    }
  });

  it('takes a fraction alone at a line’s start for no name', () => {
    expect(isFractionWord('Треть')).toBe(true);
    expect(isFractionWord('Třetina')).toBe(true);
    expect(isFractionWord('Tallinn')).toBe(false);
  });
});

describe('a fraction in words is checked against the parts and shares of its source', () => {
  it.each(PARTS)('keeps the right share and stops another (%s)', (text, faithful, other, lang) => {
    expect(stopped(faithful, text, lang)).toEqual([]);
    expect(stopped(other, text, lang)).not.toEqual([]);
  });

  it('holds a source’s percentage, on the side of a bound before the fraction', () => {
    const vacina = 'Até agora, 412 mil pessoas foram vacinadas, 38% do público prioritário.';
    expect(stopped('Mais de um terço do público prioritário já se vacinou.', vacina, 'pt')).toEqual(
      [],
    );
    expect(
      stopped('Menos de um terço do público prioritário já se vacinou.', vacina, 'pt'),
    ).toEqual(['um terço']);
  });

  it('holds the source’s own fraction in words, "daarvan" after it', () => {
    const plan = 'Rotterdam bouwt 18.000 woningen. Een derde daarvan wordt sociale huur.';
    expect(stopped('Een derde van de woningen wordt sociale huur.', plan, 'nl')).toEqual([]);
    expect(stopped('Een kwart van de woningen wordt sociale huur.', plan, 'nl')).toEqual([
      'Een kwart',
    ]);
  });

  it('holds a share the source writes as "one in three"', () => {
    const lille = "Un élève sur trois a réussi l'examen à Lille.";
    expect(stopped("Un tiers des élèves a réussi l'examen à Lille.", lille, 'fr')).toEqual([]);
    expect(stopped("Un quart des élèves a réussi l'examen à Lille.", lille, 'fr')).toEqual([
      'Un quart',
    ]);
  });

  it('stops every fraction of a share the source holds nowhere', () => {
    const source = 'De los 200 puestos, 50 quedan vacantes en la planta de Vigo.';
    const fractions = ['Un tercio', 'Dos tercios', 'Tres cuartas partes', 'Una quinta parte'];
    fc.assert(
      fc.property(fc.constantFrom(...fractions), (fraction) => {
        const line = `${fraction} de los puestos sigue vacante en Vigo.`;
        expect(stopped(line, source, 'es')).not.toEqual([]);
      }),
    );
    expect(stopped('Una cuarta parte de los puestos sigue vacante en Vigo.', source, 'es')).toEqual(
      [],
    );
  });
});
