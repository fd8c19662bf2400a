/**
 * A figure a summary works out from two of one source sentence's (derived-figures.ts), read by
 * unsupportedClaims: a change, a percentage change, a total, a share and a complement hold; a
 * wrong one, a complement told of the part's own side, a figure of two sentences or of two
 * things, and a match's result, are stopped.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang = 'en') =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const MUSEUM = 'The museum had 812,000 visitors in 2025, against 640,000 in 2024.';
const TICKETS = 'Tickets cost 45 euros, up from 30 euros.';
const FARE = 'The fare rises from €2.50 to €3.';
const PLANTS = 'The company will cut 450 jobs at its Leeds plant and 150 at Hull.';
const STUDENTS = 'Of 1,200 students, 960 passed.';
const STAFF = 'Of the 120 staff, 30 will leave.';

describe('a change between two of the source figures', () => {
  it('keeps the step and the percentage, rounded as the line hedges', () => {
    expect(stopped('Visits rose by about 170,000.', MUSEUM)).toEqual([]);
    expect(stopped('Visits rose by more than a quarter.', MUSEUM)).toEqual([]);
    expect(stopped('Visits rose 27%.', MUSEUM)).toEqual([]);
    expect(stopped('Tickets rose by 15 euros to 45 euros.', TICKETS)).toEqual([]);
    expect(stopped('Tickets rose 50%.', TICKETS)).toEqual([]);
    expect(stopped('The fare rises by 20%.', FARE)).toEqual([]);
    expect(stopped('Prices rose 50%.', 'Prices rose from 200 to 300.')).toEqual([]);
    expect(stopped('Prices fell by a quarter.', 'Prices fell from 80 to 60 dollars.')).toEqual([]);
    expect(stopped('Prices fell by 20 dollars.', 'Prices fell from 80 to 60 dollars.')).toEqual([]);
    const sales = 'Sales were 2 million in 2024 and 3 million in 2025.';
    expect(stopped('Sales grew by 1 million.', sales)).toEqual([]);
  });

  it('stops a wrong step or percentage, and a hedge on the wrong side', () => {
    expect(stopped('Visits rose by about 200,000.', MUSEUM)).toEqual(['200,000']);
    expect(stopped('Visits rose 35%.', MUSEUM)).toEqual(['35%']);
    expect(stopped('Visits rose by nearly a quarter.', MUSEUM)).toEqual(['a quarter']);
    expect(stopped('Tickets rose by 20 euros to 45 euros.', TICKETS)).toEqual([
      '20 euros to 45 euros',
    ]);
    expect(stopped('The fare rises by 25%.', FARE)).toEqual(['25%']);
    expect(stopped('Prices fell by a third.', 'Prices fell from 80 to 60 dollars.')).toEqual([
      'a third',
    ]);
  });

  it('reads the change in French, German and Spanish, from the side the line says', () => {
    const fr = 'Le prix du billet passe de 40 à 50 euros.';
    expect(stopped('Le prix a augmenté de 25 %.', fr, 'fr')).toEqual([]);
    expect(stopped('Le prix a augmenté de 10 euros.', fr, 'fr')).toEqual([]);
    expect(stopped('Le prix a augmenté de 20 %.', fr, 'fr')).toEqual(['20 %']);
    const de = 'Der Preis stieg von 40 auf 50 Euro.';
    expect(stopped('Der Preis ist um 25 % gestiegen.', de, 'de')).toEqual([]);
    expect(stopped('Der Preis ist um 20 % gestiegen.', de, 'de')).toEqual(['20 %']);
    const es = 'El precio pasó de 40 a 50 euros.';
    expect(stopped('El precio subió un 25 %.', es, 'es')).toEqual([]);
    expect(stopped('El precio subió un 20 %.', es, 'es')).toEqual(['20 %']);
  });

  it('stops a difference of two sentences, of two things, or in the place of its end', () => {
    const apart = 'The museum had 812,000 visitors in 2025. Its shop sold 640,000 postcards.';
    expect(stopped('Visits rose by 172,000.', apart)).toEqual(['172,000']);
    const tour = 'She announced a world tour: 42 shows across 18 countries.';
    expect(stopped('The tour has 24 shows.', tour)).toEqual(['24']);
    const notice = "Landlords must give 90 days' notice of increases, instead of 30.";
    expect(
      stopped("Landlords must give 60 days' notice of increases, instead of 30.", notice),
    ).toEqual(['60 days']);
  });

  it('keeps a match result a result: no margin becomes a score', () => {
    const match = 'Leeds scored 2 goals in the second half and won by 1.';
    expect(stopped('Leeds won 3-2.', match)).toEqual(['3-2']);
  });
});

describe('a total, a share and a complement', () => {
  it('keeps a total of a listed set and the count of its terms', () => {
    expect(stopped('The company will cut 600 jobs across two plants.', PLANTS)).toEqual([]);
    expect(stopped('The company will cut 700 jobs across two plants.', PLANTS)).toEqual([
      '700',
      'two',
    ]);
    // Two plants' total is no three plants' total.
    expect(stopped('The company will cut 600 jobs across three plants.', PLANTS)).toEqual([
      '600',
      'three',
    ]);
    expect(stopped('Its plants will lose 600 jobs in total.', PLANTS)).toEqual([]);
    // A total the line does not say it adds ("He earned €40,000" of a win's and a bonus's).
    expect(stopped('The company will cut 600 jobs.', PLANTS)).toEqual(['600']);
  });

  it('keeps a share and the complement told of the other side', () => {
    expect(stopped('80% of students passed.', STUDENTS)).toEqual([]);
    expect(stopped('240 students failed.', STUDENTS)).toEqual([]);
    expect(stopped('Four in five students passed.', STUDENTS)).toEqual([]);
    expect(stopped('A quarter of the 120 staff will leave.', STAFF)).toEqual([]);
    expect(stopped('90 of the 120 staff will stay.', STAFF)).toEqual([]);
  });

  it('stops a wrong share, and the complement told of the part', () => {
    expect(stopped('70% of students passed.', STUDENTS)).toEqual(['70%']);
    expect(stopped('240 students passed.', STUDENTS)).toEqual(['240']);
    expect(stopped('Three in five students passed.', STUDENTS)).toEqual(['Three', 'five']);
    expect(stopped('90 of the 120 staff will leave.', STAFF)).toEqual(['90']);
    expect(stopped('A third of the 120 staff will leave.', STAFF)).toEqual(['A third']);
  });
});

/** Amounts no reader takes for a year. */
const amount = fc.integer({ min: 10, max: 1_700 });

describe('any pair', () => {
  it('keeps the step between a change’s two ends, and stops one off by a euro or more', () => {
    fc.assert(
      fc.property(amount, amount, fc.integer({ min: 1, max: 50 }), (a, b, off) => {
        fc.pre(a < b);
        const text = `Tickets cost ${b} euros, up from ${a} euros.`;
        // A step that is also an end is the source's own, read by others (figure bindings).
        fc.pre(b - a !== a);
        expect(stopped(`Tickets rose by ${b - a} euros.`, text)).toEqual([]);
        const wrong = b - a + off;
        fc.pre(wrong !== a && wrong !== b && wrong !== a + b);
        expect(stopped(`Tickets rose by ${wrong} euros.`, text)).toEqual([`${wrong} euros`]);
      }),
      { numRuns: 60 },
    );
  });

  it('keeps the percentage change to its last digit, and stops one two points off', () => {
    fc.assert(
      fc.property(amount, amount, fc.integer({ min: 2, max: 9 }), (a, b, off) => {
        fc.pre(a < b);
        const text = `Prices rose from ${a} to ${b} dollars.`;
        const rise = Math.round(((b - a) / a) * 100);
        fc.pre(rise >= 1);
        expect(stopped(`Prices rose ${rise}%.`, text)).toEqual([]);
        expect(stopped(`Prices rose ${rise + off}%.`, text)).toEqual([`${rise + off}%`]);
      }),
      { numRuns: 60 },
    );
  });

  it('keeps a share and a complement of the other side, and stops them wrong', () => {
    fc.assert(
      fc.property(amount, amount, fc.integer({ min: 2, max: 9 }), (part, whole, off) => {
        fc.pre(part < whole && part / whole >= 0.05 && part / whole <= 0.9);
        const text = `Of ${whole} students, ${part} passed.`;
        const share = Math.round((part / whole) * 100);
        expect(stopped(`${share}% of students passed.`, text)).toEqual([]);
        fc.pre(share + off !== 100 - share);
        expect(stopped(`${share + off}% of students passed.`, text)).toEqual([`${share + off}%`]);
        const rest = whole - part;
        fc.pre(rest !== part);
        expect(stopped(`${rest} students failed.`, text)).toEqual([]);
        expect(stopped(`${rest} students passed.`, text)).toEqual([`${rest}`]);
      }),
      { numRuns: 60 },
    );
  });
});
