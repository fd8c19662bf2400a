/**
 * A name as a sentence's first word (first-word-names.ts), read by unsupportedClaims in a Normal
 * line in the source's language: a first word that is neither the source's nor a word of the
 * line's language is a new name; a line opening on a common word, an inflection, an article's
 * elision or the source's own name is kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string, mode: 'normal' | 'troll' = 'normal') =>
  unsupportedClaims(line, claimSource({ text, lang, names: ['Calcio Live'] }), mode).map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const NAPOLI =
  "Napoli-Inter 1-1 al Maradona: gol di Dimarco e pareggio di McTominay all'82'. Inter prima con 2 punti di vantaggio.";
const DERBI =
  "Derbide kazanan Galatasaray! Fenerbahçe'yi 3-1 yendi, Icardi iki gol attı. Maç İzmir'de değil, Rams Park'ta oynandı.";
const ATLETICO =
  'El Atlético venció 2-0 al Betis en el Metropolitano con goles de Griezmann y Julián Álvarez.';

describe('unsupportedClaims: a name as a sentence’s first word', () => {
  it('stops a first word that is no word of the line’s language nor the source’s', () => {
    expect(claims("Lukaku pareggia all'82' per il Napoli.", NAPOLI, 'it')).toEqual(['name:Lukaku']);
    expect(claims('Osimhen derbide iki gol attı.', DERBI, 'tr')).toEqual(['name:Osimhen']);
    expect(claims('Morata marcó el segundo gol en el Metropolitano.', ATLETICO, 'es')).toEqual([
      'name:Morata',
    ]);
    // After a full stop too, and the names reader's capitals beside it.
    expect(claims('Pareggio al Maradona. Lukaku segna per Conte.', NAPOLI, 'it')).toEqual([
      'name:Conte',
      'name:Lukaku',
    ]);
  });

  it('keeps a first word the source has in another form, or its language’s own', () => {
    expect(claims('McTominay pareggia all’82° minuto.', NAPOLI, 'it')).toEqual([]);
    expect(claims("L'Inter resta prima con due punti di vantaggio.", NAPOLI, 'it')).toEqual([]);
    expect(claims("Derbiyi Galatasaray kazandı, Fenerbahçe'yi 3-1 yendi.", DERBI, 'tr')).toEqual(
      [],
    );
    expect(claims("İzmir'de değil, Rams Park'ta oynandı.", DERBI, 'tr')).toEqual([]);
    // A word before the source's name is read with it ("Galibiyet": a victory).
    expect(claims("Galibiyet Galatasaray'ın: 3-1.", DERBI, 'tr')).toEqual([]);
    // "Victoria" is a victory here, not the Seychelles' capital.
    expect(claims('Victoria del Atlético por 2-0 ante el Betis.', ATLETICO, 'es')).toEqual([]);
    expect(
      claims('Triunfo rojiblanco: goles de Griezmann y Julián Álvarez.', ATLETICO, 'es'),
    ).toEqual([]);
  });

  it('reads no first word in Troll lines; in German, a noun German makes is none', () => {
    expect(claims("Lukaku pareggia all'82' per il Napoli.", NAPOLI, 'it', 'troll')).toEqual([]);
    // German capitalises every noun: its first words are read as its others (german-names.ts).
    expect(
      claims(
        'Haushaltsplan steht: der Stadtrat hat beschlossen.',
        'Der Stadtrat hat den Haushalt beschlossen.',
        'de',
      ),
    ).toEqual([]);
  });
});

describe('unsupportedClaims: a French line’s accented first word (issue 44, round eighteen)', () => {
  const TRAMWAY =
    'Le nouveau tramway de Lyon ouvre lundi. La ligne relie Villeurbanne à Vénissieux, après trois ans de travaux.';

  it('keeps a line opening on a common word with any accent', () => {
    // Each was read as a name: the French list held no word with à, â, ç, è, ê, î, ô, û or ù.
    for (const line of [
      'Grâce à la ligne, Villeurbanne est reliée à Vénissieux.',
      'Après trois ans de travaux, le tramway de Lyon ouvre lundi.',
      'Très attendu, le nouveau tramway de Lyon ouvre lundi.',
      'Déjà trois ans de travaux pour la ligne.',
      'Voilà le nouveau tramway de Lyon.',
      'Là, la ligne relie Villeurbanne à Vénissieux.',
      'Ça y est : le tramway de Lyon ouvre lundi.',
    ]) {
      expect(claims(line, TRAMWAY, 'fr'), line).toEqual([]);
    }
  });

  it('still stops a name the post lacks at the start of the line', () => {
    expect(claims('Benoît inaugure la ligne lundi.', TRAMWAY, 'fr')).toEqual(['name:Benoît']);
    expect(claims('François inaugure la ligne lundi.', TRAMWAY, 'fr')).toEqual(['name:François']);
  });
});

describe('unsupportedClaims: a people’s word of a place the source names', () => {
  const RUGBY = 'Scotland beat Wales 27-13 at Murrayfield. Finn Russell kicked 12 points.';

  it('keeps "Scottish" of "Scotland", first in its sentence or not', () => {
    expect(claims('A win over Wales keeps the Scottish side in the race.', RUGBY, 'en')).toEqual(
      [],
    );
    expect(claims('Scottish fans cheered the win over Wales.', RUGBY, 'en')).toEqual([]);
  });

  it('still stops a place the source does not name', () => {
    expect(claims('Scotland beat England at Murrayfield.', RUGBY, 'en')).toEqual(['name:England']);
  });
});

describe('unsupportedClaims: a fraction in words opening an English sentence', () => {
  const VOTE = 'The union said 76% of its members voted to accept the new pay offer on Tuesday.';
  const ANY = 'The union said its members voted to accept the new pay offer on Tuesday.';

  it('reads "Three quarters" as a figure, never as a name', () => {
    // Held by the source's 76% (spoken-fractions.ts): nothing is stopped.
    expect(claims('Three quarters of members voted to accept the offer.', VOTE, 'en')).toEqual([]);
    expect(claims('Three-quarters of members voted to accept the offer.', VOTE, 'en')).toEqual([]);
    // Without a figure in the source, the figure is stopped, and only as a figure.
    expect(claims('Three quarters of members voted to accept the offer.', ANY, 'en')).toEqual([
      'figure:Three',
      'figure:Three quarters',
    ]);
    expect(claims('Two thirds of members voted to accept the offer.', VOTE, 'en')).toEqual([
      'figure:Two',
      'figure:Two thirds',
    ]);
  });
});
