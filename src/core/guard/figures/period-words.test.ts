/** A period a source names by its word, a line by its days, months or years (period-words.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (text: string, line: string, lang = 'en') =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

describe('periodWordDurations', () => {
  it('keeps a weekend as two days, in each language, and stops three', () => {
    const it = 'Il museo ha accolto 3.200 visitatori in un weekend.';
    expect(figures(it, 'In due giorni 3.200 ingressi.', 'it')).toEqual([]);
    expect(figures(it, 'In tre giorni 3.200 ingressi.', 'it')).toEqual(['tre giorni']);
    expect(figures(it, 'In due giorni 3.300 ingressi.', 'it')).toEqual(['3.300']);
    const en = 'The festival drew 8,000 visitors over a weekend.';
    expect(figures(en, '8,000 visitors in two days.')).toEqual([]);
    expect(figures(en, '8,000 visitors in 48 hours.')).toEqual([]);
    expect(figures(en, '8,000 visitors in three days.')).toEqual(['three days']);
    const es = 'El festival reunió a 8.000 personas durante un fin de semana.';
    expect(figures(es, '8.000 asistentes en dos días.', 'es')).toEqual([]);
    const zh = '博物馆一个周末接待了3200名游客。';
    expect(figures(zh, '2天内接待3200名游客。', 'zh')).toEqual([]);
    expect(figures(zh, '3天内接待3200名游客。', 'zh')).toEqual(['3']);
  });

  it('stops two days of a long weekend', () => {
    const long = 'The festival drew 8,000 visitors over the long weekend.';
    expect(figures(long, '8,000 visitors in two days.')).toEqual(['two days']);
  });

  it('keeps a decade as ten years and a quarter as three months, but not an era or a share', () => {
    const fr = 'Les prix ont doublé en une décennie.';
    expect(figures(fr, 'Les prix ont doublé en 10 ans.', 'fr')).toEqual([]);
    expect(figures(fr, 'Les prix ont doublé en 12 ans.', 'fr')).toEqual(['12 ans']);
    const de = 'Die Preise haben sich in einem Jahrzehnt verdoppelt.';
    expect(figures(de, 'Preise in 10 Jahren verdoppelt.', 'de')).toEqual([]);
    const es = 'Las ventas crecieron en el último trimestre.';
    expect(figures(es, 'Las ventas crecieron en tres meses.', 'es')).toEqual([]);
    expect(figures(es, 'Las ventas crecieron en cuatro meses.', 'es')).toEqual(['cuatro meses']);
    expect(figures('Sales rose in the past quarter.', 'Sales rose over three months.')).toEqual([]);
    // "la década de 1990" is the nineties, "a quarter of" a share, "dos décadas" twenty years.
    const era = 'El paro bajó en la década de 1990.';
    expect(figures(era, 'El paro bajó en 10 años.', 'es')).toEqual(['10 años']);
    const share = 'A quarter of the staff left.';
    expect(figures(share, 'Staff left over three months.')).toEqual(['three months']);
    const two = 'Los precios se duplicaron en 2 décadas.';
    expect(figures(two, 'Los precios se duplicaron en 10 años.', 'es')).toEqual(['10 años']);
  });

  it('keeps a century as a hundred years, half of one as fifty, but not an era', () => {
    expect(figures('The castle stood for a century.', 'It stood for 100 years.')).toEqual([]);
    expect(figures('The castle stood for a century.', 'It stood for 200 years.')).toEqual([
      '200 years',
    ]);
    const it = 'Il castello è rimasto in piedi per mezzo secolo.';
    expect(figures(it, 'Il castello è rimasto in piedi per 50 anni.', 'it')).toEqual([]);
    expect(figures(it, 'Il castello è rimasto in piedi per 100 anni.', 'it')).toEqual(['100 anni']);
    const era = 'The castle was built in the 20th century.';
    expect(figures(era, 'The castle stood for 100 years.')).toEqual(['100 years']);
  });

  it('keeps a quinzaine as two weeks, and not "une quinzaine de personnes" as days', () => {
    expect(figures('Les travaux dureront une quinzaine.', 'Travaux de 15 jours.', 'fr')).toEqual(
      [],
    );
    expect(figures('La obra durará una quincena.', 'La obra durará 14 días.', 'es')).toEqual([]);
    expect(figures('La obra durará una quincena.', 'La obra durará 20 días.', 'es')).toEqual([
      '20 días',
    ]);
    const people = 'Une quinzaine de personnes ont manifesté.';
    expect(figures(people, 'Ils ont manifesté pendant 15 jours.', 'fr')).toEqual(['15 jours']);
  });

  it('keeps only the period’s own length in days, whatever the line says', () => {
    // From 2: the source's "einem" holds a 1.
    const source = 'Das Museum zählte 3.200 Besucher an einem Wochenende.';
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), (value) => {
        const kept = figures(source, `3.200 Besucher in ${value} Tagen.`, 'de').length === 0;
        return kept === (value === 2);
      }),
      { numRuns: 25 },
    );
  });
});
