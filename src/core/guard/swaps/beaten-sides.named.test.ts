/**
 * A Normal line's winner and beaten side traded where the sides are an acronym ("PSG", "ЦСКА"), a
 * name in quotation marks ("«Зенит»"), a name with its elided article first ("L'Inter"), a short
 * name declined ("Lech", "Lecha"), or told by a verb the lists lacked ("besiegte", "slog",
 * "переміг"): beaten-sides.ts, h264. Every text here is synthetic, written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const CASES: { lang: string; text: string; traded: string; side: string; kept: string }[] = [
  {
    lang: 'fr',
    text: "Le PSG a battu l'OM 3-1 au Parc des Princes.",
    traded: "L'OM a battu le PSG au Parc des Princes.",
    side: 'OM',
    kept: "Le PSG a battu l'OM au Parc des Princes.",
  },
  {
    lang: 'it',
    text: "La Juventus ha battuto l'Inter 1-0 allo Stadium.",
    traded: "L'Inter ha battuto la Juventus allo Stadium.",
    side: 'Inter',
    kept: "La Juventus ha battuto l'Inter allo Stadium.",
  },
  {
    lang: 'ru',
    text: '«Зенит» обыграл «Спартак» со счётом 2:1 в Санкт-Петербурге.',
    traded: '«Спартак» победил «Зенит» в Петербурге.',
    side: 'Спартак',
    kept: '«Зенит» победил «Спартак» в Петербурге.',
  },
  {
    lang: 'uk',
    text: '«Динамо» перемогло «Шахтар» з рахунком 3:0.',
    traded: '«Шахтар» переміг «Динамо».',
    side: 'Шахтар',
    kept: '«Динамо» перемогло «Шахтар».',
  },
  {
    lang: 'bg',
    text: 'Левски победи ЦСКА с 2:0 в София.',
    traded: 'ЦСКА победи Левски в София.',
    side: 'ЦСКА',
    kept: 'Левски победи ЦСКА в София.',
  },
  {
    lang: 'de',
    text: 'Bayern München besiegte Borussia Dortmund mit 4:2.',
    traded: 'Dortmund besiegte Bayern 4:2.',
    side: 'Dortmund',
    kept: 'Bayern besiegte Dortmund 4:2.',
  },
  {
    lang: 'sv',
    text: 'AIK slog Djurgården med 2–0 på Friends Arena.',
    traded: 'Djurgården slog AIK på Friends Arena.',
    side: 'Djurgården',
    kept: 'AIK vann mot Djurgården på Friends Arena.',
  },
  {
    lang: 'pl',
    text: 'Legia pokonała Lecha 2:1 w Warszawie.',
    traded: 'Lech pokonał Legię w Warszawie.',
    side: 'Lech',
    kept: 'Legia pokonała Lecha w Warszawie.',
  },
];

describe('a traded result whose sides the capital-word reading missed', () => {
  it.each(CASES)('stops the beaten side told winning ($lang)', ({ lang, text, traded, side }) => {
    expect(claims(traded, text, lang)).toContain(side);
  });

  it.each(CASES)('keeps the winner told winning ($lang)', ({ lang, text, kept }) => {
    expect(claims(kept, text, lang)).toEqual([]);
  });

  it('keeps a passive turned active, and a side the post also tells winning', () => {
    expect(claims("Le PSG a battu l'OM 3-1.", "L'OM a été battu par le PSG 3-1.", 'fr')).toEqual(
      [],
    );
    expect(claims('Legia pokonała Lecha 2:1.', 'Lech przegrał z Legią 1:2.', 'pl')).toEqual([]);
    expect(
      claims(
        "L'UBB a gagné la Coupe.",
        "Le Stade Toulousain a battu l'UBB 31-24, puis l'UBB a gagné la Coupe.",
        'fr',
      ),
    ).toEqual([]);
  });

  it('reads no side in a name that only shares a short start ("Inter", "Intel")', () => {
    expect(
      claims('Intel won the contract.', 'Lenovo beat Inter 2-0 in the charity match.', 'en'),
    ).toEqual([]);
  });
});
