/**
 * A name swapped around a figure (lone-subject-swaps.ts): the line names one of two people, and
 * tells of them the figure the source tells of the other. A line keeping each figure's name, in
 * any order or language, naming only the team, or one with no name, is kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { namesBefore } from './lone-subject-swaps.ts';

const stopped = (line: string, text: string, lang?: string) =>
  unsupportedClaims(line, claimSource({ text, ...(lang && { lang }) }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const NAPOLI =
  "Finale al Maradona: Napoli 2-0 Lazio. Apre Kvaratskhelia al 34', chiude Osimhen su rigore all'81'. Azzurri secondi a quota 57.";
const PUMAS =
  "¡FINAL! Pumas 2-1 Cruz Azul en el Olímpico Universitario. Goles de Guillermo Martínez (34') y César Huerta (78'); descontó Ángel Sepúlveda al 90+2. Pumas suma 19 puntos y es tercero.";
const MATCH =
  'Arsenal beat Chelsea 2-1. Saka scored in the 12th minute, Palmer equalised in the 40th and Odegaard won it in the 88th. Arsenal have 61 points.';

describe('loneSubjectSwaps: one name told of another’s figure', () => {
  it('stops a scorer given the other scorer’s minute, in Italian, Spanish and English', () => {
    expect(stopped("Osimhen ha aperto le marcature al 34'.", NAPOLI, 'it')).toEqual(['34']);
    expect(stopped('Kvaratskhelia ha chiuso la partita all’81’.', NAPOLI, 'it')).toEqual(['81']);
    expect(
      stopped('Ángel Sepúlveda abrió el marcador para Pumas al minuto 34.', PUMAS, 'es'),
    ).toEqual(['34']);
    expect(stopped('Palmer scored the winner in the 88th minute.', MATCH)).toEqual(['88th']);
  });

  it('keeps each name with its own figure, in either order and another language', () => {
    expect(stopped("Kvaratskhelia ha aperto le marcature al 34'.", NAPOLI, 'it')).toEqual([]);
    expect(stopped("Osimhen ha chiuso su rigore all'81'.", NAPOLI, 'it')).toEqual([]);
    expect(
      stopped('Kvaratskhelia scored in the 34th minute and Osimhen in the 81st.', NAPOLI),
    ).toEqual([]);
    expect(
      stopped('Guillermo Martínez abrió el marcador para Pumas al minuto 34.', PUMAS, 'es'),
    ).toEqual([]);
    expect(stopped('Sepúlveda descontó al 90+2.', PUMAS, 'es')).toEqual([]);
    expect(stopped('Odegaard scored the winner in the 88th minute.', MATCH)).toEqual([]);
  });

  it('keeps a line naming the team, no one, or a figure the name has no rival of', () => {
    expect(stopped('Pumas abrió el marcador al minuto 34.', PUMAS, 'es')).toEqual([]);
    expect(stopped('Pumas suma 19 puntos tras ganar 2-1.', PUMAS, 'es')).toEqual([]);
    expect(stopped("Il Napoli ha segnato al 34' e all'81'.", NAPOLI, 'it')).toEqual([]);
    expect(stopped('Arsenal have 61 points after beating Chelsea 2-1.', MATCH)).toEqual([]);
  });

  it('reads a clause’s names back to its comma, not a decimal one, or its conjunction', () => {
    expect(namesBefore('Apre Kvaratskhelia al 34', 19)).toEqual(['apre', 'kvaratskhelia']);
    expect(namesBefore("Apre Kvaratskhelia al 34', chiude Osimhen su rigore all'", 47)).toEqual([
      'osimhen',
    ]);
    expect(namesBefore('a Aliança Popular ficou com 31,2% e 7', 36)).toEqual([]);
    expect(namesBefore('a Aliança Popular ficou com 31,2% do total', 31)).toEqual([
      'aliança',
      'popular',
    ]);
  });

  it('reads no day nor a sentence’s opening "The" as the name a value is told of (h259)', () => {
    const SALES =
      "LONDON — The chain, Tesford, said on Wednesday that sales rose 4.6 percent in the quarter. Tesford's market share rose to 27.8 percent.";
    expect(stopped("Tesford's sales rose 4.6 percent in the quarter.", SALES, 'en')).toEqual([]);
    const TRIAL =
      'Methods: Participants were randomly assigned to two groups. Results: The mean age of participants was 72.4 years, and 58% were women.';
    expect(stopped('Participants had a mean age of 72.4 years.', TRIAL, 'en')).toEqual([]);
  });
});
