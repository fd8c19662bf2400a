/** A change between two figures of one thing at two times (timed-ends.ts, derived-figures.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { saidChange, timedChange } from './timed-ends.ts';

const claims = (text: string, line: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

/** The two figures `a` and `b` of `text` as timedChange takes them. */
const ends = (text: string, a: string, b: string, values: [number, number]) =>
  [a, b].map((figure, index) => {
    const start = text.indexOf(figure);
    return { start, end: start + figure.length, value: values[index] as number };
  }) as [
    { start: number; end: number; value: number },
    { start: number; end: number; value: number },
  ];

describe('timedChange', () => {
  it('runs from the earlier time to the later', () => {
    const french = 'Le club comptait 120 membres en 2024 et 150 en 2025.';
    expect(timedChange(french, ...ends(french, '120', '150', [120, 150]), ['fr'])).toBe(1);
    const korean = '올해 관광객은 320만 명으로 작년 280만 명보다 늘었다.';
    expect(
      timedChange(korean, ...ends(korean, '280만', '320만', [2_800_000, 3_200_000]), ['ko']),
    ).toBe(1);
    const indonesian = 'Jumlah penumpang tahun ini 5.400 orang, tahun lalu 4.900 orang.';
    expect(
      timedChange(indonesian, ...ends(indonesian, '4.900', '5.400', [4900, 5400]), ['id']),
    ).toBe(1);
    // No time beside each: no change to read.
    const whole = 'Of the 1,200 students, 960 passed.';
    expect(timedChange(whole, ...ends(whole, '960', '1,200', [960, 1200]), [])).toBeUndefined();
  });

  it('reads a gain or a fall the direction words lack', () => {
    expect(saidChange('Le club a gagné 30 membres.')).toBe(1);
    expect(saidChange('Jumlah penumpang turun 500 orang.')).toBe(-1);
    expect(saidChange('Le club compte 30 membres.')).toBe(0);
  });

  it('keeps the change a line tells with the source’s noun, stops another or the other way', () => {
    const club = 'Le club comptait 120 membres en 2024 et 150 en 2025.';
    expect(claims(club, 'Le club a gagné 30 membres en un an.', 'fr')).toEqual([]);
    expect(claims(club, 'Le club a gagné 40 membres en un an.', 'fr')).toEqual(['40']);
    expect(claims(club, 'Le club a perdu 30 membres en un an.', 'fr')).toEqual(['30']);
    const firm = 'La empresa tenía 80 empleados en 2022 y 110 en 2025.';
    expect(claims(firm, 'La plantilla creció en 30 empleados.', 'es')).toEqual([]);
    expect(claims(firm, 'La plantilla se redujo en 30 empleados.', 'es')).toEqual(['30']);
  });
});
