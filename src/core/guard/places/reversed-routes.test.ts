/**
 * A move told the other way round (reversed-routes.ts): both places are the source's, so only the
 * direction tells the edit. A line that keeps the source's direction, or names a move the source
 * gives no destination, is not stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { reversedRoutes } from './reversed-routes.ts';

const names = (line: string, text: string, lang?: string) =>
  unsupportedClaims(line, claimSource({ text, ...(lang && { lang }) }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

const KLINIK =
  'Die Geburtshilfe in Witzenhausen wird zum 30. Juni geschlossen und nach Eschwege verlegt. Eine Bürgerinitiative protestierte.';
const DEPOT =
  'The council will close the Bramley depot in March and move its 118 buses to Stourton, where a new yard opens.';
const FABRICA =
  'La empresa cerrará su planta de Valencia y trasladará la producción a Zaragoza en 2026.';

describe('reversedRoutes: a move told the other way round', () => {
  it('stops a line that sends the move to the place it leaves, in German, English and Spanish', () => {
    expect(
      names('Die Geburtshilfe zieht Ende Juni von Eschwege nach Witzenhausen.', KLINIK, 'de'),
    ).toEqual(['Witzenhausen']);
    expect(names('The buses move from Stourton to Bramley in March.', DEPOT)).toEqual(['Bramley']);
    expect(names('La producción pasará de Zaragoza a Valencia en 2026.', FABRICA, 'es')).toEqual([
      'Valencia',
    ]);
  });

  it('keeps the source’s direction, however the line words it', () => {
    expect(
      names('Die Geburtshilfe zieht Ende Juni von Witzenhausen nach Eschwege.', KLINIK, 'de'),
    ).toEqual([]);
    expect(names('The buses move from Bramley to Stourton in March.', DEPOT)).toEqual([]);
    expect(names('La producción pasará de Valencia a Zaragoza en 2026.', FABRICA, 'es')).toEqual(
      [],
    );
  });

  it('reads no route where the source sends nothing to either place', () => {
    const fair = 'Trains run between Leeds and Bradford every ten minutes.';
    expect(reversedRoutes('Trains run from Bradford to Leeds.', { text: fair })).toEqual([]);
    // A place the source sends something to, and another it never names in that sentence.
    const two = 'Buses go to Leeds. Bradford has a new station.';
    expect(reversedRoutes('Buses go from Leeds to Bradford.', { text: two })).toEqual([]);
  });
});

describe('a destination after its article (h282)', () => {
  it('stops "do Porto para Lisboa" of "de Lisboa para o Porto"', () => {
    expect(
      names('O voo do Porto para Lisboa atrasou.', 'O voo de Lisboa para o Porto atrasou.', 'pt'),
    ).toContain('Lisboa');
  });

  it('keeps the route said the same way round', () => {
    expect(
      names('Atrasou o voo de Lisboa para o Porto.', 'O voo de Lisboa para o Porto atrasou.', 'pt'),
    ).toEqual([]);
  });
});
