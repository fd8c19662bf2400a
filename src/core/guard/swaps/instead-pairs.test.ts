/**
 * A change's two ends told "new instead of old" where the source writes them old to new
 * (instead-pairs.ts): the figures did not trade places; a figure the source does not give still
 * stops.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const PENSION =
  'Das Stimmvolk hat am Sonntag die Reform der AHV mit 52,4 Prozent Ja-Stimmen angenommen. Das Rentenalter der Frauen steigt damit ab 2028 schrittweise von 64 auf 65 Jahre. Elf Kantone sagten Nein.';
const RETRAITE =
  "Le Parlement a adopté la réforme avec 52,4 % des voix. L'âge de la retraite passe progressivement de 62 à 64 ans d'ici 2030. Onze syndicats ont protesté.";

describe('insteadPairs: "X statt Y" of the source\'s "von Y auf X"', () => {
  it('keeps the new end written first, before the words the source writes before the old', () => {
    expect(
      stopped(
        'Frauen gehen ab 2028 schrittweise erst mit 65 statt mit 64 in Rente.',
        PENSION,
        'de',
      ),
    ).toEqual([]);
    expect(
      stopped("La retraite progressivement à 64 ans au lieu de 62 d'ici 2030.", RETRAITE, 'fr'),
    ).toEqual([]);
  });

  it('still stops an end the source does not give', () => {
    expect(
      stopped(
        'Frauen gehen ab 2028 schrittweise erst mit 66 statt mit 64 in Rente.',
        PENSION,
        'de',
      ),
    ).toEqual(['66']);
    expect(
      stopped(
        'Frauen gehen ab 2028 schrittweise erst mit 65 statt mit 63 in Rente.',
        PENSION,
        'de',
      ),
    ).toEqual(['63']);
    expect(
      stopped("La retraite progressivement à 65 ans au lieu de 62 d'ici 2030.", RETRAITE, 'fr'),
    ).toEqual(['65 ans']);
  });
});
