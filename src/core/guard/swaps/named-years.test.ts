/**
 * A year given to other names of the source (named-years.ts): "Kirklees and Wakefield in 2027"
 * where the source gives 2027 to Bradford and Calderdale. The names and the year are each the
 * source's; only who the year is written after tells the edit.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { namesBefore } from './named-years.ts';

const stopped = (line: string, text: string, lang?: string) =>
  unsupportedClaims(line, claimSource({ text, ...(lang && { lang }) }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const BUSES =
  'Routes in Leeds will be franchised first, followed by Bradford and Calderdale in 2027 and Kirklees and Wakefield a year later. The fare cap stays until March 2027.';
const METRO =
  'La línea llegará a Getafe y Leganés en 2026, y a Alcorcón y Móstoles un año después.';
const TRAM =
  'Le tramway desservira Lyon et Villeurbanne en 2026, puis Vénissieux et Bron un an plus tard.';

describe('namedYears: a year given to other names of the source', () => {
  it('stops a year written after names the source gives another year, in English, Spanish and French', () => {
    expect(stopped('Leeds goes first, then Kirklees and Wakefield in 2027.', BUSES)).toEqual([
      '2027',
    ]);
    expect(stopped('La línea llegará a Alcorcón y Móstoles en 2026.', METRO, 'es')).toEqual([
      '2026',
    ]);
    expect(stopped('Le tramway desservira Vénissieux et Bron en 2026.', TRAM, 'fr')).toEqual([
      '2026',
    ]);
  });

  it('keeps the source’s names in either order, and a year the source writes after a month', () => {
    expect(stopped('Leeds goes first, then Calderdale and Bradford in 2027.', BUSES)).toEqual([]);
    expect(stopped('La línea llegará a Leganés y Getafe en 2026.', METRO, 'es')).toEqual([]);
    expect(stopped('The fare cap holds until March 2027, Leeds goes first.', BUSES)).toEqual([]);
  });

  it('keeps a year after a place the line adds where its sentence names the year’s own names', () => {
    const rhinos =
      'Kabar baik dari Ujung Kulon 🦏 Kamera jebak merekam 3 anak badak Jawa baru sepanjang 2024, kata Balai Taman Nasional.';
    const line =
      'Ada 3 anak badak Jawa baru yang terekam kamera jebak di Ujung Kulon sepanjang 2024.';
    expect(stopped(line, rhinos, 'id')).toEqual([]);
    expect(stopped('Bradford and Calderdale follow Leeds in 2027.', BUSES)).toEqual([]);
    // The same sentence with other names than the year's own still moves it.
    expect(stopped('Kirklees and Wakefield follow Leeds in 2027.', BUSES)).toEqual(['2027']);
    // A sentence before names the year's own: the year's sentence is read alone.
    expect(stopped('Bradford waits. Kirklees and Wakefield in 2027.', BUSES)).toEqual(['2027']);
  });

  it('reads the names right before a year, past its preposition, and no sentence’s first word', () => {
    const text = 'Routes open in Bradford and Calderdale in 2027. Wakefield in 2028.';
    expect(namesBefore(text, text.indexOf('2027'), ['en'])).toEqual(['calderdale', 'bradford']);
    expect(namesBefore(text, text.indexOf('2028'), ['en'])).toEqual([]);
    expect(namesBefore('until March 2027', 12, ['en'])).toBeUndefined();
  });

  it('reads a name right after a noun as its kind where modifiers follow nouns (Indonesian)', () => {
    const rhinos =
      'Kabar baik dari Ujung Kulon 🦏 Kamera jebak merekam 3 anak badak Jawa baru sepanjang 2024, kata Balai Taman Nasional.';
    const at = rhinos.indexOf('2024');
    expect(namesBefore(rhinos, at, ['id'])).toEqual([]);
    // The place the source names, with the year, where the line leaves the rhinos' kind out.
    expect(stopped('Ada 3 anak badak di Ujung Kulon sepanjang 2024.', rhinos, 'id')).toEqual([]);
    expect(stopped('Di Ujung Kulon, 3 anak badak terekam sepanjang 2024.', rhinos, 'id')).toEqual(
      [],
    );
    expect(stopped('Kamera di Ujung Kulon merekam 3 anak badak pada 2024.', rhinos, 'id')).toEqual(
      [],
    );
  });

  it('still stops a year moved to other names where a function word stands before the source’s', () => {
    const stations =
      'Stasiun MRT akan dibuka di Bekasi dan Depok pada 2026, lalu di Bogor dan Tangerang setahun kemudian.';
    // "dan" joins no list here: the name nearest the year is read.
    expect(namesBefore(stations, stations.indexOf('2026'), ['id'])).toEqual(['depok']);
    expect(
      stopped('Stasiun MRT akan dibuka di Bogor dan Tangerang pada 2026.', stations, 'id'),
    ).toEqual(['2026']);
    // English puts a name before its noun: a verb before names still reads them ("reach").
    expect(namesBefore('The line will reach Bradford in 2027.', 32, ['en'])).toEqual(['bradford']);
  });
});
