/** A route's ends told the other way round (route-ends.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';
import { routeEnds } from './route-ends.ts';

const stopped = (text: string, lang: string, line: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

const SWIM =
  'オープンウォーター選手の佐藤美咲が8月18日、千葉県館山市から伊豆大島までの約48キロを12時間38分で泳ぎ切った。佐藤は午前4時に館山を出発した。';
const FERRY =
  'The new ferry from Calais to Dover sails twice a day from 1 June. Tickets cost £45 each way.';
const TRAIN =
  'Ab Montag fährt der Nachtzug von Berlin nach Paris dreimal pro Woche. Tickets gibt es ab 49 Euro.';
const BUS =
  'Od poniedziałku autobusy z Krakowa do Zakopanego kursują co 30 minut. Bilet kosztuje 25 zł.';
const FLIGHT =
  'La compagnie ouvre une ligne de Lyon à Montréal en juin, avec trois vols par semaine.';
const TRAM = 'Новый поезд пойдёт из Москвы в Тверь с 1 сентября.';

describe('a route told the other way round', () => {
  it.each([
    [SWIM, 'ja', '佐藤美咲は伊豆大島から館山までの約48キロを泳ぎ切った。', '伊豆大島から館山まで'],
    [FERRY, 'en', 'The new ferry from Dover to Calais sails twice a day.', 'from Dover to Calais'],
    [TRAIN, 'de', 'Der Nachtzug fährt von Paris nach Berlin.', 'von Paris nach Berlin'],
    [BUS, 'pl', 'Autobusy z Zakopanego do Krakowa kursują co 30 minut.', 'z Zakopanego do Krakowa'],
    [FLIGHT, 'fr', 'Nouvelle ligne de Montréal à Lyon en juin.', 'de Montréal à Lyon'],
    [TRAM, 'ru', 'Поезд пойдёт из Твери в Москву с 1 сентября.', 'из Твери в Москву'],
  ])('stops it: %#', (text, lang, line, route) => {
    expect(routeEnds(line, claimSource({ text, lang }))).toEqual([route]);
    expect(stopped(text, lang, line)).toContain(route);
  });
});

describe('a route told the source’s way', () => {
  it.each([
    [SWIM, 'ja', '佐藤美咲が館山から伊豆大島まで約48kmを12時間38分で泳いだ。'],
    [FERRY, 'en', 'A new ferry from Calais to Dover sails twice a day from 1 June.'],
    [TRAIN, 'de', 'Der Nachtzug von Berlin nach Paris fährt dreimal pro Woche.'],
    [BUS, 'pl', 'Autobusy z Krakowa do Zakopanego kursują co 30 minut.'],
    [FLIGHT, 'fr', 'La compagnie relie Lyon à Montréal dès juin.'],
    [TRAM, 'ru', 'Из Москвы в Тверь пойдёт новый поезд.'],
    // A source that says the trip both ways.
    [
      'Ferries run from Calais to Dover in the morning and from Dover to Calais at night.',
      'en',
      'Ferries run from Dover to Calais at night.',
    ],
  ])('keeps it: %#', (text, lang, line) => {
    expect(stopped(text, lang, line)).toEqual([]);
  });
});
