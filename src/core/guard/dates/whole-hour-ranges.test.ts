/**
 * A range of two whole hours written with their minutes, of a source's range of the bare numbers
 * (whole-hour-ranges.ts; round forty-one).
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const SCHOOL =
  'W piątek zajęcia nie odbędą się. Świetlica będzie czynna od 7 do 16 dla dzieci, których rodzice nie mogą zapewnić opieki.';
const DEPOT = 'The depot will be open from 7 to 16 on Saturday for bulky waste.';

describe('heldHourRange', () => {
  it('keeps the source’s range of hours written with minutes, or on the 12-hour clock', () => {
    expect(figures('Świetlica działa od 7:00 do 16:00 dla dzieci.', SCHOOL, 'pl')).toEqual([]);
    expect(figures('The depot opens 7:00–16:00 on Saturday.', DEPOT, 'en')).toEqual([]);
    expect(figures('The depot opens from 7am to 4pm on Saturday.', DEPOT, 'en')).toEqual([]);
  });

  it('stops a range with an end the source’s lacks, and a lone end', () => {
    expect(figures('Świetlica działa od 7:00 do 17:00 dla dzieci.', SCHOOL, 'pl')).toEqual([
      '7:00',
      '17:00',
    ]);
    expect(figures('Świetlica działa od 8:00 do 16:00 dla dzieci.', SCHOOL, 'pl')).toEqual([
      '8:00',
      '16:00',
    ]);
    expect(figures('Świetlica działa od 7:00 dla dzieci.', SCHOOL, 'pl')).toEqual(['7:00']);
    // The "7:00" inside "17:00" is no end of the range.
    expect(figures('The depot opens 17:00–16:00 on Saturday.', DEPOT, 'en')).toContain('17:00');
  });
});

describe('heldHourRange, a part of the day after the first end (h285)', () => {
  it('keeps "de 9 de la mañana a 5 de la tarde" of "de 9 a 17 horas", stops another end', () => {
    const clinic = 'La clínica atiende de 9 a 17 horas.';
    const line = (end: number) => `La clínica atiende de 9 de la mañana a ${end} de la tarde.`;
    expect(figures(line(5), clinic, 'es')).toEqual([]);
    expect(figures(line(6), clinic, 'es')).toContain('6');
  });
});
