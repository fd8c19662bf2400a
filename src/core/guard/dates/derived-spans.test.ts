/**
 * Figures a summary works out from the source's dates, years and times (derived-spans.ts): the
 * span between two the source ties in one sentence is kept, a changed span stopped.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string, lang = 'en') =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const STAY = 'She was admitted on March 3 and discharged on March 9.';
const EVENT = 'The event runs March 3-9.';
const LIFE = 'He was born in 1950 and died in 2024.';

describe('derivedSpan', () => {
  it('keeps the days between two dates of one sentence, counted either way, and stops others', () => {
    expect(figures('She spent six days in hospital.', STAY)).toEqual([]);
    expect(figures('She spent seven days in hospital.', STAY)).toEqual([]);
    expect(figures('She spent five days in hospital.', STAY)).toEqual(['five days']);
    expect(figures('The seven-day event starts March 3.', EVENT)).toEqual([]);
    expect(figures('The five-day event starts March 3.', EVENT)).toEqual(['five']);
  });

  it('stops a span of two dates the source does not tie together', () => {
    const apart = 'She was admitted on March 3. The weather turned on March 9.';
    expect(figures('She spent six days in hospital.', apart)).toEqual(['six days']);
  });

  it('keeps the years of a from and to, and an age one of two from a birth and a death', () => {
    const contract = 'The contract runs from 2026 to 2030.';
    expect(figures('The contract runs for four years.', contract)).toEqual([]);
    expect(figures('The contract runs for three years.', contract)).toEqual(['three years']);
    expect(figures('He died aged 74.', LIFE)).toEqual([]);
    expect(figures('He died aged 73.', LIFE)).toEqual([]);
    expect(figures('The 74-year-old died.', LIFE)).toEqual([]);
    expect(figures('He died aged 72.', LIFE)).toEqual(['72']);
    // No post date is known: "ago" is no span of the source's.
    const firm = 'Founded in 1998, the firm celebrates this year.';
    expect(figures('The firm was founded 28 years ago.', firm)).toEqual(['28 years']);
  });

  it('keeps the hours between a sentence’s opening and closing times', () => {
    const shop = 'The shop opens at 9:00 and closes at 17:00.';
    expect(figures('The shop is open eight hours a day.', shop)).toEqual([]);
    expect(figures('The shop is open nine hours a day.', shop)).toEqual(['nine hours']);
  });

  it('reads the span in French, German and Spanish lines and dates', () => {
    expect(
      figures(
        'Elle est restée six jours à l’hôpital.',
        'Elle a été hospitalisée du 3 au 9 mars.',
        'fr',
      ),
    ).toEqual([]);
    expect(
      figures(
        'Sie lag sechs Tage im Krankenhaus.',
        'Sie lag vom 3. bis 9. März im Krankenhaus.',
        'de',
      ),
    ).toEqual([]);
    // "3. März": a day's full stop, no sentence's end.
    const stay = 'Sie wurde am 3. März aufgenommen und am 9. März entlassen.';
    expect(figures('Sie lag sechs Tage im Krankenhaus.', stay, 'de')).toEqual([]);
    expect(figures('Sie lag vier Tage im Krankenhaus.', stay, 'de')).toEqual(['vier Tage']);
    const ingresada = 'Estuvo ingresada del 3 al 9 de marzo.';
    expect(figures('Estuvo ingresada durante seis días.', ingresada, 'es')).toEqual([]);
    expect(figures('Estuvo ingresada durante cuatro días.', ingresada, 'es')).toEqual([
      'cuatro días',
    ]);
  });

  const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August'];
  const date = fc.tuple(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 1, max: 28 }));

  it('keeps any two dates’ span in days and stops a span off by two', () => {
    fc.assert(
      fc.property(date, date, ([m1, d1], [m2, d2]) => {
        const [from, to] = [Date.UTC(2001, m1, d1), Date.UTC(2001, m2, d2)];
        const days = (to - from) / 86_400_000;
        fc.pre(days >= 3);
        const text = `She was admitted on ${MONTHS[m1]} ${d1} and discharged on ${MONTHS[m2]} ${d2}.`;
        expect(figures(`She spent ${days} days in hospital.`, text)).toEqual([]);
        expect(figures(`She spent ${days - 2} days in hospital.`, text)).toEqual([
          `${days - 2} days`,
        ]);
      }),
      { numRuns: 40 },
    );
  });

  it('keeps any two years’ span and stops a span off by two', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2090 }),
        fc.integer({ min: 3, max: 60 }),
        (start, span) => {
          const text = `The lease runs from ${start} to ${start + span}.`;
          expect(figures(`The lease runs for ${span} years.`, text)).toEqual([]);
          expect(figures(`The lease runs for ${span + 2} years.`, text)).toEqual([
            `${span + 2} years`,
          ]);
        },
      ),
      { numRuns: 40 },
    );
  });
  it('keeps an age from a birth year and an event’s year, in its forms and languages', () => {
    const gold = 'She was born in 1990 and won gold in 2024.';
    expect(figures('She won gold at 34.', gold)).toEqual([]);
    expect(figures('She won gold when she was 34.', gold)).toEqual([]);
    expect(figures('She won gold at 36.', gold)).toEqual(['36']);
    // "at 34 venues" is no age: a noun follows the count.
    expect(figures('She won gold at 34 venues.', gold)).toEqual(['34']);
    const de = 'Sie wurde 1990 geboren und gewann 2024 Gold.';
    expect(figures('Sie gewann mit 34 Jahren Gold.', de, 'de')).toEqual([]);
    expect(figures('Die 34-Jährige gewann Gold.', de, 'de')).toEqual([]);
    expect(figures('Die 36-Jährige gewann Gold.', de, 'de')).toEqual(['36']);
    const nl = 'Ze werd geboren in 1990 en won goud in 2024.';
    expect(figures('Ze won goud op 34-jarige leeftijd.', nl, 'nl')).toEqual([]);
    const ja = '彼女は1990年生まれで、2024年に金メダルを獲得した。';
    expect(figures('彼女は34歳で金メダルを獲得した。', ja, 'ja')).toEqual([]);
    expect(figures('彼女は36歳で金メダルを獲得した。', ja, 'ja')).toEqual(['36']);
    const ru = 'Она родилась в 1990 году и выиграла золото в 2024 году.';
    expect(figures('34-летняя спортсменка выиграла золото.', ru, 'ru')).toEqual([]);
    expect(figures('36-летняя спортсменка выиграла золото.', ru, 'ru')).toEqual(['36']);
  });

  it('keeps an age from a birth told in a sentence of its own', () => {
    const apart = 'She was born in 1990. In 2024 she won gold.';
    expect(figures('She won gold at 34.', apart)).toEqual([]);
    expect(figures('She won gold at 36.', apart)).toEqual(['36']);
    // Two years with no birth give no age across sentences.
    const built = 'The hall was built in 1990. In 2024 it hosted the final.';
    expect(figures('The hall hosted the final at 34.', built)).toEqual(['34']);
  });

  it('keeps any age from a birth year and stops one two years off', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2000 }),
        fc.integer({ min: 5, max: 90 }),
        (born, age) => {
          const text = `He was born in ${born} and won the prize in ${born + age}.`;
          expect(figures(`He won the prize at ${age}.`, text)).toEqual([]);
          expect(figures(`He won the prize at ${age + 2}.`, text)).toEqual([String(age + 2)]);
        },
      ),
      { numRuns: 40 },
    );
  });
});
