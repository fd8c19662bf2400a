/**
 * A translated line's names where the source is in Latin letters too (translated-names.ts, round
 * eight): the source's names in their spelling, their consonants or an exonym near them pass; a
 * place or person no source capital is near is a new name.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const kinds = (line: string, text: string, lang: string, lineLang: string) =>
  unsupportedClaims(line, claimSource({ text, lang, lineLang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const PARQUE =
  'El Ayuntamiento de Sevilla abrirá el sábado el nuevo parque de la ribera en Triana. El alcalde José Luis Sanz presentará el proyecto.';
const KONCERT =
  'W sobotę w Filharmonii Narodowej w Warszawie wystąpi pianista Krystian Zimerman. Bilety rozeszły się w dwie godziny.';
const VAPUR =
  "İzmir Büyükşehir Belediyesi, Konak ile Karşıyaka arasındaki yeni vapur hattının 1 Temmuz'da hizmete gireceğini açıkladı. Belediye Başkanı Cemil Tugay açıkladı. Bilet ücreti 15 lira olacak.";

describe('unsupportedClaims: names of a Latin-script source in a translated line', () => {
  it('keeps the source’s names in another spelling and their usual exonyms', () => {
    expect(kinds("Seville's new park in Triana opens on Saturday.", PARQUE, 'es', 'en')).toEqual(
      [],
    );
    expect(kinds('Mayor José Luis Sanz will present the project.', PARQUE, 'es', 'en')).toEqual([]);
    expect(
      kinds('Krystian Zimerman plays the National Philharmonic in Warsaw.', KONCERT, 'pl', 'en'),
    ).toEqual([]);
    expect(kinds("Izmir's new ferry runs between Konak and Karsiyaka.", VAPUR, 'tr', 'en')).toEqual(
      [],
    );
    for (const [source, line] of [
      [
        'Das Oktoberfest in München beginnt am Samstag.',
        'The Oktoberfest in Munich starts on Saturday.',
      ],
      [
        'Der Dom in Köln ist am Samstag geschlossen.',
        'The cathedral in Cologne is closed on Saturday.',
      ],
      ['Il museo di Firenze apre sabato.', 'The museum in Florence opens on Saturday.'],
      ['Der Freistaat Bayern zahlt die Hälfte.', 'Bavaria pays half.'],
    ] as const) {
      const lang = source.startsWith('Il') ? 'it' : 'de';
      expect(kinds(line, source, lang, 'en'), line).toEqual([]);
    }
  });

  it('stops a place or person the source does not name', () => {
    expect(
      kinds("Seville's new park in Los Remedios opens on Saturday.", PARQUE, 'es', 'en'),
    ).toEqual(['name:Remedios']);
    expect(
      kinds('Krystian Zimerman plays the philharmonic in Krakow.', KONCERT, 'pl', 'en'),
    ).toEqual(['name:Krakow']);
    expect(kinds('Ferries will run every hour from Bayrakli.', VAPUR, 'tr', 'en')).toEqual([
      'name:Bayrakli',
    ]);
  });
});
