/**
 * A season of the post changed or another given (season-changes.ts; round eighteen's "reopen in
 * autumn 2026" of "Herbst 2028" was kept, its 2026 another date's year).
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const WESTBAD =
  'Der Stadtrat hat am Mittwoch die Sanierung des Westbads beschlossen. Baubeginn ist im März 2026, die Wiedereröffnung ist für Herbst 2028 geplant.';
const MUSEUM =
  'The exhibition closes on 12 January and travels on to Edinburgh in spring 2026. Entry is £16.';

const stopped = (line: string, text: string, lang: string, lineLang?: string) =>
  unsupportedClaims(line, claimSource({ text, lang, ...(lineLang ? { lineLang } : {}) }), 'normal')
    .map((claim) => claim.text)
    .filter((text) => /\p{L}/u.test(text));

describe('seasonChanges: a season of the post changed or another given', () => {
  it('stops a season moved to another of the post’s years, in English, German and French lines', () => {
    expect(stopped('The Westbad is due to reopen in autumn 2026.', WESTBAD, 'de', 'en')).toEqual([
      'autumn 2026',
    ]);
    expect(stopped('Das Westbad öffnet im Herbst 2026 wieder.', WESTBAD, 'de')).toEqual([
      'Herbst 2026',
    ]);
    expect(stopped("La piscine rouvrira à l'automne 2026.", WESTBAD, 'de', 'fr')).toEqual([
      'automne 2026',
    ]);
  });

  it('stops another season than the post’s, with or without its year', () => {
    expect(stopped('The Westbad should reopen in spring 2028.', WESTBAD, 'de', 'en')).toEqual([
      'spring 2028',
    ]);
    expect(stopped('The show goes on to Edinburgh in the summer.', MUSEUM, 'en')).toEqual([
      'summer',
    ]);
    expect(stopped('La mostra arriva a Edimburgo in autunno.', MUSEUM, 'en', 'it')).toEqual([
      'autunno',
    ]);
  });

  it('keeps the post’s season told in any language, and a season where the post names none', () => {
    expect(
      stopped(
        'Work starts in March 2026 and the pool should reopen in autumn 2028.',
        WESTBAD,
        'de',
        'en',
      ),
    ).toEqual([]);
    expect(stopped('Das Bad öffnet im Herbst 2028 wieder.', WESTBAD, 'de')).toEqual([]);
    expect(stopped('It travels on to Edinburgh in the spring.', MUSEUM, 'en')).toEqual([]);
    expect(
      stopped('La mostra arriva a Edimburgo nella primavera del 2026.', MUSEUM, 'en', 'it'),
    ).toEqual([]);
    expect(
      stopped('Work starts this summer.', 'Work on the bridge starts in June 2026.', 'en'),
    ).toEqual([]);
  });
});
