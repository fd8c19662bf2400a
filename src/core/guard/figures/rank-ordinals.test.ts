/**
 * A rank said by its ordinal word (rank-ordinals.ts, round twenty-two): "klättrade till femte
 * plats" of a ranking's "från 11:e till 6:e plats" changed the rank and passed, ordinal words
 * being no figure read.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { rankOrdinals } from './rank-ordinals.ts';

const RANKING =
  'Årets ranking av Sveriges bästa skidorter: 1. Åre (betyg 9,1), 2. Sälen (8,7), 3. Vemdalen (8,4). Riksgränsen klättrade från 11:e till 6:e plats.';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('an ordinal word at a rank', () => {
  it('stops a rank the source does not give, and keeps the ranks it does', () => {
    expect(claims('Riksgränsen klättrade till femte plats.', RANKING, 'sv')).toEqual([
      'figure:femte',
    ]);
    expect(claims('Riksgränsen klättrade från elfte till sjätte plats.', RANKING, 'sv')).toEqual(
      [],
    );
    expect(claims('Åre toppar listan, före Sälen på andra plats.', RANKING, 'sv')).toEqual([]);
  });

  it('reads an English rank, and no ordinal away from a word of rank', () => {
    const table = 'Harlow climb to 5th with 41 points; Ashby stay 9th.';
    expect(claims('Harlow move up to fifth place.', table, 'en')).toEqual([]);
    expect(claims('Harlow move up to fourth place.', table, 'en')).toEqual(['figure:fourth']);
    expect(rankOrdinals('For the second time, the third act was cut.', new Set(), ['en'])).toEqual(
      [],
    );
  });

  it('leaves "first place" to the source that says who won', () => {
    expect(rankOrdinals('She took first place.', new Set(), ['en'])).toEqual([]);
  });
});

describe('a rank after a verb of finishing, or counted in times', () => {
  it.each([
    [
      'Il Napoli ha chiuso al terzo posto con 70 punti.',
      'Il Napoli è arrivato quarto.',
      'it',
      'quarto',
    ],
    [
      'Der SC Freiburg beendet die Saison auf Platz drei.',
      'Freiburg wird Vierter.',
      'de',
      'vierter',
    ],
    ['Ajax eindigde als tweede met 75 punten.', 'Ajax werd derde met 75 punten.', 'nl', 'derde'],
    ['Legia zajęła trzecie miejsce w lidze.', 'Legia była czwarta w lidze.', 'pl', 'czwarta'],
    [
      'Galatasaray ligi 85 puanla ikinci sırada tamamladı.',
      'Galatasaray ligi üçüncü bitirdi.',
      'tr',
      'üçüncü',
    ],
    ['Persija finis di posisi kedua.', 'Persija berada di urutan ketiga.', 'id', 'ketiga'],
    [
      'Das Stadtfest findet zum fünften Mal statt.',
      'Das Stadtfest ist zum sechsten Mal.',
      'de',
      'sechsten',
    ],
  ])('stops a changed rank (%s)', (source, line, lang, rank) => {
    expect(claims(line, source, lang)).toEqual([`figure:${rank}`]);
  });

  it('keeps the source’s rank in another form or in digits', () => {
    expect(
      claims(
        'Freiburg wird Dritter der Saison.',
        'Der SC Freiburg beendet die Saison auf Platz drei.',
        'de',
      ),
    ).toEqual([]);
    expect(
      claims('Legia była trzecia w lidze.', 'Legia zajęła trzecie miejsce w lidze.', 'pl'),
    ).toEqual([]);
    expect(
      claims(
        'Il Napoli è arrivato terzo.',
        'Il Napoli ha chiuso al terzo posto con 70 punti.',
        'it',
      ),
    ).toEqual([]);
  });

  it('keeps a rank the source gives by its order of votes, the figure after the rank', () => {
    const result =
      'Final results for the Ward 7 by-election: Priya Raman won with 4,312 votes, ahead of Mark Doucette with 3,870 and Lisa Chen with 1,105.';
    expect(claims('Mark Doucette came second with 3,870.', result, 'en')).toEqual([]);
    expect(claims('Mark Doucette came third with 3,870.', result, 'en')).toEqual(['figure:third']);
  });
});
