/**
 * A place put in the slot of the source's, where capitals do not tell it (case-place-swaps.ts).
 * Every text here is synthetic.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { casePlaceSwaps } from './case-place-swaps.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);
const swaps = (line: string, text: string, lang: string) =>
  casePlaceSwaps(line, claimSource({ text, lang }));

const FEST = 'Das Stadtfest findet am 12. Juni in Freiburg statt.';
const BAD = 'In Freiburg wurde ein neues Hallenbad eröffnet.';
const FESZTIVAL = 'A fesztivált Budapesten rendezik júliusban.';
const LAKAS = 'Szegeden 120 új lakás épül.';

describe('a place in the source place’s slot', () => {
  it.each([
    ['Stadtfest in Karlsruhe am 12. Juni.', FEST, 'de', 'Karlsruhe'],
    ['Am 12. Juni steigt in Karlsruhe das Stadtfest.', FEST, 'de', 'Karlsruhe'],
    // "Offen" and "Burg" are words: a place's last part keeps it a place.
    ['Neues Hallenbad in Offenburg eröffnet.', BAD, 'de', 'Offenburg'],
    ['Júliusban Debrecenben lesz a fesztivál.', FESZTIVAL, 'hu', 'Debrecenben'],
    ['Idén Szolnokon 120 új lakás épül.', LAKAS, 'hu', 'Szolnokon'],
  ])('stops it: %#', (line, text, lang, place) => {
    expect(stopped(line, text, lang)).toContain(place);
  });
});

describe('the source’s place, in any case, or a word of time or a common noun', () => {
  it.each([
    ['Am 12. Juni steigt in Freiburg das Stadtfest.', FEST, 'de'],
    ['Freiburger Stadtfest am 12. Juni.', FEST, 'de'],
    ['In Freiburg ist ein neues Hallenbad in Betrieb.', BAD, 'de'],
    ['Das Hallenbad soll in Zukunft in Freiburg bleiben.', BAD, 'de'],
    ['Júliusban Budapesten lesz a fesztivál.', FESZTIVAL, 'hu'],
    ['Hétfőn Budapesten kezdődik a fesztivál.', FESZTIVAL, 'hu'],
    ['Idén Szegeden 120 új lakás épül.', LAKAS, 'hu'],
    // A first word in a place's ending is as often an adverb ("in total"): not read.
    ['Összesen 120 új lakás épül.', LAKAS, 'hu'],
    ['Hamarosan 120 új lakás épül.', LAKAS, 'hu'],
    // The source's place still said: a second place beside it is for the names readers.
    ['Szegeden és Pécsen 120 új lakás épül.', LAKAS, 'hu'],
  ])('keeps it here: %#', (line, text, lang) => {
    expect(swaps(line, text, lang)).toEqual([]);
  });

  it('reads only German and Hungarian', () => {
    expect(swaps('Festival in Karlsruhe.', 'Festival in Freiburg.', 'en')).toEqual([]);
  });
});
