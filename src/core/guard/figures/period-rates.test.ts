import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang = 'en') =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('a rate told per another period', () => {
  it('holds a monthly price as its yearly sum, and stops another sum', () => {
    const text = 'The price is $20 a month.';
    expect(claims('It costs $240 a year.', text)).toEqual([]);
    expect(claims('It costs $200 a year.', text)).toEqual(['figure:$200']);
    // A month is 365/12 days: $20 a month is $4.60 a week, not $5.
    expect(claims('It costs $4.60 a week.', text)).toEqual([]);
    expect(claims('It costs $5 a week.', text)).toEqual(['figure:$5']);
  });

  it('holds a weekly amount per year and per day', () => {
    const text = 'Volunteers give 14 hours a week.';
    expect(claims('Volunteers give 2 hours a day.', text)).toEqual([]);
    expect(claims('Volunteers give 3 hours a day.', text)).toEqual(['figure:3 hours']);
  });

  it('holds "12 times a year" of "each month", and stops 10', () => {
    const text = 'The meeting is on the first Monday of each month.';
    expect(claims('The meeting happens 12 times a year.', text)).toEqual([]);
    expect(claims('The meeting happens 10 times a year.', text)).toEqual(['figure:10']);
  });

  it('converts no rate the source gives per the line’s period itself', () => {
    const text = 'Pro is $6 a month or $48 a year.';
    expect(claims('Pro is $4 a month.', text)).toEqual(['figure:$4']);
    expect(claims('Pro is $72 a year.', 'Pro is $6 a month.')).toEqual([]);
  });

  it('holds no rate of another currency nor a figure with no period', () => {
    const text = 'The price is $20 a month.';
    expect(claims('It costs €240 a year.', text)).toEqual(['figure:€240']);
    expect(claims('It costs $240.', text)).toEqual(['figure:$240']);
  });

  it('reads the periods CLDR writes in German and Spanish', () => {
    expect(
      claims('Das Abo kostet 240 Euro im Jahr.', 'Das Abo kostet 20 Euro im Monat.', 'de'),
    ).toEqual([]);
    expect(
      claims('Das Abo kostet 200 Euro im Jahr.', 'Das Abo kostet 20 Euro im Monat.', 'de'),
    ).toEqual(['figure:200 Euro']);
    expect(
      claims('La cuota es de 120 euros al año.', 'La cuota es de 10 euros al mes.', 'es'),
    ).toEqual([]);
  });
});
