import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isClippedSourceName, isLettersCountryPeople, isSourceCityPeople } from './people-words.ts';

/** The names the guard stops in a Normal card's `line` of an English post. */
const stopped = (text: string, line: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

const FINAL =
  'Coco Gauff wins the US Open! 🏆🇺🇸 She beats Aryna Sabalenka 2-6, 6-3, 6-2 to claim her first Grand Slam title at 19.';
const FED =
  'The Federal Reserve held interest rates steady on Wednesday. Chair Jerome Powell said inflation remains elevated.';
const MAYOR =
  'Zohran Mamdani has been elected mayor of New York City. Turnout was just over 2 million.';

describe('the people of a country the source writes by its letters or its flag', () => {
  it.each([
    [FINAL, 'At 19, the American took her first Grand Slam title.'],
    [FINAL, 'Gauff became the first Americans’ darling to win it at 19.'],
    [
      'The U.S. economy grew 2% last year, officials said.',
      'Officials said American growth hit 2%.',
    ],
    [
      'Petrol prices in the UK hit a record today.',
      'Petrol prices hit a record for British drivers.',
    ],
    [
      'Big win tonight 🇫🇷 for Les Bleus against Spain.',
      'A big win for the French side against Spain.',
    ],
  ])('keeps "%s" → "%s"', (text, line) => {
    expect(stopped(text, line)).toEqual([]);
  });

  it('stops another country’s people', () => {
    expect(stopped(FINAL, 'At 19, the Briton took her first Grand Slam title.')).toEqual([
      'Briton',
    ]);
    expect(stopped(FINAL, 'At 19, the Canadian took her first Grand Slam title.')).toContain(
      'Canadian',
    );
    expect(isLettersCountryPeople('British', FINAL)).toBe(false);
    // A shouted "US" is the pronoun.
    expect(isLettersCountryPeople('American', 'COME JOIN US at the park on Sunday!')).toBe(false);
    expect(isLettersCountryPeople('American', 'BREAKING: US stocks fell today.')).toBe(true);
  });
});

describe('the people of a city the source names', () => {
  it.each([
    [MAYOR, 'More than 2 million New Yorkers voted.'],
    [
      'London will get 40 new night buses from May.',
      'Night owls in the capital, Londoners get 40 new buses from May.',
    ],
    [
      'Berlin opens its new airport line on Monday.',
      'From Monday, every Berliner gets a new airport line.',
    ],
  ])('keeps "%s" → "%s"', (text, line) => {
    expect(stopped(text, line)).toEqual([]);
  });

  it('stops another city’s people, and a word that only ends like them', () => {
    expect(stopped(MAYOR, 'More than 2 million Bostonians voted.')).toEqual(['Bostonians']);
    expect(stopped(MAYOR, 'More than 2 million Chicagoans voted.')).toEqual(['Chicagoans']);
    expect(isSourceCityPeople('Bostoners', MAYOR)).toBe(false);
    expect(isSourceCityPeople('Yorkers', MAYOR)).toBe(true);
  });
});

describe('an institution by its clipped first word', () => {
  it.each([
    [FED, 'The Fed left rates unchanged, Powell said.'],
    [FED, 'Powell said inflation is elevated as the Fed held rates.'],
    [
      'The Met Office has issued an amber warning for Thursday.',
      'An amber warning from the Met for Thursday.',
    ],
  ])('keeps "%s" → "%s"', (text, line) => {
    expect(stopped(text, line)).toEqual([]);
  });

  it('stops another institution, and the clipped word without its article', () => {
    expect(stopped(FED, 'The ECB left rates unchanged, Powell said.')).toEqual(['ECB']);
    expect(stopped(FED, 'Then Fed chair Powell spoke.')).toEqual(['Fed']);
    const line = 'Rates held, the Fed said.';
    expect(isClippedSourceName('Fed', line, line.indexOf('Fed'), FED)).toBe(true);
    expect(
      isClippedSourceName('Fed', line, line.indexOf('Fed'), 'Rates held, the bank said.'),
    ).toBe(false);
  });
});
