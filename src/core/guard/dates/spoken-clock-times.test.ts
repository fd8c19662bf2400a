/**
 * A time of day said in words (spoken-clock-times.ts, issue 44 item 4): "half past seven" of a
 * post's "19:30" was stopped as a "seven" the post lacks.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const DOORS = 'Doors open at 19:30 on Friday.';

describe('a time said in words', () => {
  it('keeps "half past seven", "seven thirty" of 19:30, with the evening it names', () => {
    expect(figures('Doors open at half past seven.', DOORS, 'en')).toEqual([]);
    expect(figures('Doors open at seven thirty.', DOORS, 'en')).toEqual([]);
    expect(figures('Doors open at half past seven in the evening.', DOORS, 'en')).toEqual([]);
    const late = 'Doors open at 19:45 on Friday.';
    expect(figures('Doors open at a quarter to eight.', late, 'en')).toEqual([]);
  });

  it('stops another hour or minutes, and the morning of an evening time', () => {
    expect(figures('Doors open at half past eight.', DOORS, 'en')).toEqual(['half past eight']);
    expect(figures('Doors open at quarter to eight.', DOORS, 'en')).toEqual(['quarter to eight']);
    expect(figures('Doors open at seven thirty in the morning.', DOORS, 'en')).toEqual([
      'seven thirty',
    ]);
  });

  it('reads "ten to twelve people" and "three to one after two" as no time', () => {
    const text = 'Between 10 and 12 people applied.';
    expect(figures('Ten to twelve people applied.', text, 'en')).toEqual([]);
    const match = 'The team won 3-1 after 2.5 hours of play.';
    expect(figures('The team won three to one after two and a half hours.', match, 'en')).toEqual(
      [],
    );
  });

  it('reads the forms of other languages, and stops their wrong hour', () => {
    const cases: ReadonlyArray<readonly [string, string, string, string]> = [
      ['de', 'Einlass ist um 19:45 Uhr.', 'um Viertel vor acht', 'um Viertel nach acht'],
      ['nl', 'De deuren gaan open om 20.15 uur.', 'om kwart over acht', 'om kwart voor acht'],
      ['fr', 'Ouverture des portes à 19h30.', 'à sept heures et demie', 'à huit heures et demie'],
      [
        'fr',
        'Ouverture des portes à 19h45.',
        'à huit heures moins le quart',
        'à sept heures moins le quart',
      ],
      ['es', 'Las puertas abren a las 19:30.', 'a las siete y media', 'a las ocho y media'],
      ['it', 'Le porte aprono alle 21:15.', 'alle nove e un quarto', 'alle dieci e un quarto'],
      ['pt', 'O jogo começa às 16h30.', 'às quatro e meia da tarde', 'às cinco e meia da tarde'],
      ['ru', 'Двери открываются в 19:30.', 'в половине восьмого', 'в половине девятого'],
      ['pl', 'Mecz zaczyna się o 17:30.', 'o wpół do szóstej', 'o wpół do siódmej'],
      ['tr', "Maç 20.30'da başlıyor.", 'saat sekiz buçukta', 'saat dokuz buçukta'],
      [
        'sv',
        'Konserten börjar kl. 19.30 på Globen.',
        'halv åtta på kvällen',
        'halv nio på kvällen',
      ],
      ['da', 'Koncerten starter kl. 19.30 i Tivoli.', 'halv otte om aftenen', 'halv ni om aftenen'],
      ['nb', 'Konserten starter kl. 19.30.', 'halv åtte om kvelden', 'halv ni om kvelden'],
      ['sv', 'Bussen går kl. 7.15 från Centralen.', 'kvart över sju', 'kvart i sju'],
      ['hu', 'A koncert 19:30-kor kezdődik.', 'este fél nyolc órakor', 'este fél kilenc órakor'],
      [
        'id',
        'Acara dimulai pukul 18.30.',
        'pukul setengah tujuh malam',
        'pukul setengah delapan malam',
      ],
    ];
    for (const [lang, text, kept, stopped] of cases) {
      expect(figures(`${kept}.`, text, lang), kept).toEqual([]);
      expect(figures(`${stopped}.`, text, lang).length, stopped).toBe(1);
    }
  });

  it('reads French "deux heures et demie" as a span of hours too', () => {
    const trip = 'Le trajet dure 2,5 heures.';
    expect(figures('Le trajet dure deux heures et demie.', trip, 'fr')).toEqual([]);
    expect(figures('Le trajet dure trois heures et demie.', trip, 'fr')).toEqual([
      'trois heures et demie',
    ]);
  });

  it('reads Hindi\'s "साढ़े सात बजे" and Arabic\'s "السابعة والربع"', () => {
    const show = 'कार्यक्रम शाम 7:30 बजे शुरू होगा।';
    expect(figures('कार्यक्रम शाम साढ़े सात बजे शुरू होगा।', show, 'hi')).toEqual([]);
    expect(figures('कार्यक्रम शाम साढ़े आठ बजे शुरू होगा।', show, 'hi')).toEqual(['साढ़े आठ बजे']);
    const party = 'يبدأ الحفل الساعة 19:15.';
    expect(figures('يبدأ الحفل الساعة السابعة والربع مساءً.', party, 'ar')).toEqual([]);
    expect(figures('يبدأ الحفل الساعة الثامنة والربع مساءً.', party, 'ar')).toEqual([
      'الثامنة والربع',
    ]);
  });

  it('keeps the minutes past of any source time, stops any other', () => {
    const HOURS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
    const MINUTES: Readonly<Record<number, string>> = { 5: 'five', 10: 'ten', 20: 'twenty' };
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 10 }),
        fc.constantFrom(5, 10, 20),
        (hour, said, minutes) => {
          const text = `The bus leaves at ${hour}:${String(minutes).padStart(2, '0')} pm.`;
          const line = `The bus leaves at ${MINUTES[minutes]} past ${HOURS[said - 1]}.`;
          expect(figures(line, text, 'en').length === 0).toBe(hour === said);
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe('a Catalan half hour in digits (h285)', () => {
  it('keeps "a les 6 i mitja de la tarda" of 18.30 h, stops the next hour and the morning', () => {
    const meeting = 'La reunió és dijous 12 de març a les 18.30 h.';
    const line = (said: string) => `La reunió és el 12/3 a les ${said}.`;
    expect(figures(line('6 i mitja de la tarda'), meeting, 'ca')).toEqual([]);
    expect(figures(line('7 i mitja de la tarda'), meeting, 'ca')).toEqual(['les 7 i mitja']);
    expect(figures(line('6 i mitja del matí'), meeting, 'ca')).toEqual(['les 6 i mitja']);
  });
});
