/**
 * A place after a preposition of place in a card asked in French, Portuguese, Spanish or Italian of
 * a post in another Latin-script language (placed-capitals.ts): a city the word lists hold ("Roma",
 * "Zurich", "Londres") is still a name there; the source's own city in the card's spelling, a
 * country of it and a capitalised word elsewhere in the line are kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { placedCapitals } from './placed-capitals.ts';

const PRIZE =
  "La fisica Giulia Bernardi dell'Università di Padova ha vinto il Premio Enrico Fermi 2026. Il premio, di 50.000 euro, le sarà consegnato il 20 ottobre a Bologna.";
const OFFICE =
  'Die Münchner Softwarefirma Alpenlogik hat eine neue Chefin: Katrin Vogelsang. Ein neues Büro in Wien soll im Frühjahr eröffnen.';
const TOUR =
  'Singer Olivia Bennett announced her world tour on Monday: 42 shows, opening in Lisbon, Portugal, on March 7 and closing in London on August 30.';

const claims = (line: string, text: string, lang: string, lineLang: string) =>
  unsupportedClaims(line, claimSource({ text, lang, lineLang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('unsupportedClaims: a city after a preposition of place in a translated card', () => {
  it('stops a city the source never names, though the card’s language lists it as a word', () => {
    expect(claims('O prêmio será entregue em 20 de outubro, em Roma.', PRIZE, 'it', 'pt')).toEqual([
      'name:Roma',
    ]);
    expect(
      claims('Un nouveau bureau doit ouvrir à Zurich au printemps.', OFFICE, 'de', 'fr'),
    ).toEqual(['name:Zurich']);
    expect(claims('La gira empieza el 7 de marzo en Madrid.', TOUR, 'en', 'es')).toEqual([
      'name:Madrid',
    ]);
    expect(claims('Il tour si chiude il 30 agosto a Berlino.', TOUR, 'en', 'it')).toEqual([
      'name:Berlino',
    ]);
  });

  it('keeps the source’s city in the card’s spelling, and a country of it', () => {
    expect(claims('Le prix sera remis le 20 octobre à Bologne.', PRIZE, 'it', 'fr')).toEqual([]);
    expect(
      claims('O prêmio será entregue em 20 de outubro, em Bolonha.', PRIZE, 'it', 'pt'),
    ).toEqual([]);
    expect(
      claims('Un nouveau bureau doit ouvrir à Vienne au printemps.', OFFICE, 'de', 'fr'),
    ).toEqual([]);
    expect(claims('La gira termina el 30 de agosto en Londres.', TOUR, 'en', 'es')).toEqual([]);
    expect(claims('A turnê começa em Lisboa em 7 de março.', TOUR, 'en', 'pt')).toEqual([]);
    expect(claims('La gira empieza el 7 de marzo en Portugal.', TOUR, 'en', 'es')).toEqual([]);
    expect(claims('La tournée s’ouvre le 7 mars au Portugal.', TOUR, 'en', 'fr')).toEqual([]);
  });
});

describe('placedCapitals', () => {
  it('reads only the capitalised word right after a preposition of place', () => {
    expect([...placedCapitals('El premio se entrega en Roma, dice Marco Santini.', 'es')]).toEqual([
      'Roma',
    ]);
    expect([...placedCapitals('Le bureau ouvrira au Havre et à Saint-Étienne.', 'fr')]).toEqual([
      'Havre',
      'Saint-Étienne',
    ]);
    // A word of the line's own after the preposition, and a capital away from one, are not read.
    expect([...placedCapitals('A turnê começa em março, diz a Folha.', 'pt')]).toEqual([]);
  });

  it('leaves a country to the places reader, and a language that capitalises other words alone', () => {
    expect([...placedCapitals('Uma nova loja abre em Portugal.', 'pt')]).toEqual([]);
    expect([...placedCapitals('The tour opens in October in Madrid.', 'en')]).toEqual([]);
    expect([...placedCapitals('Das Büro öffnet in Wien.', 'de')]).toEqual([]);
  });
});
