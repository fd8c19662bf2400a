import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { withoutNewYear } from './new-year-names.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

const CASES: ReadonlyArray<[lang: string, source: string, kept: string, other: string]> = [
  [
    'ru',
    'С 1 января в России повысят пенсии на 9,5%. Индексация коснётся неработающих пенсионеров.',
    'С Нового года пенсии вырастут на 9,5%.',
    'С 1 мая пенсии вырастут на 9,5%.',
  ],
  [
    'uk',
    'Укрзалізниця призначила 10 додаткових потягів на новорічні та різдвяні свята. Квитки вже у продажу.',
    'До Нового року — 10 додаткових потягів.',
    'Укрзалізниця додала 10 потягів до Варшави на свята.',
  ],
  [
    'pl',
    'Od 1 stycznia wzrośnie płaca minimalna do 4666 zł. Rząd przyjął rozporządzenie we wtorek.',
    'Od Nowego Roku płaca minimalna wyniesie 4666 zł.',
    'Od Wielkanocy płaca minimalna wyniesie 4666 zł.',
  ],
];

describe('withoutNewYear', () => {
  it('leaves the name where the source gives no New Year', () => {
    const line = 'С Нового года пенсии вырастут.';
    expect(withoutNewYear(line, 'С 1 мая повысят пенсии.', ['ru'])).toBe(line);
    expect(withoutNewYear(line, 'С 11 января повысят пенсии.', ['ru'])).toBe(line);
    expect(withoutNewYear(line, 'С 1 января повысят пенсии.', ['ru'])).not.toContain('Нового');
  });
});

describe('unsupportedClaims: the New Year named of its date (h293)', () => {
  it.each(CASES)('%s: keeps the holiday, stops another', (lang, source, kept, other) => {
    expect(claims(kept, source, lang)).toEqual([]);
    expect(claims(other, source, lang)).not.toEqual([]);
  });
  it('still stops the New Year where the source’s date is another', () => {
    const text = 'С 1 мая в России повысят пенсии на 9,5%.';
    expect(claims('С Нового года пенсии вырастут на 9,5%.', text, 'ru')).not.toEqual([]);
  });
});
