/**
 * A verb that closes or bans (closing-verbs.ts): a faithful line says what stops as "no longer" or
 * "no", and is kept; a line that negates the closing itself, or the other clause of a sentence
 * that says more than what it closes, is still stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { saysClosed } from './closing-verbs.ts';

const negations = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang, names: ['', ''] }), 'normal')
    .filter((claim) => claim.kind === 'negation')
    .map((claim) => claim.text);

const UTRECHT =
  "De gemeente Utrecht sluit vanaf 1 april de Catharijnesingel voor autoverkeer tussen de Lange Viestraat en het Smakkelaarsveld. Fietsers en bussen mogen er wel blijven rijden. Volgens wethouder Lot van Hooijdonk rijden er nu dagelijks zo'n 9.000 auto's.";
const BRIDGE =
  'Die Stadt sperrt ab Montag die Rheinbrücke für Lastwagen. Autos dürfen die Brücke weiter nutzen.';
const JOINED =
  'Die Stadt sperrt ab Montag die Rheinbrücke für Lastwagen, Autos dürfen die Brücke aber weiter nutzen.';
const PARK =
  'La mairie ferme le parc des Buttes-Chaumont aux chiens à partir du 1er juin. Les vélos restent autorisés dans les allées.';
const MILANO =
  'Il sindaco vieta la vendita di alcolici dopo le 22 in centro da venerdì. I bar potranno restare aperti fino all’una.';

describe('unsupportedClaims: what a source closes, said as "no longer"', () => {
  it('keeps "geen auto\'s meer" of a street closed to cars', () => {
    expect(
      negations(
        "Vanaf 1 april geen auto's meer op de Catharijnesingel tussen Lange Viestraat en Smakkelaarsveld.",
        UTRECHT,
        'nl',
      ),
    ).toEqual([]);
    expect(
      negations("Auto's mogen vanaf 1 april niet meer over de Catharijnesingel.", UTRECHT, 'nl'),
    ).toEqual([]);
  });

  it('keeps "keine Lastwagen mehr", "pas de chiens", "niente alcolici"', () => {
    expect(negations('Ab Montag keine Lastwagen mehr auf der Rheinbrücke.', BRIDGE, 'de')).toEqual(
      [],
    );
    expect(
      negations('À partir du 1er juin, pas de chiens aux Buttes-Chaumont.', PARK, 'fr'),
    ).toEqual([]);
    expect(negations('Da venerdì niente alcolici in centro dopo le 22.', MILANO, 'it')).toEqual([]);
  });

  it('keeps "Sin clases" of classes suspended, the sentence ending on a list of places', () => {
    const rain =
      'La AEMET ha activado el aviso rojo. La Generalitat ha suspendido las clases este miércoles en 42 municipios, entre ellos Gandia, Sueca y Cullera. Los hospitales funcionan con normalidad.';
    expect(
      negations(
        'Sin clases el miércoles en 42 municipios, como Gandia, Sueca o Cullera.',
        rain,
        'es',
      ),
    ).toEqual([]);
    expect(negations('La Generalitat no ha suspendido las clases.', rain, 'es')).not.toEqual([]);
    expect(negations('Los hospitales no funcionan con normalidad.', rain, 'es')).not.toEqual([]);
  });

  it('still stops "no longer" said of what another sentence says goes on', () => {
    expect(negations('Fietsers mogen er niet meer rijden.', UTRECHT, 'nl')).not.toEqual([]);
  });

  it('still stops the closing negated', () => {
    expect(
      negations('Die Stadt sperrt die Rheinbrücke nicht für Lastwagen.', BRIDGE, 'de'),
    ).not.toEqual([]);
    expect(negations('Le parc ne ferme pas aux chiens le 1er juin.', PARK, 'fr')).not.toEqual([]);
    expect(negations('Il sindaco non vieta la vendita di alcolici.', MILANO, 'it')).not.toEqual([]);
  });
});

describe('saysClosed', () => {
  it('reads a sentence that closes and says nothing else', () => {
    expect(saysClosed('Die Stadt sperrt ab Montag die Rheinbrücke für Lastwagen.', 'de')).toBe(
      true,
    );
    expect(saysClosed('De gemeente sluit de singel voor autoverkeer.', 'nl')).toBe(true);
  });

  it('reads no sentence that joins another clause to the closing', () => {
    expect(saysClosed(JOINED, 'de')).toBe(false);
    expect(saysClosed('La mairie ferme le parc aux chiens mais les vélos restent.', 'fr')).toBe(
      false,
    );
  });

  it('reads no language it has no verbs of', () => {
    expect(saysClosed('Die Stadt sperrt die Brücke.', 'xx')).toBe(false);
  });
});
