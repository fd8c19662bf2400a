import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clauseMeaningClaims } from '../clause-meaning-claims.ts';
import { noLongerFigures } from './no-longer-figures.ts';

const source = (text: string, lang: string, translated = false) => ({
  text,
  langs: [lang],
  translated,
});

describe('"no longer" said of a figure’s clause, or dropped from it', () => {
  it('stops "no longer" added to a figure the source states plainly', () => {
    const cases: Array<[string, string, string]> = [
      [
        'es',
        'El hospital tiene 120 camas desde la reforma de 2019.',
        'El hospital ya no tiene 120 camas desde 2019.',
      ],
      [
        'fr',
        'L’hôpital compte 40 lits pour enfants.',
        'L’hôpital ne compte plus 40 lits pour enfants.',
      ],
      ['it', 'L’ospedale ha 40 letti per bambini.', 'L’ospedale non ha più 40 letti per bambini.'],
      ['sv', 'Sjukhuset har 40 sängar för barn.', 'Sjukhuset har inte längre 40 sängar för barn.'],
      [
        'nl',
        'Het ziekenhuis heeft 40 bedden voor kinderen.',
        'Het ziekenhuis heeft niet langer 40 bedden voor kinderen.',
      ],
      ['de', 'Die Halle fasst 500 Personen.', 'Die Halle fasst keine 500 Personen mehr.'],
      ['pt', 'O hospital tem 120 leitos.', 'O hospital já não tem 120 leitos.'],
      [
        'id',
        'Toko itu menjual 300 buku per bulan.',
        'Toko itu tidak lagi menjual 300 buku per bulan.',
      ],
      [
        'el',
        'Η ομοσπονδία διοργανώνει το τουρνουά με 16 ομάδες.',
        'Η ομοσπονδία δεν διοργανώνει πια το τουρνουά με 16 ομάδες.',
      ],
    ];
    for (const [lang, text, line] of cases) {
      expect(noLongerFigures(line, source(text, lang)), line).toEqual([line]);
    }
  });

  it('stops the source’s "no longer" dropped, read through the guard too', () => {
    const shop = source('Магазин больше не продаёт 300 книг в месяц.', 'ru');
    expect(noLongerFigures('Магазин продаёт 300 книг в месяц.', shop)).toEqual([
      'Магазин продаёт 300 книг в месяц.',
    ]);
    expect(clauseMeaningClaims('Магазин продаёт 300 книг в месяц.', shop)).toHaveLength(1);
  });

  it('keeps "no longer" of a source that says it stopped, or of another verb, or a comparison', () => {
    const kept: Array<[string, string, string]> = [
      [
        'es',
        'El hospital cerró 120 camas en 2019.',
        'El hospital ya no tiene esas 120 camas desde 2019.',
      ],
      [
        'es',
        'La tienda vendía 300 libros al mes hasta 2020.',
        'La tienda ya no vende 300 libros al mes.',
      ],
      [
        'sv',
        'Butiken slutade sälja 300 böcker i månaden 2020.',
        'Butiken säljer inte längre 300 böcker i månaden.',
      ],
      ['fr', 'L’hôpital a fermé 40 lits en 2020.', 'L’hôpital n’a plus que 40 lits depuis 2020.'],
      ['de', 'Die Halle fasst 500 Personen.', 'Die Halle fasst nicht mehr als 500 Personen.'],
      [
        'de',
        'Das Krankenhaus hat keine 40 Betten mehr für Kinder.',
        'Das Krankenhaus hat nicht mehr 40 Betten für Kinder.',
      ],
      [
        'ru',
        'Магазин перестал продавать 300 книг в месяц.',
        'Магазин больше не продаёт 300 книг в месяц.',
      ],
      ['it', 'Il museo non espone più di 300 opere.', 'Il museo espone al massimo 300 opere.'],
    ];
    for (const [lang, text, line] of kept) {
      expect(noLongerFigures(line, source(text, lang)), line).toEqual([]);
    }
    // negation-claims.ts reads the German line's "nicht mehr" as keeping the source's "keine … mehr".
    const beds = source('Das Krankenhaus hat keine 40 Betten mehr für Kinder.', 'de');
    expect(
      clauseMeaningClaims('Das Krankenhaus hat nicht mehr 40 Betten für Kinder.', beds),
    ).toEqual([]);
  });

  it('reads no translation and no line without a figure', () => {
    const text = 'El hospital tiene 120 camas.';
    expect(noLongerFigures('El hospital ya no tiene 120 camas.', source(text, 'es', true))).toEqual(
      [],
    );
    expect(noLongerFigures('El hospital ya no tiene camas.', source(text, 'es'))).toEqual([]);
  });

  it('never stops a line that is its source’s sentence (property)', () => {
    const sentences = [
      'El hospital tiene 120 camas.',
      'La tienda ya no vende 300 libros al mes.',
      'El puente no reabrirá el 3 de mayo.',
      'La tienda dejó de vender 40 revistas.',
    ];
    fc.assert(
      fc.property(fc.subarray(sentences, { minLength: 1 }), fc.nat(), (picked, at) => {
        const line = picked[at % picked.length]!;
        return noLongerFigures(line, source(picked.join(' '), 'es')).length === 0;
      }),
    );
  });
});
