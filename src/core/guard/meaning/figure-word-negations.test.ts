import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { figureWordNegations } from './figure-word-negations.ts';

const source = (text: string, lang: string, translated = false) => ({
  text,
  langs: [lang],
  translated,
});

describe('a negation word’s clause tied to the source by its figures', () => {
  const beach = source(
    'עיריית תל אביב הודיעה כי החוף ייפתח לרחצה ב-1 במאי. המצילים יעבדו מ-7:00 עד 18:00.',
    'he',
  );

  it('stops a negation added where the subject is said another way', () => {
    expect(figureWordNegations('החוף בתל אביב לא ייפתח לרחצה ב-1 במאי.', beach)).toEqual([
      'החוף בתל אביב לא ייפתח לרחצה ב-1 במאי',
    ]);
  });

  it('stops a negation dropped from the figure’s clause', () => {
    const strike = source('La huelga del 5 de abril no afectará a la línea 1.', 'es');
    expect(figureWordNegations('La huelga del 5 de abril afectará a la línea 1.', strike)).toEqual([
      'La huelga del 5 de abril afectará a la línea 1',
    ]);
    expect(figureWordNegations('La huelga del 5 de abril no afecta a la línea 1.', strike)).toEqual(
      [],
    );
  });

  it('keeps the source’s polarity, another figure, "not before", and a translation', () => {
    expect(figureWordNegations('החוף בתל אביב ייפתח לרחצה ב-1 במאי.', beach)).toEqual([]);
    expect(figureWordNegations('החוף בתל אביב לא ייפתח לרחצה ב-2 במאי.', beach)).toEqual([]);
    const bridge = source("Le pont restera fermé jusqu'au 5 mars, puis rouvrira.", 'fr');
    expect(figureWordNegations('Le pont ne rouvrira pas avant le 5 mars.', bridge)).toEqual([]);
    expect(figureWordNegations('החוף לא ייפתח ב-1 במאי.', { ...beach, translated: true })).toEqual(
      [],
    );
  });

  it('reads no preposition ("sin agua" of "corte de agua") and no "before" as a negation', () => {
    const cut = source(
      'El martes 14 de octubre habrá corte de agua en Benimaclet de 8:00 a 14:00 por obras.',
      'es',
    );
    expect(
      figureWordNegations('Benimaclet se quedará sin agua el martes 14 de octubre.', cut),
    ).toEqual([]);
    const sleep = source('Phones away an hour before bed gave 41 extra minutes of sleep.', 'en');
    expect(
      figureWordNegations('No phones an hour before bed = 41 extra minutes of sleep', sleep),
    ).toEqual([]);
  });

  it('reads no figure said again of another matter (no other word shared)', () => {
    const match = source('Ajax won op 12 maart met 2-0 van PSV.', 'nl');
    expect(figureWordNegations('Er was op 12 maart geen regen.', match)).toEqual([]);
  });
});

/** Posts' sentences, some negating, each with a figure: each said again alone is faithful. */
const SENTENCES: Readonly<Record<string, readonly string[]>> = {
  es: [
    'El museo abrió de nuevo el 3 de mayo.',
    'El tren no para a las 9:15 en Zaragoza.',
    'Nadie marcó en el partido del 12 de marzo.',
    'El gobierno subió los precios un 4%.',
  ],
  de: [
    'Der Zug hält um 9:15 Uhr nicht in Fulda.',
    'Die Stadtwerke erhöhen die Preise um 4 %.',
    'Die Firma hat 2024 keine neuen Mitarbeiter eingestellt.',
  ],
  he: ['הרכבת לא עוצרת בשעה 9:15 בחדרה.', 'החברה העלתה את המחירים ב-4%.'],
  id: [
    'Kereta tidak berhenti di Cirebon pukul 9.15.',
    'Pemerintah menaikkan harga BBM sebesar 4%.',
  ],
};

describe('figure word negations (property)', () => {
  it('never stops a line that is a sentence of its source', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(SENTENCES)),
        fc.nat(),
        fc.nat(),
        (lang, seed, at) => {
          const all = SENTENCES[lang]!;
          const picked = all.filter(
            (_, index) => ((seed >> index) & 1) === 1 || index === at % all.length,
          );
          const post = source(picked.join(' '), lang);
          expect(figureWordNegations(all[at % all.length]!, post)).toEqual([]);
        },
      ),
    );
  });
});
